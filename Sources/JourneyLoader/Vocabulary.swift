/// What the host app under test understands, for a caller that knows it to have more checked at
/// load time: misspelled mock names, endpoints and `given` keys are then reported at their lines,
/// with suggestions, before anything runs.
public struct Vocabulary: Hashable, Sendable {
  /// The host's mocks, such as `auth`, each with its endpoints, such as `login` and `logout`.
  public var mocks: [String: [String]]
  /// The keys understood at the top level of `given`, besides `mocks`: the host's and the
  /// harness's (`now`, `timeZone`, `locale`, `network`), as the host's reference lists them.
  public var givenKeys: [String]

  /// Makes a vocabulary.
  public init(mocks: [String: [String]], givenKeys: [String]) {
    self.mocks = mocks
    self.givenKeys = givenKeys
  }
}
