/// A position in a journey file: the file's path as given to the loader, and a 1-based line and
/// column.
public struct FileLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The file's path, as the loader was given it (relative paths stay relative).
  public var file: String
  /// The line, from 1.
  public var line: Int
  /// The column, from 1.
  public var column: Int

  /// Makes a location.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `path:line:column`, as compilers and editors expect.
  public var description: String {
    "\(file):\(line):\(column)"
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}
