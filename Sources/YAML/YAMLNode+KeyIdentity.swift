extension YAMLNode {
  /// A value equal for two mapping keys exactly when YAML considers them the same key: scalars
  /// compare by their core schema value (`1`, `0x1` and `!!int "1"` are one key, `1` and `"1"`
  /// are two), collections by their items in order. Marks and styles do not matter.
  var keyIdentity: String {
    enum Piece {
      case node(YAMLNode)
      case text(String)
    }
    var identity = ""
    var pieces = [Piece.node(self)]
    while let piece = pieces.popLast() {
      switch piece {
      case .text(let text):
        identity += text
      case .node(let node):
        switch node.kind {
        case .scalar(let scalar):
          identity += scalar.keyIdentity
        case .sequence(let items):
          identity += "["
          pieces.append(.text("]"))
          pieces.append(contentsOf: items.reversed().map(Piece.node))
        case .mapping(let pairs):
          identity += "{"
          pieces.append(.text("}"))
          for pair in pairs.reversed() {
            pieces.append(.node(pair.value))
            pieces.append(.node(pair.key))
          }
        }
      }
    }
    return identity
  }
}

extension YAMLScalar {
  /// The identity of a scalar key: its type and canonical value, the text length-prefixed so that
  /// identities of collections cannot collide.
  fileprivate var keyIdentity: String {
    if isNull { return "~" }
    if let bool { return "b\(bool)" }
    if let int { return "i\(int)" }
    if let double { return "f\(double)" }
    let type = tag.flatMap { $0 == CoreTag.string || $0 == "!" ? nil : $0 } ?? ""
    return "s\(type.utf8.count):\(type)\(text.utf8.count):\(text)"
  }
}
