import OrderedCollections

/// A place in the value being encoded that containers write into, possibly after other places
/// were created, which is why it is a reference.
///
/// It carries the session, rather than each encoder and container next to it, so that an
/// encoder or container is small enough to be passed as an existential without being boxed.
final class EncodingNode {
  /// An entry or element: a finished value, or a place still open to containers.
  private enum Slot {
    case value(Value)
    case node(EncodingNode)

    var value: Value {
      switch self {
      case .value(let value): value
      case .node(let node): node.value
      }
    }
  }

  private enum Content {
    case unwritten
    case leaf(Value)
    case object(OrderedDictionary<String, Slot>)
    case array([Slot])
  }

  private var content = Content.unwritten
  /// The options of the encoding this node belongs to.
  let session: EncodingSession

  init(session: EncodingSession) {
    self.session = session
  }

  /// Sets the whole value.
  func set(_ value: Value) {
    content = .leaf(value)
  }

  /// Makes this node a mapping, keeping its entries if it is one already; a new one has room
  /// for `selection`'s keys, or for a few when it selects every key, so that writing them does
  /// not grow it again and again.
  func makeObject(for selection: PathSelection?) {
    if case .object = content { return }
    content = .object(OrderedDictionary(minimumCapacity: selection?.keyCount ?? Self.expectedKeyCount))
  }

  /// How many keys a mapping written whole is made room for: most types encode a few
  /// properties.
  private static var expectedKeyCount: Int { 8 }

  /// Makes this node a list, keeping its elements if it is one already.
  func makeArray() {
    if case .array = content { return }
    content = .array([])
  }

  /// Sets the entry under `key` to `value`, replacing any earlier one in its place; makes this
  /// node a mapping.
  func set(_ value: Value, forKey key: String) {
    modifyEntries { $0[key] = .value(value) }
  }

  /// A new node under `key`, replacing any earlier one in its place; makes this node a mapping.
  func child(forKey key: String) -> EncodingNode {
    let child = EncodingNode(session: session)
    modifyEntries { $0[key] = .node(child) }
    return child
  }

  /// Appends `value` to the list; makes this node a list.
  func append(_ value: Value) {
    modifyElements { $0.append(.value(value)) }
  }

  /// A new node appended to the list; makes this node a list.
  func appendChild() -> EncodingNode {
    let child = EncodingNode(session: session)
    modifyElements { $0.append(.node(child)) }
    return child
  }

  /// The number of elements when this node is a list.
  var elementCount: Int {
    guard case .array(let elements) = content else { return 0 }
    return elements.count
  }

  /// Whether this node is a mapping or a list, rather than a whole value or nothing yet.
  var holdsEntriesOrElements: Bool {
    switch content {
    case .object, .array: true
    case .unwritten, .leaf: false
    }
  }

  /// The value written; an empty mapping when nothing was.
  var value: Value {
    switch content {
    case .unwritten: .object([:])
    case .leaf(let value): value
    case .object(let entries): .object(ValueObject(entries.mapValues(\.value)))
    case .array(let elements): .array(elements.map(\.value))
    }
  }

  private func modifyEntries(_ body: (inout OrderedDictionary<String, Slot>) -> Void) {
    var entries: OrderedDictionary<String, Slot> = [:]
    if case .object(let existing) = content { entries = existing }
    // Drop this node's reference first so that the entries are mutated in place.
    content = .unwritten
    body(&entries)
    content = .object(entries)
  }

  private func modifyElements(_ body: (inout [Slot]) -> Void) {
    var elements: [Slot] = []
    if case .array(let existing) = content { elements = existing }
    // Drop this node's reference first so that the elements are mutated in place.
    content = .unwritten
    body(&elements)
    content = .array(elements)
  }
}
