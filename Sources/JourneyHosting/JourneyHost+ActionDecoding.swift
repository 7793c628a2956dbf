import ReducerCore
import ValueCoding

extension JourneyHost where Feature.Action: Decodable {
  /// The action named by its case path, decoded from the layout Swift synthesizes for
  /// enumerations: `settings.languageChanged` with payload `vietnamese` is decoded from
  /// `{settings: {languageChanged: vietnamese}}`, and `settings.logoutTapped` without a payload
  /// from `{settings: logoutTapped}`. A payload names the case's values as Swift does
  /// (`{_0: …}`, `{label: …}`), or is the value itself for a case with one unlabelled value.
  ///
  /// - Throws: ``JourneyHostError`` for an unknown case (suggesting the closest case path), a
  ///   missing or unexpected payload, or a payload that does not decode.
  public func action(path: String, payload: Value?) throws -> Feature.Action {
    try ActionPathDecoder.decode(Feature.Action.self, path: path, payload: payload)
  }
}

extension JourneyHost {
  /// Every problem making the action at `path` with `payload`, where ``action(path:payload:)``
  /// throws the first: for a payload that does not decode as ``action(path:payload:)`` decodes a
  /// `Decodable` action, each of its problems (found as
  /// ``/ValueCoding/ValueDecoder/problems(decoding:from:limit:)`` finds them); otherwise the one error thrown.
  /// Empty when the action can be made.
  public func problems(makingAction path: String, payload: Value?) -> [any Error] {
    do {
      _ = try action(path: path, payload: payload)
      return []
    } catch {
      guard case .invalidPayload? = error as? JourneyHostError,
        let decodable = Feature.Action.self as? any Decodable.Type
      else { return [error] }
      let problems = ActionPathDecoder.payloadProblems(decodable, path: path, payload: payload)
      // A host that makes its actions its own way reports what it reports.
      return problems.first == error as? JourneyHostError ? problems : [error]
    }
  }
}

/// Decodes an action from its case path and payload, translating decoding errors into what a
/// journey wrote.
enum ActionPathDecoder {
  /// Unknown keys in a payload are typos.
  static let decoder = ValueDecoder(rejectsUnknownKeys: true)

  static func decode<Action: Decodable>(
    _ type: Action.Type, path: String, payload: Value?
  ) throws(JourneyHostError) -> Action {
    let names = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    do {
      return try decoder.decode(type, from: value(names: names, payload: payload))
    } catch {
      throw hostError(for: error, decoding: type, path: path, names: names, payload: payload)
    }
  }

  /// Every problem of `payload` as the values of the case at `path`, each an
  /// ``JourneyHostError/invalidPayload(path:_:)``.
  static func payloadProblems<Action: Decodable>(
    _ type: Action.Type, path: String, payload: Value?
  ) -> [JourneyHostError] {
    let names = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    return decoder.problems(decoding: type, from: value(names: names, payload: payload)).compactMap { error in
      let hostError = hostError(for: error, decoding: type, path: path, names: names, payload: payload)
      guard case .invalidPayload = hostError else { return nil }
      return hostError
    }
  }

  /// `{a: {b: {c: payload}}}` for `a.b.c`, or `{a: {b: c}}` without a payload.
  static func value(names: [String], payload: Value?) -> Value {
    guard let last = names.last else { return .null }
    var value: Value = payload.map { .object([last: $0]) } ?? .string(last)
    for name in names.dropLast().reversed() {
      value = .object([name: value])
    }
    return value
  }

  private static func hostError<Action: Decodable>(
    for error: ValueDecodingError,
    decoding type: Action.Type,
    path: String,
    names: [String],
    payload: Value?
  ) -> JourneyHostError {
    let components = error.path.components
    let casePath = names.map(ValuePath.Component.key)
    let depth = components.count
    if depth < names.count, components == Array(casePath.prefix(depth)) {
      switch error.problem {
      case .unknownCase(let name, let suggestion, let knownCases):
        let suggested = suggestion.map { suggestion in
          (names[..<depth] + [suggestion] + names[(depth + 1)...]).joined(separator: ".")
        }
        return .unknownAction(path: path, caseName: name, suggestion: suggested, knownCases: knownCases)
      case .missingCasePayload where depth == names.count - 1:
        return .missingPayload(path: path)
      default:
        return .undecodableAction(path: path, error)
      }
    }
    guard depth >= names.count, Array(components.prefix(names.count)) == casePath else {
      return .undecodableAction(path: path, error)
    }
    if payload != nil, (try? decoder.decode(type, from: value(names: names, payload: nil))) != nil {
      return .unexpectedPayload(path: path)
    }
    let inside = ValuePath(Array(components.dropFirst(names.count)))
    return .invalidPayload(path: path, ValueDecodingError(path: inside, problem: error.problem))
  }
}
