import Foundation

/// JSON as the harness writes and reads it, in its files (reports, merged reports, traces, the
/// last run) and in the lines between processes (explore jobs and answers) and inside the HTML
/// report: keys sorted and slashes unescaped, so that the same value gives the same text and paths
/// read as paths. The one writer and the one reader of JSON; trace files are written by
/// `PrettyJSON`, byte for byte as ``encode(_:)`` writes them, because a run that keeps every trace
/// spends most of its tracing time in Foundation's encoder.
public enum JSONText {
  /// `value` as indented JSON, ending with a newline: a file's text.
  ///
  /// - Throws: `EncodingError` for a number JSON cannot hold (not a number, infinite).
  public static func encode(_ value: some Encodable) throws -> String {
    try text(of: value, formatting: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]) + "\n"
  }

  /// `value` as JSON on one line, without a line break at its end: a message between processes,
  /// or a value embedded in other text.
  ///
  /// - Throws: `EncodingError` for a number JSON cannot hold (not a number, infinite).
  public static func line(_ value: some Encodable) throws -> String {
    try text(of: value, formatting: [.sortedKeys, .withoutEscapingSlashes])
  }

  private static func text(of value: some Encodable, formatting: JSONEncoder.OutputFormatting) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = formatting
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  /// The value of type `type` that `text` holds.
  ///
  /// - Throws: ``JSONTextError`` saying where the text does not fit `type`, and at which line and
  ///   column when the text shows it.
  public static func decode<Value: Decodable>(_ type: Value.Type, from text: String) throws(JSONTextError)
    -> Value
  {
    do {
      return try JSONDecoder().decode(type, from: Data(text.utf8))
    } catch {
      throw JSONTextError(error, in: JSONPositions(text))
    }
  }
}

/// Why a JSON text does not hold what it should.
public struct JSONTextError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where in the document: `journeys[2].status`, empty for the whole document.
  public var place: String
  /// What is wrong there.
  public var message: String

  /// The line in the text where it is wrong, from 1; `nil` when the text does not show it.
  public var line: Int?
  /// The column there, in characters from 1.
  public var column: Int?

  /// Makes an error at the place `path` leads to.
  init(path: [any CodingKey], message: String, at position: JSONPositions.Position? = nil) {
    place = path.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
    if place.hasPrefix(".") { place.removeFirst() }
    self.message = message
    line = position?.line
    column = position?.column
  }

  /// Why `error`, thrown by a decoder, says the text of `positions` does not decode: where the
  /// text is not JSON, or what the value at the error's path is against what was expected.
  init(_ error: any Error, in positions: JSONPositions) {
    switch error {
    case DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty:
      if let syntaxError = positions.syntaxError {
        self.init(path: [], message: "not valid JSON: \(syntaxError.problem)", at: syntaxError.position)
      } else {
        self.init(path: [], message: context.debugDescription)
      }
    case DecodingError.dataCorrupted(let context):
      self.init(
        path: context.codingPath, message: context.debugDescription,
        at: positions.value(at: context.codingPath)?.position)
    case DecodingError.keyNotFound(let key, let context):
      self.init(
        path: context.codingPath, message: "missing key '\(key.stringValue)'",
        at: positions.value(at: context.codingPath)?.position)
    case DecodingError.typeMismatch(let type, let context), DecodingError.valueNotFound(let type, let context):
      let value = positions.value(at: context.codingPath)
      self.init(
        path: context.codingPath,
        message: value.map { "expected \(Self.kind(of: type)), found \($0.kind.rawValue)" }
          ?? context.debugDescription,
        at: value?.position)
    default:
      self.init(path: [], message: "\(error)")
    }
  }

  /// What JSON value a decoder expected when it asked for `type`.
  private static func kind(of type: Any.Type) -> String {
    switch type {
    case is String.Type: JSONPositions.Kind.string.rawValue
    case is Bool.Type: JSONPositions.Kind.boolean.rawValue
    case is any Numeric.Type: JSONPositions.Kind.number.rawValue
    case _ where "\(type)".hasPrefix("Dictionary<"): JSONPositions.Kind.object.rawValue
    case _ where "\(type)".hasPrefix("Array<"): JSONPositions.Kind.array.rawValue
    default: "\(type)"
    }
  }

  /// `at journeys[2].status: missing key 'status'`, or the message alone at the top.
  public var description: String {
    place.isEmpty ? message : "at \(place): \(message)"
  }
}
