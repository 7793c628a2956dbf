import SharedModels

/// The texts of the settings screens (Settings, Language, Privacy Policy, Terms of Service) and
/// of their alerts in one language.
///
/// Screens read every visible text from here, so switching the language switches every text.
struct SettingsStrings: Sendable {
  // MARK: Settings

  /// The navigation title of Settings, and the back button of its pushed screens.
  let settingsTitle: String
  /// The title of the account's section.
  let account: String
  /// The label of the user's name.
  let name: String
  /// The label of the user's email.
  let email: String
  /// The title of the preferences' section.
  let preferences: String
  /// The label of the theme picker.
  let theme: String
  /// The theme that follows the system.
  let themeAuto: String
  /// The always-light theme.
  let themeLight: String
  /// The always-dark theme.
  let themeDark: String
  /// The label of the language row and picker, and the Language screen's title.
  let language: String
  /// The note under the language picker.
  let languageFooter: String
  /// The title of the notifications' section.
  let notifications: String
  /// The label of the notifications toggle.
  let pushNotifications: String
  /// Shown when the system did not allow notifications.
  let notificationsDenied: String
  /// Shown when asking for the permission failed.
  let notificationsRequestFailed: String
  /// The title of the about section.
  let about: String
  /// The label of the app's version.
  let version: String
  /// The label of the app's build number.
  let build: String
  /// The privacy policy's row and screen title.
  let privacyPolicy: String
  /// The terms of service's row and screen title.
  let termsOfService: String
  /// The support row.
  let support: String
  /// The title of the danger zone's section.
  let dangerZone: String
  /// The button that signs out.
  let logOut: String
  /// The button that deletes the account, and the confirming button of its dialog.
  let deleteAccount: String
  /// The progress indicator while the account is being deleted.
  let deletingAccount: String

  // MARK: Dialogs and alerts

  /// The title of the dialog confirming the deletion.
  let deleteAccountQuestion: String
  /// What the dialog confirming the deletion warns.
  let deleteAccountWarning: String
  /// The button that backs out of the dialog.
  let cancel: String
  /// The button that closes an alert.
  let ok: String
  /// The button that tries deleting the account again.
  let tryAgain: String
  /// The title of the alert after a failed deletion.
  let deletionFailedTitle: String
  /// Why the deletion failed: the device is offline.
  let noConnection: String
  /// Why the deletion failed: the session is no longer valid.
  let sessionExpired: String
  /// Why the deletion failed: anything else.
  let somethingWentWrong: String
  /// The title of the alert when the support page could not be opened.
  let supportUnavailableTitle: String
  /// What to do instead of opening the support page, given its address.
  let supportUnavailableMessage: @Sendable (String) -> String
  /// The title of the alert when a preference could not be stored.
  let preferencesNotSavedTitle: String
  /// What a preference that could not be stored means.
  let preferencesNotSavedMessage: String

  // MARK: Documents

  /// The paragraphs of the privacy policy.
  let privacyPolicyText: [String]
  /// The paragraphs of the terms of service.
  let termsOfServiceText: [String]
}

extension SettingsStrings {
  /// The table of `language`.
  init(_ language: Language) {
    switch language {
    case .english: self = .english
    case .vietnamese: self = .vietnamese
    }
  }

  /// The name of a theme.
  func title(of theme: Theme) -> String {
    switch theme {
    case .auto: themeAuto
    case .light: themeLight
    case .dark: themeDark
    }
  }

  /// What Settings says about the notifications permission.
  func message(for notice: NotificationsNotice) -> String {
    switch notice {
    case .denied: notificationsDenied
    case .requestFailed: notificationsRequestFailed
    }
  }

  /// Why deleting the account failed.
  func message(for failure: AccountDeletionFailure) -> String {
    switch failure {
    case .noConnection: noConnection
    case .unauthorized: sessionExpired
    case .unexpected: somethingWentWrong
    }
  }
}

extension Language {
  /// The language's name in itself, so that a person finds their language whatever the app
  /// shows now: "English", "Tiếng Việt".
  var nativeName: String {
    switch self {
    case .english: "English"
    case .vietnamese: "Tiếng Việt"
    }
  }
}
