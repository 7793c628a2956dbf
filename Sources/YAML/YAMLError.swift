/// Why a YAML text could not be turned into a node: where, and what is wrong.
public struct YAMLError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file the text came from, as given to the parser.
  public var file: String
  /// Where the problem is.
  public var mark: YAMLMark
  /// What is wrong and, where there is one, how to fix it.
  public var message: String

  /// Creates an error.
  public init(file: String, mark: YAMLMark, message: String) {
    self.file = file
    self.mark = mark
    self.message = message
  }

  /// The error as one line: `file:line:column: error: message`.
  public var description: String {
    "\(file):\(mark.line):\(mark.column): error: \(message)"
  }
}
