/// What an anchor names as the document is read.
enum AnchoredNode {
  /// A collection still being read; an alias to it would make the tree contain itself.
  case open(definition: Int)
  /// A complete node, with its number of nodes (aliases within it counted expanded).
  case complete(YAMLNode, size: Int)
}
