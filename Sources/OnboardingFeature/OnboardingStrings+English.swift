extension OnboardingStrings {
  /// The English texts, exactly as the app specifies them.
  static let english = OnboardingStrings(
    title: { page in
      switch page {
      case .welcome: "Welcome"
      case .secure: "Secure"
      case .fast: "Fast"
      }
    },
    description: { page in
      switch page {
      case .welcome: "Everything you need, in one place."
      case .secure: "Your data is protected with industry-standard security."
      case .fast: "Lightning-fast performance for a smooth experience."
      }
    },
    next: "Next",
    skip: "Skip",
    getStarted: "Get Started"
  )
}
