import AnalyticsClient

extension AnalyticsEvent {
  /// A screen came on: `screen_viewed` with `screen`, the screen's name ("Login", "Home", ...).
  static func screenViewed(_ screen: String) -> AnalyticsEvent {
    AnalyticsEvent("screen_viewed", properties: ["screen": screen])
  }

  /// A user signed in on Login: `signed_in`.
  static let signedIn = AnalyticsEvent("signed_in")

  /// The user logged out: `logged_out`.
  static let loggedOut = AnalyticsEvent("logged_out")

  /// The user deleted their account: `account_deleted`.
  static let accountDeleted = AnalyticsEvent("account_deleted")

  /// A deep link was followed: `deep_link_opened` with the `link` as opened and the `route` it
  /// leads to.
  static func deepLinkOpened(_ link: String, _ deepLink: DeepLink) -> AnalyticsEvent {
    AnalyticsEvent("deep_link_opened", properties: ["link": link, "route": deepLink.routeName])
  }
}
