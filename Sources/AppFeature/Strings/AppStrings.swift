import SharedModels

/// The texts the root shows around the features, in one language.
struct AppStrings: Sendable {
  /// The banner while the device is offline: "You're offline".
  let offline: String
  /// The label of the progress indicator while requests are under way or the app launches:
  /// "Loading".
  let loading: String
  /// The app-wide message when a request fails for want of a network: "Couldn't reach the
  /// server. Check your connection and try again."
  let networkError: String
  /// The button that dismisses a network error: "Dismiss".
  let dismiss: String
  /// The heading of the blocking screen: "Update required".
  let updateRequired: String
  /// The explanation under it, given the app's version and the oldest one allowed.
  let updateRequiredMessage: @Sendable (_ current: String, _ minimum: String) -> String
  /// The label of each tab: "Home", "Explore", "Profile", "Settings".
  let tabTitle: @Sendable (Tab) -> String
  /// The title of the alert of each ``SaveFailure``: "Couldn't Save Settings" and so on.
  let saveFailureTitle: @Sendable (SaveFailure) -> String
  /// What the alert of each ``SaveFailure`` says will happen.
  let saveFailureMessage: @Sendable (SaveFailure) -> String
  /// The button that closes such an alert: "OK".
  let ok: String
}

extension AppStrings {
  /// The table of `language`.
  init(_ language: Language) {
    switch language {
    case .english: self = .english
    case .vietnamese: self = .vietnamese
    }
  }
}
