/// The values the remote config service sends, typed. Every key is optional: a key the payload
/// leaves out leaves the app's default alone.
///
/// The coded form is the service's own payload, a mapping from its snake_case keys to values:
/// `{show_onboarding: true, enable_analytics: false, enable_push_notifications: true,
/// feature_new_ui: true, min_app_version: "1.2.0"}`.
public struct RemoteConfig: Codable, Hashable, Sendable {
  /// `show_onboarding`: whether signed-out users who have not completed onboarding see it.
  public var showOnboarding: Bool?
  /// `enable_analytics`: whether analytics events are sent.
  public var enableAnalytics: Bool?
  /// `enable_push_notifications`: whether the app offers push notifications.
  public var enablePushNotifications: Bool?
  /// `feature_new_ui`: whether the redesigned screens are shown.
  public var featureNewUI: Bool?
  /// `min_app_version`: the oldest app version still allowed to run; older ones must update.
  public var minAppVersion: AppVersion?

  /// The payload's keys.
  public enum CodingKeys: String, CodingKey, CaseIterable {
    case showOnboarding = "show_onboarding"
    case enableAnalytics = "enable_analytics"
    case enablePushNotifications = "enable_push_notifications"
    case featureNewUI = "feature_new_ui"
    case minAppVersion = "min_app_version"
  }

  /// Makes a config; every value left out is absent from the payload.
  public init(
    showOnboarding: Bool? = nil,
    enableAnalytics: Bool? = nil,
    enablePushNotifications: Bool? = nil,
    featureNewUI: Bool? = nil,
    minAppVersion: AppVersion? = nil
  ) {
    self.showOnboarding = showOnboarding
    self.enableAnalytics = enableAnalytics
    self.enablePushNotifications = enablePushNotifications
    self.featureNewUI = featureNewUI
    self.minAppVersion = minAppVersion
  }
}
