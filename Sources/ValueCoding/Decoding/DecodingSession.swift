import Prelude

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The options of one ``ValueDecoder/decode(_:from:)`` call and the conversions its containers
/// share.
struct DecodingSession {
  let rejectsUnknownKeys: Bool

  /// Decodes a `type` from `value`, found at `path`; every error thrown is a
  /// ``ValueDecodingError``.
  func decode<T: Decodable>(_ type: T.Type, from value: Value, at path: ValuePath) throws -> T {
    if let special = try decodeSpecialType(type, from: value, at: path) {
      return special
    }
    let usage = KeyUsage()
    let decoder = ValueDecoderImplementation(value: value, path: path, session: self, usage: usage)
    let result: T
    do {
      result = try T(from: decoder)
    } catch let error as ValueDecodingError {
      throw error
    } catch let error as DecodingError {
      throw translate(error, decoding: type, from: value, usage: usage)
    } catch {
      throw ValueDecodingError(path: path, problem: .rejected(String(describing: error)))
    }
    if let leftover = usage.firstLeftoverError(rejectingUnknownKeys: rejectsUnknownKeys) {
      throw leftover
    }
    return result
  }

  /// The keyed content of `value`: a mapping, or a string that may name an enumeration case.
  func keyedSource(of value: Value, at path: ValuePath) throws -> KeyedSource {
    switch value {
    case .object(let object): return .mapping(object)
    case .string(let name): return .caseName(name)
    default: throw Self.mismatch(expected: "a mapping", found: value, at: path)
    }
  }

  /// The elements of `value`, which must be a list.
  func elements(of value: Value, at path: ValuePath) throws -> [Value] {
    guard case .array(let elements) = value else {
      throw Self.mismatch(expected: "a list", found: value, at: path)
    }
    return elements
  }

  func decodeBool(from value: Value, at path: ValuePath) throws -> Bool {
    guard case .bool(let bool) = value else {
      throw Self.mismatch(expected: "a boolean", found: value, at: path)
    }
    return bool
  }

  func decodeString(from value: Value, at path: ValuePath) throws -> String {
    guard case .string(let string) = value else {
      throw Self.mismatch(expected: "a string", found: value, at: path)
    }
    return string
  }

  func decodeInteger<I: FixedWidthInteger>(
    _ type: I.Type,
    from value: Value,
    at path: ValuePath
  ) throws -> I {
    let range = "an integer from \(I.min) to \(I.max)"
    switch value {
    case .int(let int):
      guard let integer = I(exactly: int) else {
        throw ValueDecodingError(
          path: path, problem: .invalidValue(expected: range, found: String(int)))
      }
      return integer
    case .double(let double) where double.isFinite && double == double.rounded(.towardZero):
      guard let integer = I(exactly: double) else {
        throw ValueDecodingError(
          path: path, problem: .invalidValue(expected: range, found: String(double)))
      }
      return integer
    case .double(let double):
      throw ValueDecodingError(
        path: path, problem: .invalidValue(expected: "an integer", found: String(double)))
    default:
      throw Self.mismatch(expected: "an integer", found: value, at: path)
    }
  }

  func decodeFloatingPoint<F: BinaryFloatingPoint>(
    _ type: F.Type,
    from value: Value,
    at path: ValuePath
  ) throws -> F {
    switch value {
    case .double(let double): return F(double)
    case .int(let int): return F(int)
    default: throw Self.mismatch(expected: "a number", found: value, at: path)
    }
  }

  static func mismatch(expected: String, found value: Value, at path: ValuePath)
    -> ValueDecodingError
  {
    ValueDecodingError(
      path: path, problem: .typeMismatch(expected: expected, found: value.kindName))
  }

  // MARK: - Types read from text

  private static let dateExpectation = "an ISO 8601 date-time like '\(ISO8601Timestamp.example)'"
  private static let urlExpectation = "a URL"
  private static let uuidExample = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
  private static let uuidExpectation = "a UUID like '\(uuidExample)'"
  private static let durationExpectation = "a duration like '300ms', '1.5s', '2m' or '1h30m'"

  /// `value` decoded as one of the types this decoder reads its own way, or `nil` for other types.
  private func decodeSpecialType<T>(_ type: T.Type, from value: Value, at path: ValuePath) throws
    -> T?
  {
    if type == Value.self {
      return value as? T
    }
    if type == Date.self {
      return try parse(
        value, at: path, expected: Self.dateExpectation, ISO8601Timestamp.date(from:)) as? T
    }
    if type == URL.self {
      return try parse(value, at: path, expected: Self.urlExpectation) { text in
        text.isEmpty ? nil : URL(string: text, encodingInvalidCharacters: false)
      } as? T
    }
    if type == UUID.self {
      return try parse(value, at: path, expected: Self.uuidExpectation, UUID.init(uuidString:))
        as? T
    }
    if type == Duration.self {
      return try parse(value, at: path, expected: Self.durationExpectation, parseDuration) as? T
    }
    return nil
  }

  private func parse<Parsed>(
    _ value: Value,
    at path: ValuePath,
    expected: String,
    _ parser: (String) -> Parsed?
  ) throws -> Parsed {
    guard case .string(let text) = value else {
      throw Self.mismatch(expected: expected, found: value, at: path)
    }
    guard let parsed = parser(text) else {
      throw ValueDecodingError(
        path: path, problem: .invalidValue(expected: expected, found: "'\(text)'"))
    }
    return parsed
  }

  // MARK: - Stand-ins

  /// A value that meets `expectation`, written as this decoder's errors write what they expected
  /// (a kind of value as ``Value/kindName`` names it, an integer within a range, a form of text),
  /// to stand in for a value that did not; `nil` for an expectation that no one value meets.
  static func standIn(meeting expectation: String) -> Value? {
    expectation.hasPrefix("an integer") ? .int(0) : standIns[expectation]
  }

  private static let standIns: [String: Value] = Dictionary(
    uniqueKeysWithValues: [Value.bool(false), .int(0), .string(""), .array([]), .object([:])]
      .map { ($0.kindName, $0) }
      + [
        (dateExpectation, .string(ISO8601Timestamp.example)),
        (urlExpectation, .string("https://example.com")),
        (uuidExpectation, .string(uuidExample)),
        (durationExpectation, .string("0s")),
      ])

  // MARK: - Errors thrown by types' own decoding code

  /// The ``ValueDecodingError`` for a `DecodingError` thrown while decoding `type` from `value`.
  private func translate<T>(
    _ error: DecodingError,
    decoding type: T.Type,
    from value: Value,
    usage: KeyUsage
  ) -> ValueDecodingError {
    let context: DecodingError.Context
    switch error {
    case .typeMismatch(let mismatchedType, let mismatchContext):
      let path = ValuePath(codingPath: mismatchContext.codingPath)
      if mismatchedType == type, let caseProblem = usage.caseProblem(at: path) {
        return ValueDecodingError(path: path, problem: caseProblem)
      }
      context = mismatchContext
    case .valueNotFound(_, let errorContext), .keyNotFound(_, let errorContext),
      .dataCorrupted(let errorContext):
      context = errorContext
    @unknown default:
      return ValueDecodingError(path: .root, problem: .rejected(String(describing: error)))
    }
    let path = ValuePath(codingPath: context.codingPath)
    if case .string(let text) = value, let rawRepresentable = type as? any RawRepresentable.Type,
      let problem = Self.unknownRawValueProblem(rawRepresentable, text: text)
    {
      return ValueDecodingError(path: path, problem: problem)
    }
    return ValueDecodingError(path: path, problem: .rejected(context.debugDescription))
  }

  /// An ``ValueDecodingError/Problem/unknownValue(_:suggestion:knownValues:)`` when `text` is
  /// not a raw value of `type`.
  private static func unknownRawValueProblem<R: RawRepresentable>(
    _ type: R.Type,
    text: String
  ) -> ValueDecodingError.Problem? {
    guard let rawValue = text as? R.RawValue, R(rawValue: rawValue) == nil else { return nil }
    var knownValues: [String] = []
    if let caseIterable = type as? any CaseIterable.Type {
      knownValues = rawStrings(of: caseIterable)
    }
    let suggestion =
      Suggestions.closest(to: text, in: knownValues)
      ?? (knownValues.isEmpty
        ? SpellingProbe.suggestion(near: text) { candidate in
          (candidate as? R.RawValue).flatMap(R.init(rawValue:)) != nil
        } : nil)
    return .unknownValue(text, suggestion: suggestion, knownValues: knownValues)
  }

  private static func rawStrings<C: CaseIterable>(of type: C.Type) -> [String] {
    C.allCases.compactMap { ($0 as? any RawRepresentable)?.rawValue as? String }
  }
}
