import ReducerCore
import SharedModels

extension SettingsFeature {
  /// What the settings screens show.
  public struct State: Equatable, Sendable, Codable {
    /// The language of the texts, one of the preferences; the parent keeps it in sync when the
    /// language changes elsewhere.
    public var language: Language
    /// The colour scheme, one of the preferences.
    public var theme: Theme
    /// Whether notifications are on, one of the preferences.
    public var notificationsEnabled: Bool
    /// The signed-in user, shown under Account; the parent keeps it in sync.
    public var profile: UserProfile
    /// The signed-in session's access token, which deleting the account sends.
    public var accessToken: String
    /// The app's version, shown under About, such as "1.0.0".
    public var appVersion: String
    /// The app's build number, shown under About, such as "42".
    public var buildNumber: String
    /// Whether the system is being asked to allow notifications.
    public var isRequestingNotificationPermission: Bool
    /// Why notifications stayed off after the last attempt to turn them on, if they did.
    public var notificationsNotice: NotificationsNotice?
    /// Whether the account is being deleted.
    public var isDeletingAccount: Bool
    /// The screen pushed on top of Settings, if any.
    public var destination: Destination?
    /// The alert presented, if any: over Settings or over the screen pushed on it, whichever
    /// shows, or over another tab while the parent shows one (``SettingsFeature/alert(_:)``).
    public var alert: AlertState<Action.Alert>?
    /// The dialog confirming the account's deletion, while it is presented.
    public var deleteConfirmation: ConfirmationDialogState<Action.DeleteConfirmation>?

    /// Makes a state for the signed-in user, showing `preferences` (as restored from storage at
    /// launch) and the app's version and build from the config.
    public init(
      profile: UserProfile,
      accessToken: String,
      preferences: UserPreferences = UserPreferences(),
      appVersion: String,
      buildNumber: String
    ) {
      self.language = preferences.language
      self.theme = preferences.theme
      self.notificationsEnabled = preferences.notificationsEnabled
      self.profile = profile
      self.accessToken = accessToken
      self.appVersion = appVersion
      self.buildNumber = buildNumber
      self.isRequestingNotificationPermission = false
      self.notificationsNotice = nil
      self.isDeletingAccount = false
      self.destination = nil
      self.alert = nil
      self.deleteConfirmation = nil
    }

    /// How many requests Settings has under way: the account's deletion, once confirmed.
    /// Asking for the notification permission and opening the support page ask the system, not
    /// the network.
    public var requestsInFlight: Int {
      isDeletingAccount ? 1 : 0
    }
  }
}
