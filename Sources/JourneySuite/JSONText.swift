import Foundation

/// JSON as the harness writes and reads its files (reports, traces): keys sorted and slashes
/// unescaped, so that the same value gives the same text and paths read as paths.
public enum JSONText {
  /// `value` as indented JSON, ending with a newline.
  ///
  /// - Throws: `EncodingError` for a number JSON cannot hold (not a number, infinite).
  public static func encode(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
  }

  /// The value of type `type` that `text` holds.
  ///
  /// - Throws: ``JSONTextError`` saying where the text does not fit `type`.
  public static func decode<Value: Decodable>(_ type: Value.Type, from text: String) throws(JSONTextError)
    -> Value
  {
    do {
      return try JSONDecoder().decode(type, from: Data(text.utf8))
    } catch let DecodingError.dataCorrupted(context) {
      throw JSONTextError(path: context.codingPath, message: Self.reason(context))
    } catch let DecodingError.keyNotFound(key, context) {
      throw JSONTextError(path: context.codingPath, message: "missing key '\(key.stringValue)'")
    } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
      throw JSONTextError(path: context.codingPath, message: context.debugDescription)
    } catch {
      throw JSONTextError(path: [], message: "\(error)")
    }
  }

  private static func reason(_ context: DecodingError.Context) -> String {
    context.codingPath.isEmpty ? "not valid JSON" : context.debugDescription
  }
}

/// Why a JSON text does not hold what it should.
public struct JSONTextError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where in the document: `journeys[2].status`, empty for the whole document.
  public var place: String
  /// What is wrong there.
  public var message: String

  /// Makes an error at the place `path` leads to.
  init(path: [any CodingKey], message: String) {
    place = path.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
    if place.hasPrefix(".") { place.removeFirst() }
    self.message = message
  }

  /// `at journeys[2].status: missing key 'status'`, or the message alone at the top.
  public var description: String {
    place.isEmpty ? message : "at \(place): \(message)"
  }
}
