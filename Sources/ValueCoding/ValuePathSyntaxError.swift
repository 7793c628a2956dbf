/// Text that is not a valid ``ValuePath``, with where and why.
public struct ValuePathSyntaxError: Error, Equatable, Sendable {
  /// The text that failed to parse.
  public var text: String
  /// The column, counting characters from 1, where the problem is.
  public var column: Int
  /// What the path needed at that column, such as "a key" or "']'".
  public var expected: String
  /// What was there instead, such as "'.'" or "the end of the path".
  public var found: String

  /// Creates an error.
  public init(text: String, column: Int, expected: String, found: String) {
    self.text = text
    self.column = column
    self.expected = expected
    self.found = found
  }
}

extension ValuePathSyntaxError: CustomStringConvertible {
  /// For example: "expected a key at column 6 of path 'user..name', found '.'".
  public var description: String {
    "expected \(expected) at column \(column) of path '\(text)', found \(found)"
  }
}
