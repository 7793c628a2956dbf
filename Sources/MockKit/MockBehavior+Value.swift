import Prelude
import ValueCoding

extension MockBehavior {
  /// The keys of a behaviour written as a mapping, in the order messages list them.
  static let allowedKeys = ["answer", "error", "sequence", "latency"]
  /// The keys that say what a call ends with; a behaviour has exactly one of them.
  static let outcomeKeys = ["answer", "error", "sequence"]

  /// Reads a behaviour as a journey writes it: a mapping with at most one of
  ///
  /// - `answer`: the value to answer, in the shape of the endpoint's output (`null` for an
  ///   endpoint that returns nothing),
  /// - `error`: the name of one of the client's errors,
  /// - `sequence`: a non-empty list of behaviours for successive calls, the last repeating,
  ///
  /// and optionally `latency`, a duration such as `500ms` or `1.5s` (zero when left out), or a
  /// range of two such as `200ms..2s`, shorter first, which a schedule draws a call's latency in
  /// (schedule 0 takes the shorter). A sequence step without its own `latency` takes the
  /// sequence's. A mapping with `latency` alone ends as the endpoint's default does
  /// (``Outcome/endpointDefault``) after that latency.
  ///
  /// Whether an answer fits the endpoint and an error name belongs to the client is checked
  /// against the endpoint's descriptor when the behaviour is configured, not here.
  ///
  /// - Throws: The first of ``reading(_:)``'s problems, with its path inside `value`.
  public init(_ value: Value) throws(ValueDecodingError) {
    let read = Self.reading(value)
    // A behaviour that cannot be read always has a problem.
    guard let behavior = read.behavior, read.problems.isEmpty else { throw read.problems[0] }
    self = behavior
  }

  /// Reads a behaviour as ``init(_:)`` does, going on past each problem to find the others:
  /// every unknown key, a latency that is not a duration, each step of a sequence. The behaviour
  /// is read when its outcome is, a latency that is not a duration counting as none, so that
  /// what the endpoint makes of it can be checked too.
  public static func reading(_ value: Value) -> (behavior: MockBehavior?, problems: [ValueDecodingError]) {
    var problems: [ValueDecodingError] = []
    let behavior = read(value, at: .root, defaultLatency: Latency(), problems: &problems)
    return (behavior, problems)
  }

  /// The behaviour written as `value`, at `path` inside the one being read, adding each problem
  /// to `problems`; `nil`, with a problem added, when its outcome cannot be read.
  private static func read(
    _ value: Value, at path: ValuePath, defaultLatency: Latency, problems: inout [ValueDecodingError]
  ) -> MockBehavior? {
    guard case .object(let mapping) = value else {
      problems.append(
        ValueDecodingError(
          path: path,
          problem: .typeMismatch(
            expected: "a mapping with 'answer', 'error' or 'sequence', or 'latency' alone", found: value.kindName)))
      return nil
    }
    for unknownKey in mapping.keys where !Self.allowedKeys.contains(unknownKey) {
      problems.append(
        ValueDecodingError(
          path: path,
          problem: .unknownKey(
            unknownKey, suggestion: Suggestions.closest(to: unknownKey, in: Self.allowedKeys),
            knownKeys: Self.allowedKeys)))
    }
    let outcomes = Self.outcomeKeys.filter { mapping[$0] != nil }
    let latencyAlone = outcomes.isEmpty && mapping["latency"] != nil
    if outcomes.isEmpty, !latencyAlone {
      let found = mapping.isEmpty ? "" : ", found only " + quoted(mapping.keys)
      problems.append(
        ValueDecodingError(
          path: path,
          problem: .rejected(
            "a mock behaviour needs one of 'answer', 'error' or 'sequence', or 'latency' alone to keep the "
              + "endpoint's default outcome" + found)))
    } else if outcomes.count > 1 {
      problems.append(
        ValueDecodingError(
          path: path,
          problem: .rejected(
            "a mock behaviour takes only one of 'answer', 'error' or 'sequence', found " + quoted(outcomes))))
    }
    var latency = defaultLatency
    if let latencyValue = mapping["latency"] {
      do {
        latency = try readLatency(latencyValue, at: path.appending(key: "latency"))
      } catch {
        problems.append(error)
      }
    }
    if latencyAlone {
      return .endpointDefault(latency: latency.shortest, maximumLatency: latency.longest)
    }
    guard outcomes.count == 1 else { return nil }
    if let answer = mapping["answer"] {
      return .answer(answer, latency: latency.shortest, maximumLatency: latency.longest)
    }
    if case .string(let errorName) = mapping["error"] {
      // The name as written, which decoding it as text would give after setting up a decoder.
      return .failure(errorName, latency: latency.shortest, maximumLatency: latency.longest)
    }
    if let errorValue = mapping["error"] {
      do {
        return .failure(
          try decode(String.self, from: errorValue, at: path.appending(key: "error")), latency: latency.shortest,
          maximumLatency: latency.longest)
      } catch {
        problems.append(error)
        return nil
      }
    }
    let steps = sequenceSteps(
      mapping["sequence"] ?? .null, at: path.appending(key: "sequence"), latency: latency, problems: &problems)
    return steps.map { MockBehavior(outcome: .sequence($0), latency: latency.shortest, maximumLatency: latency.longest) }
  }

  /// The steps of a sequence written as `value`, each taking `latency` unless it states its own;
  /// `nil` when the list or one of its steps cannot be read.
  private static func sequenceSteps(
    _ value: Value, at path: ValuePath, latency: Latency, problems: inout [ValueDecodingError]
  ) -> [MockBehavior]? {
    guard case .array(let stepValues) = value else {
      problems.append(
        ValueDecodingError(path: path, problem: .typeMismatch(expected: "a list of behaviours", found: value.kindName)))
      return nil
    }
    guard !stepValues.isEmpty else {
      problems.append(ValueDecodingError(path: path, problem: .rejected("a sequence needs at least one behaviour")))
      return nil
    }
    let steps = stepValues.enumerated().map { index, stepValue in
      read(stepValue, at: path.appending(index: index), defaultLatency: latency, problems: &problems)
    }
    return steps.contains { $0 == nil } ? nil : steps.compactMap { $0 }
  }

  /// A latency as a behaviour states it: exact (no `longest`), or a range.
  private struct Latency {
    var shortest = Duration.zero
    var longest: Duration?
  }

  /// The latency written as `value` at `path`: a duration, or two joined by `..`, the shorter
  /// first; a range of two equal durations is that duration.
  private static func readLatency(_ value: Value, at path: ValuePath) throws(ValueDecodingError) -> Latency {
    guard case .string(let text) = value, let separator = text.firstRange(of: "..") else {
      // Duration text, parsed as the decoder parses it without setting up a decoder.
      if case .string(let text) = value, let duration = parseDuration(text) { return Latency(shortest: duration) }
      return Latency(shortest: try decode(Duration.self, from: value, at: path))
    }
    let lower = String(text[..<separator.lowerBound])
    let upper = String(text[separator.upperBound...])
    guard !lower.isEmpty, !upper.isEmpty else {
      throw ValueDecodingError(
        path: path,
        problem: .invalidValue(expected: "a range with both of its durations, like '200ms..2s'", found: "'\(text)'"))
    }
    guard let shortest = parseDuration(lower), let longest = parseDuration(upper) else {
      throw ValueDecodingError(
        path: path,
        problem: .invalidValue(
          expected: "a range of two durations like '200ms..2s', each like '300ms', '1.5s', '2m' or '1h30m'",
          found: "'\(text)'"))
    }
    guard shortest <= longest else {
      throw ValueDecodingError(
        path: path,
        problem: .rejected(
          "the range '\(text)' ends before it starts; write the shorter duration first, as '\(upper)..\(lower)'"))
    }
    return Latency(shortest: shortest, longest: shortest == longest ? nil : longest)
  }

  /// Decodes `type` from `value`, which sits at `path` inside the behaviour being read.
  private static func decode<T: Decodable>(
    _ type: T.Type, from value: Value, at path: ValuePath
  ) throws(ValueDecodingError) -> T {
    do {
      return try ValueDecoder().decode(type, from: value)
    } catch {
      throw error.rebased(under: path)
    }
  }

  private static func quoted(_ keys: [String]) -> String {
    keys.map { "'\($0)'" }.joined(separator: " and ")
  }
}

extension MockBehavior {
  /// The behaviour as a journey writes it, which ``init(_:)`` reads back as the same behaviour:
  /// `{answer: …}`, `{error: name}` or `{sequence: […]}`, with `latency` when it is not zero, or
  /// as its range (`200ms..2s`) when it is one; `{latency: …}` alone for the endpoint's default
  /// outcome, with its latency even when it is zero.
  public var value: Value {
    var mapping: ValueObject = [:]
    switch outcome {
    case .answer(let answer): mapping["answer"] = answer
    case .failure(let errorName): mapping["error"] = .string(errorName)
    case .sequence(let steps): mapping["sequence"] = .array(steps.map(\.value))
    case .endpointDefault: break
    }
    if let maximumLatency {
      mapping["latency"] = .string(latency.journeyDescription + ".." + maximumLatency.journeyDescription)
    } else if latency != .zero || outcome == .endpointDefault {
      mapping["latency"] = .string(latency.journeyDescription)
    }
    return .object(mapping)
  }
}
