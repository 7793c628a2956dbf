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
    }
  )
}
