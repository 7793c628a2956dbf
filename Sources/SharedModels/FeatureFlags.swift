/// Switches that turn parts of the app on or off at run time, set from the remote config.
public struct FeatureFlags: Codable, Hashable, Sendable {
  /// Whether a signed-out user who has not completed onboarding sees it.
  public var showOnboarding: Bool
  /// Whether analytics events are sent.
  public var enableAnalytics: Bool
  /// Whether the app offers push notifications.
  public var enablePushNotifications: Bool
  /// Whether the redesigned screens are shown.
  public var featureNewUI: Bool

  /// Makes flags; the defaults are what the app uses until a remote config arrives, and what it
  /// keeps when the fetch fails.
  public init(
    showOnboarding: Bool = true,
    enableAnalytics: Bool = true,
    enablePushNotifications: Bool = false,
    featureNewUI: Bool = false
  ) {
    self.showOnboarding = showOnboarding
    self.enableAnalytics = enableAnalytics
    self.enablePushNotifications = enablePushNotifications
    self.featureNewUI = featureNewUI
  }

  /// These flags with every flag the remote config sets replaced by its value; flags it leaves
  /// out keep their current value.
  public func applying(_ config: RemoteConfig) -> FeatureFlags {
    FeatureFlags(
      showOnboarding: config.showOnboarding ?? showOnboarding,
      enableAnalytics: config.enableAnalytics ?? enableAnalytics,
      enablePushNotifications: config.enablePushNotifications ?? enablePushNotifications,
      featureNewUI: config.featureNewUI ?? featureNewUI
    )
  }
}
