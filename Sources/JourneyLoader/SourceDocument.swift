import YAML

/// What reading one file gave.
enum SourceDocument {
  /// Nothing is at the path.
  case missing
  /// A folder is at the path.
  case folder
  /// The file could not be read.
  case unreadable
  /// The file is not valid YAML; the problem is already reported.
  case invalid
  /// The file holds no document: it is empty or only comments.
  case empty
  /// The file's document, and whether any of its scalars may hold a variable: only text with a
  /// `$`, or a `\` that might escape one, can.
  case root(YAMLNode, mayHoldVariables: Bool)
}
