import ValueCoding

extension MockError: CustomStringConvertible {
  /// The error as one line of text, for example "unknown mock 'auht'; did you mean 'auth'? Mocks:
  /// analytics, auth, keychain" or "invalid answer for auth.login: missing key 'tokens' at answer".
  public var description: String {
    switch self {
    case .unknownMock(let name, let suggestion, let known):
      return "unknown mock '\(name)'" + Self.listing("Mocks", known, suggestion: suggestion)
    case .unknownEndpoint(let name, let mock, let suggestion, let known):
      return "unknown endpoint '\(name)' of mock '\(mock)'"
        + Self.listing("Endpoints", known, suggestion: suggestion)
    case .unknownStore(let name, let suggestion, let known):
      return "unknown store '\(name)'" + Self.listing("Stores", known, suggestion: suggestion)
    case .unknownError(let name, let mock, let endpoint, let path, _, let known) where known.isEmpty:
      return "\(mock).\(endpoint) cannot fail, so it has no error '\(name)' (at \(path.location)); "
        + "give it an 'answer' instead"
    case .unknownError(let name, let mock, let endpoint, let path, let suggestion, let known):
      return "unknown error '\(name)' for \(mock).\(endpoint) at \(path.location)"
        + Self.listing("Errors", known, suggestion: suggestion)
    case .invalidAnswer(let mock, let endpoint, let path, let error):
      return "invalid answer for \(mock).\(endpoint): \(error.rebased(under: path))"
    case .emptySequence(let mock, let endpoint, let path):
      return "empty sequence for \(mock).\(endpoint) at \(path.location): a sequence needs at least one behaviour"
    case .invalidStoreValue(let store, let key, let error):
      return "invalid value in store '\(store)': \(error.rebased(under: [.key(key)]))"
    }
  }

  /// "; did you mean 'x'? Names: a, b" with a suggestion, otherwise ". Names: a, b"; or
  /// ". There are none" when there are no names.
  private static func listing(_ label: String, _ names: [String], suggestion: String?) -> String {
    let list = names.isEmpty ? "There are none" : "\(label): " + names.joined(separator: ", ")
    guard let suggestion else { return ". " + list }
    return "; did you mean '\(suggestion)'? " + list
  }
}
