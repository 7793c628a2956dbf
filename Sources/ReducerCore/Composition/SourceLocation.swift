/// Where in a program something was written, for the issues reported about it.
public struct SourceLocation: Sendable {
  public var fileID: StaticString
  public var filePath: StaticString
  public var line: UInt
  public var column: UInt

  /// Makes a location; pass the caller's `#fileID`, `#filePath`, `#line` and `#column`.
  public init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }
}
