/// A position in a YAML text: a 1-based line and a 1-based column, counted in Unicode scalars.
public struct YAMLMark: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The line, starting at 1.
  public var line: Int
  /// The column, starting at 1.
  public var column: Int

  /// Creates a mark from a 1-based line and column.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// The mark as `line:column`, the form used inside error messages.
  public var description: String { "\(line):\(column)" }

  /// Orders marks as they appear in the text: by line, then by column.
  public static func < (lhs: YAMLMark, rhs: YAMLMark) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}
