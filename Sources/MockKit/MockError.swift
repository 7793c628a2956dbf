import ValueCoding

/// A name a journey used that the mocks do not know, or a behaviour or stored value that does not
/// fit where it was put. Rendered to one message by ``description``.
public enum MockError: Error, Equatable, Sendable {
  /// No mock has this name. `suggestion` is the closest known name, if any is close.
  case unknownMock(String, suggestion: String?, knownMocks: [String])
  /// The mock has no endpoint with this name.
  case unknownEndpoint(String, mock: String, suggestion: String?, knownEndpoints: [String])
  /// No mock keeps a store with this name.
  case unknownStore(String, suggestion: String?, knownStores: [String])
  /// A behaviour names an error the endpoint cannot fail with; `knownErrors` is empty when it
  /// cannot fail at all. `at` is where the name is inside the behaviour.
  case unknownError(
    String, mock: String, endpoint: String, at: ValuePath, suggestion: String?, knownErrors: [String])
  /// An answer does not decode as the endpoint's output. `at` is where the answer is inside the
  /// behaviour; the decoding error's path is inside the answer.
  case invalidAnswer(mock: String, endpoint: String, at: ValuePath, ValueDecodingError)
  /// A sequence has no steps. `at` is where it is inside the behaviour.
  case emptySequence(mock: String, endpoint: String, at: ValuePath)
  /// A value put in a store is not what the store holds; the decoding error's path is inside the
  /// value.
  case invalidStoreValue(store: String, key: String, ValueDecodingError)

  /// Where the problem is inside what a journey wrote, when it is inside one: inside the behaviour
  /// (`sequence[1].answer.profile.email`) or inside the store's contents (`accessToken`); `nil`
  /// for a name that is unknown as a whole.
  public var path: ValuePath? {
    switch self {
    case .unknownMock, .unknownEndpoint, .unknownStore:
      nil
    case .unknownError(_, _, _, let path, _, _), .emptySequence(_, _, let path):
      path
    case .invalidAnswer(_, _, let path, let error):
      error.rebased(under: path).path
    case .invalidStoreValue(_, let key, let error):
      error.rebased(under: [.key(key)]).path
    }
  }

  /// Where the problem is written inside the behaviour or stored value, down to an unknown key;
  /// `nil` for a name that is unknown as a whole.
  public var problemSite: ProblemSite? {
    switch self {
    case .invalidAnswer(_, _, let answerPath, let error):
      error.problemSite.rebased(under: answerPath)
    case .invalidStoreValue(_, let key, let error):
      error.problemSite.rebased(under: [.key(key)])
    case .unknownMock, .unknownEndpoint, .unknownStore, .unknownError, .emptySequence:
      path.map(ProblemSite.value)
    }
  }
}
