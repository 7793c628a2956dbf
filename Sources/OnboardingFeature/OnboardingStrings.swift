import SharedModels

/// The texts of the Onboarding screen in one language.
struct OnboardingStrings: Sendable {
  /// The title of each page: "Welcome", "Secure", "Fast".
  let title: @Sendable (OnboardingPage) -> String
  /// The description under each page's title.
  let description: @Sendable (OnboardingPage) -> String
  /// The button that moves to the next page: "Next".
  let next: String
  /// The button that leaves the onboarding early: "Skip".
  let skip: String
  /// The button on the last page that leaves the onboarding: "Get Started".
  let getStarted: String
}

extension OnboardingStrings {
  /// The table of `language`.
  init(_ language: Language) {
    switch language {
    case .english: self = .english
    case .vietnamese: self = .vietnamese
    }
  }
}
