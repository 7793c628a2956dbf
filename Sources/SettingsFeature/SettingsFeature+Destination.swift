extension SettingsFeature {
  /// A screen pushed on top of Settings; going back returns to Settings.
  public enum Destination: String, Codable, CaseIterable, Hashable, Sendable {
    /// The language picker.
    case language
    /// The privacy policy.
    case privacyPolicy
    /// The terms of service.
    case termsOfService

    /// The stable name of the screen: "Language", "Privacy Policy" or "Terms of Service".
    public var screenName: String {
      switch self {
      case .language: "Language"
      case .privacyPolicy: "Privacy Policy"
      case .termsOfService: "Terms of Service"
      }
    }
  }
}
