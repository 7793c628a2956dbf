import SharedModels

extension OnboardingFeature {
  /// The page on screen and whether the onboarding is being completed.
  public struct State: Equatable, Sendable, Codable {
    /// The language of the screen's texts; the parent keeps it in sync with the preferences.
    public var language: Language
    /// The page on screen.
    public var page: OnboardingPage
    /// Whether "onboarding completed" is being saved; the buttons are disabled meanwhile.
    public var isCompleting: Bool

    /// Makes the state; the defaults are the first page in English.
    public init(
      language: Language = .english, page: OnboardingPage = .welcome, isCompleting: Bool = false
    ) {
      self.language = language
      self.page = page
      self.isCompleting = isCompleting
    }
  }
}
