import PreferencesClient

/// What a journey's `given` says about the device before launch, besides `mocks` and the
/// harness's `now`, `timeZone`, `locale` and `network`:
///
/// ```yaml
/// given:
///   strength: strong   # the strength saved on an earlier launch
/// ```
public struct TeaTimerGiven: Decodable, Sendable {
  /// The strength saved on an earlier launch; none by default.
  public var strength: Strength?

  enum CodingKeys: String, CodingKey, CaseIterable {
    case strength
  }
}
