import OrderedCollections

/// A place in the value being encoded that containers write into, possibly after other places
/// were created, which is why it is a reference.
///
/// It carries the session, rather than each encoder and container next to it, so that an
/// encoder or container is small enough to be passed as an existential without being boxed.
///
/// Finished values are written straight into the entries or elements that become the value, so
/// that taking the value builds nothing again; a place still open to containers holds `null`
/// until then. A node is written by one encoding on one thread, by calls that never overlap, so
/// its accesses are not checked at run time.
final class EncodingNode {
  private enum Kind {
    case unwritten, leaf, object, array
  }

  @exclusivity(unchecked) private var kind = Kind.unwritten
  /// The whole value, when this node is a leaf.
  @exclusivity(unchecked) private var leaf = Value.null
  /// The entries, when this node is a mapping.
  @exclusivity(unchecked) private var entries: OrderedDictionary<String, Value> = [:]
  /// The elements, when this node is a list.
  @exclusivity(unchecked) private var elements: [Value] = []
  /// The nodes open to containers under keys of ``entries``, in the order they were made.
  @exclusivity(unchecked) private var openEntries: [(key: String, node: EncodingNode)] = []
  /// The nodes open to containers at indices of ``elements``.
  @exclusivity(unchecked) private var openElements: [(index: Int, node: EncodingNode)] = []
  /// The options of the encoding this node belongs to.
  let session: EncodingSession
  /// The node of the place this one lies in, `nil` at the top. A place is encoded while the
  /// encoding of the places it lies in runs, which keep their nodes, so it is not retained here.
  unowned(unsafe) let parent: EncodingNode?
  /// The key or index of this place in its parent's, `nil` at the top.
  let component: ValuePath.Component?

  /// A node for the place at `component` of `parent`'s, or for the top when both are `nil`.
  init(session: EncodingSession, parent: EncodingNode?, component: ValuePath.Component?) {
    self.session = session
    self.parent = parent
    self.component = component
  }

  /// Whether this is the place of the whole value encoded.
  var isTop: Bool { component == nil }

  /// Where this place lies in the value encoded: worked out only when asked for, by a type's
  /// `codingPath` or for an error, rather than carried along for every place.
  var path: ValuePath {
    Self.path(under: parent, at: component)
  }

  /// The path of the place at `component` of `parent`'s, or of the top when `component` is `nil`.
  static func path(under parent: EncodingNode?, at component: ValuePath.Component?) -> ValuePath {
    var reversed: [ValuePath.Component] = []
    var place = (parent: parent, component: component)
    while let component = place.component {
      reversed.append(component)
      place = (place.parent?.parent, place.parent?.component)
    }
    return ValuePath(reversed.reversed())
  }

  /// Sets the whole value.
  func set(_ value: Value) {
    kind = .leaf
    leaf = value
  }

  /// Makes this node a mapping, keeping its entries if it is one already; a new one has room
  /// for `selection`'s keys, or for a few when it selects every key, so that writing them does
  /// not grow it again and again.
  func makeObject(for selection: PathSelection?) {
    guard kind != .object else { return }
    beginObject(capacity: selection?.keyCount ?? Self.expectedKeyCount)
  }

  /// How many keys a mapping written whole is made room for: most types encode a few
  /// properties.
  private static var expectedKeyCount: Int { 8 }

  private func beginObject(capacity: Int) {
    kind = .object
    entries = OrderedDictionary(minimumCapacity: capacity)
    if !openEntries.isEmpty { openEntries = [] }
  }

  /// Makes this node a list, keeping its elements if it is one already.
  func makeArray() {
    guard kind != .array else { return }
    kind = .array
    elements = []
    if !openElements.isEmpty { openElements = [] }
  }

  /// Sets the entry under `key` to `value`, replacing any earlier one in its place; makes this
  /// node a mapping.
  func set(_ value: Value, forKey key: String) {
    if kind != .object { beginObject(capacity: 0) }
    if !openEntries.isEmpty { openEntries.removeAll { $0.key == key } }
    entries[key] = value
  }

  /// A new node under `key`, replacing any earlier one in its place; makes this node a mapping.
  func child(forKey key: String) -> EncodingNode {
    let child = detachedChild(forKey: key)
    set(.null, forKey: key)
    openEntries.append((key, child))
    return child
  }

  /// A new node at `key`'s place that belongs to no value: what a container under a key outside
  /// the selection writes into.
  func detachedChild(forKey key: String) -> EncodingNode {
    EncodingNode(session: session, parent: self, component: .key(key))
  }

  /// Appends `value` to the list; makes this node a list.
  func append(_ value: Value) {
    makeArray()
    elements.append(value)
  }

  /// A new node appended to the list; makes this node a list.
  func appendChild() -> EncodingNode {
    let child = EncodingNode(session: session, parent: self, component: .index(elementCount))
    append(.null)
    openElements.append((elements.count - 1, child))
    return child
  }

  /// The number of elements when this node is a list.
  var elementCount: Int {
    kind == .array ? elements.count : 0
  }

  /// Whether this node is a mapping or a list, rather than a whole value or nothing yet.
  var holdsEntriesOrElements: Bool {
    kind == .object || kind == .array
  }

  /// The value written, an empty mapping when nothing was, which this node gives up: it is taken
  /// once, when the encoding of its place is over.
  func takeValue() -> Value {
    switch kind {
    case .unwritten:
      return .object([:])
    case .leaf:
      return leaf
    case .object:
      var taken = entries
      // Dropped here so that the open nodes' values are written in place.
      entries = [:]
      for open in openEntries {
        taken[open.key] = open.node.takeValue()
      }
      return .object(ValueObject(taken))
    case .array:
      var taken = elements
      elements = []
      for open in openElements {
        taken[open.index] = open.node.takeValue()
      }
      return .array(taken)
    }
  }
}
