import OrderedCollections

/// A place in the value being encoded that containers write into, possibly after other places
/// were created, which is why it is a reference.
final class EncodingNode {
  private enum Content {
    case unwritten
    case leaf(Value)
    case object(OrderedDictionary<String, EncodingNode>)
    case array([EncodingNode])
  }

  private var content = Content.unwritten

  /// Sets the whole value.
  func set(_ value: Value) {
    content = .leaf(value)
  }

  /// Makes this node a mapping, keeping its entries if it is one already.
  func makeObject() {
    if case .object = content { return }
    content = .object([:])
  }

  /// Makes this node a list, keeping its elements if it is one already.
  func makeArray() {
    if case .array = content { return }
    content = .array([])
  }

  /// A new node under `key`, replacing any earlier one in its place; makes this node a mapping.
  func child(forKey key: String) -> EncodingNode {
    var entries: OrderedDictionary<String, EncodingNode> = [:]
    if case .object(let existing) = content { entries = existing }
    // Drop this node's reference first so that the entries are mutated in place.
    content = .unwritten
    let child = EncodingNode()
    entries[key] = child
    content = .object(entries)
    return child
  }

  /// A new node appended to the list; makes this node a list.
  func appendChild() -> EncodingNode {
    var elements: [EncodingNode] = []
    if case .array(let existing) = content { elements = existing }
    // Drop this node's reference first so that the elements are mutated in place.
    content = .unwritten
    let child = EncodingNode()
    elements.append(child)
    content = .array(elements)
    return child
  }

  /// The number of elements when this node is a list.
  var elementCount: Int {
    guard case .array(let elements) = content else { return 0 }
    return elements.count
  }

  /// The value written; an empty mapping when nothing was.
  var value: Value {
    switch content {
    case .unwritten: .object([:])
    case .leaf(let value): value
    case .object(let entries):
      .object(ValueObject(entries.map { (key: $0.key, value: $0.value.value) }))
    case .array(let elements): .array(elements.map(\.value))
    }
  }
}
