import OrderedCollections

/// The contents of a mapping ``Value``: string keys with values, in the order they were added.
///
/// Order is kept for reading and writing (encoding, rendering, iteration) but ignored by
/// equality: two objects are equal when they hold the same keys with equal values, whatever their
/// order, like mappings in YAML.
public struct ValueObject: Hashable, Sendable {
  private var entries: OrderedDictionary<String, Value>

  /// Creates an empty object.
  public init() {
    entries = [:]
  }

  /// Creates an object from key-value pairs in order. When a key repeats, its later value replaces
  /// the earlier one and keeps the earlier position.
  public init(_ pairs: some Sequence<(key: String, value: Value)>) {
    entries = [:]
    for (key, value) in pairs {
      entries[key] = value
    }
  }

  /// Creates an object holding `entries`, in their order.
  init(_ entries: OrderedDictionary<String, Value>) {
    self.entries = entries
  }

  /// The keys, in order.
  public var keys: [String] { entries.keys.elements }

  /// The values, in the order of their keys.
  public var values: [Value] { entries.values.elements }

  /// The number of entries.
  public var count: Int { entries.count }

  /// Whether the object has no entries.
  public var isEmpty: Bool { entries.isEmpty }

  /// The value for `key`, or `nil` when absent. Setting a new key appends it; setting an existing
  /// key replaces its value in place; setting `nil` removes the key.
  public subscript(key: String) -> Value? {
    get { entries[key] }
    set { entries[key] = newValue }
  }

  public static func == (lhs: ValueObject, rhs: ValueObject) -> Bool {
    lhs.count == rhs.count && lhs.entries.allSatisfy { rhs.entries[$0.key] == $0.value }
  }

  public func hash(into hasher: inout Hasher) {
    // Combine entry hashes commutatively so that equal objects in different orders hash alike.
    var entriesHash = 0
    for (key, value) in entries {
      var entryHasher = Hasher()
      entryHasher.combine(key)
      entryHasher.combine(value)
      entriesHash &+= entryHasher.finalize()
    }
    hasher.combine(entries.count)
    hasher.combine(entriesHash)
  }
}

extension ValueObject: Sequence {
  /// An entry of an object.
  public typealias Element = (key: String, value: Value)

  /// Iterates over the entries of an object in order.
  public struct Iterator: IteratorProtocol {
    fileprivate var base: OrderedDictionary<String, Value>.Iterator

    public mutating func next() -> Element? {
      base.next()
    }
  }

  public func makeIterator() -> Iterator {
    Iterator(base: entries.makeIterator())
  }
}

extension ValueObject: ExpressibleByDictionaryLiteral {
  /// Creates an object from a literal; a repeated key keeps its first position and last value.
  public init(dictionaryLiteral elements: (String, Value)...) {
    self.init(elements.map { (key: $0.0, value: $0.1) })
  }
}
