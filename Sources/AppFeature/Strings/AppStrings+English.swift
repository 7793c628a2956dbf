extension AppStrings {
  /// The English texts, exactly as the app specifies them.
  static let english = AppStrings(
    offline: "You're offline",
    loading: "Loading",
    networkError: "Couldn't reach the server. Check your connection and try again.",
    dismiss: "Dismiss",
    updateRequired: "Update required",
    updateRequiredMessage: { current, minimum in
      "Version \(current) is no longer supported. Update to version \(minimum) or later to continue."
    },
    tabTitle: { tab in
      switch tab {
      case .home: "Home"
      case .explore: "Explore"
      case .profile: "Profile"
      case .settings: "Settings"
      }
    },
    saveFailureTitle: { failure in
      switch failure {
      case .onboardingCompletion: "Couldn't Save Your Progress"
      case .rememberedEmail: "Couldn't Remember Your Email"
      case .forgottenEmail: "Couldn't Forget Your Email"
      case .background: "Couldn't Save Settings"
      }
    },
    saveFailureMessage: { failure in
      switch failure {
      case .onboardingCompletion:
        "You can go on now, but the onboarding will show again the next time you open the app."
      case .rememberedEmail:
        "You're signed in, but your email won't be filled in the next time you sign in."
      case .forgottenEmail:
        "You're signed in, but your email may still be filled in the next time you sign in."
      case .background:
        "Your settings and profile apply now, but they may be lost when the app restarts."
      }
    },
    ok: "OK"
  )
}
