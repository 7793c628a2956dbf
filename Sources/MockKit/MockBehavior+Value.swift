import Prelude
import ValueCoding

extension MockBehavior {
  /// The keys of a behaviour written as a mapping, in the order messages list them.
  static let allowedKeys = ["answer", "error", "sequence", "latency"]
  /// The keys that say what a call ends with; a behaviour has exactly one of them.
  static let outcomeKeys = ["answer", "error", "sequence"]

  /// Reads a behaviour as a journey writes it: a mapping with exactly one of
  ///
  /// - `answer`: the value to answer, in the shape of the endpoint's output (`null` for an
  ///   endpoint that returns nothing),
  /// - `error`: the name of one of the client's errors,
  /// - `sequence`: a non-empty list of behaviours for successive calls, the last repeating,
  ///
  /// and optionally `latency`, a duration such as `500ms` or `1.5s` (zero when left out). A
  /// sequence step without its own `latency` takes the sequence's.
  ///
  /// Whether an answer fits the endpoint and an error name belongs to the client is checked
  /// against the endpoint's descriptor when the behaviour is configured, not here.
  ///
  /// - Throws: ``ValueDecodingError`` with the path of the problem inside `value`.
  public init(_ value: Value) throws(ValueDecodingError) {
    try self.init(value, at: .root, defaultLatency: .zero)
  }

  private init(_ value: Value, at path: ValuePath, defaultLatency: Duration) throws(ValueDecodingError) {
    guard case .object(let mapping) = value else {
      throw ValueDecodingError(
        path: path,
        problem: .typeMismatch(
          expected: "a mapping with 'answer', 'error' or 'sequence'", found: value.kindName))
    }
    if let unknownKey = mapping.keys.first(where: { !Self.allowedKeys.contains($0) }) {
      throw ValueDecodingError(
        path: path,
        problem: .unknownKey(
          unknownKey, suggestion: Suggestions.closest(to: unknownKey, in: Self.allowedKeys),
          knownKeys: Self.allowedKeys))
    }
    let outcomeKeys = Self.outcomeKeys.filter { mapping[$0] != nil }
    guard !outcomeKeys.isEmpty else {
      throw ValueDecodingError(
        path: path,
        problem: .rejected(
          "a mock behaviour needs one of 'answer', 'error' or 'sequence'"
            + (mapping.isEmpty ? "" : ", found only " + Self.quoted(mapping.keys))))
    }
    guard outcomeKeys.count == 1 else {
      throw ValueDecodingError(
        path: path,
        problem: .rejected(
          "a mock behaviour takes only one of 'answer', 'error' or 'sequence', found "
            + Self.quoted(outcomeKeys)))
    }
    var latency = defaultLatency
    if let latencyValue = mapping["latency"] {
      latency = try Self.decode(Duration.self, from: latencyValue, at: path.appending(key: "latency"))
    }

    if let answer = mapping["answer"] {
      self = .answer(answer, latency: latency)
    } else if let errorValue = mapping["error"] {
      let name = try Self.decode(String.self, from: errorValue, at: path.appending(key: "error"))
      self = .failure(name, latency: latency)
    } else {
      self = MockBehavior(
        outcome: .sequence(
          try Self.sequenceSteps(mapping["sequence"] ?? .null, at: path.appending(key: "sequence"), latency: latency)),
        latency: latency)
    }
  }

  /// The steps of a sequence written as `value`, each taking `latency` unless it states its own.
  private static func sequenceSteps(
    _ value: Value, at path: ValuePath, latency: Duration
  ) throws(ValueDecodingError) -> [MockBehavior] {
    guard case .array(let stepValues) = value else {
      throw ValueDecodingError(
        path: path, problem: .typeMismatch(expected: "a list of behaviours", found: value.kindName))
    }
    guard !stepValues.isEmpty else {
      throw ValueDecodingError(path: path, problem: .rejected("a sequence needs at least one behaviour"))
    }
    var steps: [MockBehavior] = []
    for (index, stepValue) in stepValues.enumerated() {
      steps.append(try MockBehavior(stepValue, at: path.appending(index: index), defaultLatency: latency))
    }
    return steps
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
  /// `{answer: …}`, `{error: name}` or `{sequence: […]}`, with `latency` when it is not zero.
  public var value: Value {
    var mapping: ValueObject = [:]
    switch outcome {
    case .answer(let answer): mapping["answer"] = answer
    case .failure(let errorName): mapping["error"] = .string(errorName)
    case .sequence(let steps): mapping["sequence"] = .array(steps.map(\.value))
    }
    if latency != .zero {
      mapping["latency"] = .string(latency.journeyDescription)
    }
    return .object(mapping)
  }
}
