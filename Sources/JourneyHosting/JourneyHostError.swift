import ValueCoding

/// Why a host could not turn a step into an action of the app. Rendered to one message by
/// ``description``.
public enum JourneyHostError: Error, Equatable, Sendable {
  /// The app does not support this kind of step, such as `deepLink` for an app without links.
  case unsupported(step: String)
  /// The case path names a case the action has not.
  /// - Parameters:
  ///   - path: The case path as written, such as `settings.languageChangd`.
  ///   - caseName: The unknown case, such as `languageChangd`.
  ///   - suggestion: The whole case path with the closest known case in its place, if one is
  ///     close.
  ///   - knownCases: The cases known where the unknown one is, when the action lists them.
  case unknownAction(path: String, caseName: String, suggestion: String?, knownCases: [String])
  /// The case carries values but the step gives no payload.
  case missingPayload(path: String)
  /// The case carries no values but the step gives a payload.
  case unexpectedPayload(path: String)
  /// The payload does not decode as the case's values; the error's path is inside the payload.
  case invalidPayload(path: String, ValueDecodingError)
  /// The action could not be decoded from its case path for another reason, such as a case
  /// path that goes past a case with values of its own.
  case undecodableAction(path: String, ValueDecodingError)

  /// Where the problem is inside the step's payload, when it is inside it: the part that does
  /// not decode, or the unknown key itself.
  public var payloadSite: ProblemSite? {
    if case .invalidPayload(_, let error) = self { return error.problemSite }
    return nil
  }
}

extension JourneyHostError: CustomStringConvertible {
  /// The error as one message, such as "unknown action 'settings.languageChangd': no case
  /// 'languageChangd'; did you mean 'settings.languageChanged'?".
  public var description: String {
    switch self {
    case .unsupported(let step):
      "this app does not support '\(step)' steps: its journey host does not turn them into actions"
    case .unknownAction(let path, let caseName, let suggestion, let knownCases):
      "unknown action '\(path)': no case '\(caseName)'"
        + (suggestion.map { "; did you mean '\($0)'?" }
          ?? (knownCases.isEmpty ? "" : "; the cases there are " + knownCases.joined(separator: ", ")))
    case .missingPayload(let path):
      "action '\(path)' carries values; give them as its payload, such as "
        + "{ action: \(path), payload: … }"
    case .unexpectedPayload(let path):
      "action '\(path)' carries no values; remove its payload"
    case .invalidPayload(let path, let error):
      "invalid payload for action '\(path)': \(error)"
    case .undecodableAction(let path, let error):
      "cannot make action '\(path)': \(error)"
    }
  }
}
