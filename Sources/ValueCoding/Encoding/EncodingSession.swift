import Prelude

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The options of one ``ValueEncoder/encode(_:)`` call and the conversions its containers share.
struct EncodingSession {
  let includesNilOptionals: Bool

  /// Encodes `value`, found at `path`; every error thrown is a ``ValueEncodingError``.
  func encode<T: Encodable>(_ value: T, at path: ValuePath) throws -> Value {
    if let special = try encodeSpecialType(value, at: path) {
      return special
    }
    let node = EncodingNode()
    do {
      try value.encode(to: ValueEncoderImplementation(node: node, path: path, session: self))
    } catch let error as ValueEncodingError {
      throw error
    } catch let EncodingError.invalidValue(_, context) {
      throw ValueEncodingError(
        path: ValuePath(codingPath: context.codingPath),
        problem: .rejected(context.debugDescription))
    } catch {
      throw ValueEncodingError(path: path, problem: .rejected(String(describing: error)))
    }
    guard let collection = value as? any HashOrderedCollection else { return node.value }
    return type(of: collection).inStableOrder(node.value)
  }

  func encodeInteger<I: FixedWidthInteger>(_ integer: I, at path: ValuePath) throws -> Value {
    guard let int = Int(exactly: integer) else {
      throw ValueEncodingError(path: path, problem: .integerOutOfRange(String(integer)))
    }
    return .int(int)
  }

  func encodeFloat(_ float: Float) -> Value {
    // Through its shortest text, so that 0.1 stays 0.1 rather than 0.10000000149011612.
    .double(Double(String(float)) ?? Double(float))
  }

  /// `value` encoded as one of the types this encoder writes its own way, or `nil` for others.
  private func encodeSpecialType<T>(_ value: T, at path: ValuePath) throws -> Value? {
    switch value {
    case let value as Value:
      return value
    case let date as Date:
      guard let text = ISO8601Timestamp.text(from: date) else {
        throw ValueEncodingError(
          path: path, problem: .dateOutOfRange(secondsSince1970: date.timeIntervalSince1970))
      }
      return .string(text)
    case let url as URL:
      return .string(url.absoluteString)
    case let uuid as UUID:
      return .string(uuid.uuidString)
    case let duration as Duration:
      return .string(duration.journeyDescription)
    default:
      return nil
    }
  }
}
