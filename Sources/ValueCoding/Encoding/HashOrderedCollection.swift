import Prelude

/// A collection that encodes its contents in hash order, which changes from run to run: any
/// `Dictionary` or `Set`, whose encoding the encoder sorts.
enum HashOrderedCollection {
  case dictionary
  case set

  private static let dictionaryStructure = GenericStructure([Int: Int].self)
  private static let setStructure = GenericStructure(Set<Int>.self)

  /// The collection `type` is, told by its structure whatever its elements; `nil` for a type
  /// that encodes in an order of its own.
  init?(_ type: Any.Type) {
    switch GenericStructure(type) {
    case nil: return nil
    case Self.dictionaryStructure: self = .dictionary
    case Self.setStructure: self = .set
    default: return nil
    }
  }

  /// `value`, as encoded by this collection, in an order that does not depend on hashing.
  func inStableOrder(_ value: Value) -> Value {
    switch self {
    case .dictionary: Self.dictionaryInStableOrder(value)
    case .set: Self.setInStableOrder(value)
    }
  }

  /// Keys by number when all are integers, otherwise as text; dictionaries encoded as a list of
  /// alternating keys and values (keys that are neither strings nor integers) by the rendered key.
  private static func dictionaryInStableOrder(_ value: Value) -> Value {
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

  /// Elements by their rendered text.
  private static func setInStableOrder(_ value: Value) -> Value {
    guard case .array(let elements) = value else { return value }
    let keyed = elements.map { (sortKey: $0.rendered, element: $0) }
    return .array(keyed.sorted { $0.sortKey < $1.sortKey }.map(\.element))
  }
}
