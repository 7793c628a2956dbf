import SharedModels

extension ProfileFeature {
  /// What the profile screens show.
  public struct State: Equatable, Sendable, Codable {
    /// The language of the texts; the parent keeps it in sync with the preferences, and the
    /// presented sheet follows it.
    public var language: Language {
      didSet { destination?.setLanguage(language) }
    }
    /// The signed-in user; the parent sets it, and a saved edit replaces it.
    public var profile: UserProfile
    /// The counts under the header, loaded when the screen first appears.
    public var stats: StatsPhase
    /// The sheet or screen presented on top of Profile, if any.
    public var destination: Destination.State?

    /// Makes a state; the defaults are those of a Profile that has not appeared yet.
    public init(
      profile: UserProfile,
      language: Language = .english,
      stats: StatsPhase = .idle,
      destination: Destination.State? = nil
    ) {
      self.language = language
      self.profile = profile
      self.stats = stats
      self.destination = destination
    }

    /// How many requests Profile has under way: the counts being loaded, and the profile being
    /// saved on the Edit Profile sheet.
    public var requestsInFlight: Int {
      let statsLoading = stats == .loading ? 1 : 0
      guard case .editProfile(let editProfile) = destination else { return statsLoading }
      return statsLoading + (editProfile.isSaving ? 1 : 0)
    }
  }
}
