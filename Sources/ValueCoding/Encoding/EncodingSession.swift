import Prelude

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The options of one ``ValueEncoder/encode(_:)`` call and the conversions its containers share.
struct EncodingSession {
  let includesNilOptionals: Bool
  /// What was encoded last time of the top-level properties, to take again for equal ones.
  let memo: ValueEncodingMemo?

  /// Encodes `value`, found at `component` of the place of `parent` (the top when both are
  /// `nil`), or only the parts `selection` names; every error thrown is a ``ValueEncodingError``.
  func encode<T: Encodable>(
    _ value: T, under parent: EncodingNode?, at component: ValuePath.Component?, selection: PathSelection? = nil
  ) throws -> Value {
    if let special = try encodeSpecialType(value, under: parent, at: component) {
      return special
    }
    let node = EncodingNode(session: self, parent: parent, component: component)
    do {
      try value.encode(to: ValueEncoderImplementation(node: node, selection: selection))
    } catch let error as ValueEncodingError {
      throw error
    } catch let EncodingError.invalidValue(_, context) {
      throw ValueEncodingError(
        path: ValuePath(codingPath: context.codingPath),
        problem: .rejected(context.debugDescription))
    } catch {
      throw ValueEncodingError(path: node.path, problem: .rejected(String(describing: error)))
    }
    // Only a mapping or a list may need sorting.
    guard node.holdsEntriesOrElements, let collection = HashOrderedCollection(T.self) else {
      return node.takeValue()
    }
    return collection.inStableOrder(node.takeValue())
  }

  /// `integer` as an `Int`; `path`, where it is, is worked out only for the error thrown when it
  /// lies out of `Int`'s range.
  func encodeInteger<I: FixedWidthInteger>(_ integer: I, at path: @autoclosure () -> ValuePath) throws -> Value {
    guard let int = Int(exactly: integer) else {
      throw ValueEncodingError(path: path(), problem: .integerOutOfRange(String(integer)))
    }
    return .int(int)
  }

  func encodeFloat(_ float: Float) -> Value {
    // Through its shortest text, so that 0.1 stays 0.1 rather than 0.10000000149011612.
    .double(Double(String(float)) ?? Double(float))
  }

  /// `value` encoded as one of the types this encoder writes its own way, or `nil` for others.
  /// Told apart by their types, not by casts: a cast asks the runtime's conformance tables about
  /// `T`, for every value of a state encoded.
  private func encodeSpecialType<T>(
    _ value: T, under parent: EncodingNode?, at component: ValuePath.Component?
  ) throws -> Value? {
    switch ObjectIdentifier(T.self) {
    case ObjectIdentifier(Value.self):
      return value as? Value
    case ObjectIdentifier(Date.self):
      guard let date = value as? Date else { return nil }
      guard let text = ISO8601Timestamp.text(from: date) else {
        throw ValueEncodingError(
          path: EncodingNode.path(under: parent, at: component), problem: .dateOutOfRange(secondsSince1970: date.timeIntervalSince1970))
      }
      return .string(text)
    case ObjectIdentifier(URL.self):
      return (value as? URL).map { .string($0.absoluteString) }
    case ObjectIdentifier(UUID.self):
      return (value as? UUID).map { .string($0.uuidString) }
    case ObjectIdentifier(Duration.self):
      return (value as? Duration).map { .string($0.journeyDescription) }
    default:
      return nil
    }
  }
}
