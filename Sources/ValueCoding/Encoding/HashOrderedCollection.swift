/// A collection that encodes its contents in hash order, which changes from run to run; the
/// encoder sorts what it writes.
protocol HashOrderedCollection {
  /// `value`, as encoded by this collection type, in an order that does not depend on hashing.
  static func inStableOrder(_ value: Value) -> Value
}

extension Dictionary: HashOrderedCollection {
  /// Keys by number when all are integers, otherwise as text; dictionaries encoded as a list of
  /// alternating keys and values (keys that are neither strings nor integers) by the rendered key.
  /// (`ValueCoding.Value` because `Value` names the dictionary's element type here.)
  static func inStableOrder(_ value: ValueCoding.Value) -> ValueCoding.Value {
    switch value {
    case .object(let object):
      let keysAreIntegers = object.keys.allSatisfy { Int($0) != nil }
      let sortedEntries = object.sorted { first, second in
        if keysAreIntegers, let a = Int(first.key), let b = Int(second.key), a != b { return a < b }
        return first.key < second.key
      }
      return .object(ValueObject(sortedEntries))
    case .array(let elements) where elements.count.isMultiple(of: 2):
      let pairs = stride(from: 0, to: elements.count, by: 2).map {
        (sortKey: elements[$0].rendered, key: elements[$0], value: elements[$0 + 1])
      }
      return .array(pairs.sorted { $0.sortKey < $1.sortKey }.flatMap { [$0.key, $0.value] })
    default:
      return value
    }
  }
}

extension Set: HashOrderedCollection {
  /// Elements by their rendered text.
  static func inStableOrder(_ value: Value) -> Value {
    guard case .array(let elements) = value else { return value }
    let keyed = elements.map { (sortKey: $0.rendered, element: $0) }
    return .array(keyed.sorted { $0.sortKey < $1.sortKey }.map(\.element))
  }
}
