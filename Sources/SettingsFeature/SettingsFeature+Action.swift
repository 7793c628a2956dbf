import CasePaths
import ReducerCore
import SharedModels

extension SettingsFeature {
  /// What happens on the settings screens.
  @CasePathable
  public enum Action: Equatable, Sendable, Decodable {
    /// An option of the theme picker was selected.
    case themeSelected(Theme)
    /// The language row was tapped.
    case languageRowTapped
    /// An option of the language picker was selected.
    case languageSelected(Language)
    /// The notifications toggle was switched to the value given.
    case notificationsToggled(Bool)
    /// The system answered whether notifications are allowed.
    case notificationPermissionAnswered(granted: Bool)
    /// Asking the system to allow notifications failed.
    case notificationPermissionFailed
    /// The privacy policy row was tapped.
    case privacyPolicyRowTapped
    /// The terms of service row was tapped.
    case termsOfServiceRowTapped
    /// The support row was tapped.
    case supportRowTapped
    /// The URL opener could not open the support page.
    case supportPageUnavailable
    /// The back button of a pushed screen was tapped.
    case backButtonTapped
    /// A deep link to Settings was opened: the pushed screen, the alert and the dialog on
    /// Settings close, so Settings itself shows. A deletion already confirmed goes on.
    case deepLinkOpened
    /// "Log Out" was tapped.
    case logOutButtonTapped
    /// "Delete Account" was tapped.
    case deleteAccountButtonTapped
    /// The server deleted the account.
    case accountDeleted
    /// Deleting the account failed.
    case accountDeletionFailed(AccountDeletionFailure)
    /// A changed preference could not be stored.
    case preferencesSaveFailed
    /// The alert was answered.
    case alert(PresentationAction<Alert>)
    /// The dialog confirming the deletion was answered or dismissed.
    case deleteConfirmation(PresentationAction<DeleteConfirmation>)
    /// What Settings tells its parent.
    case delegate(Delegate)

    /// The answers of Settings' alerts that do more than close them.
    @CasePathable
    public enum Alert: Equatable, Sendable, Codable {
      /// "Try Again" after a failed deletion.
      case tryDeletingAgainButtonTapped
    }

    /// The answers of the dialog confirming the deletion that do more than close it.
    @CasePathable
    public enum DeleteConfirmation: Equatable, Sendable, Codable {
      /// "Delete Account" confirmed the deletion.
      case confirmButtonTapped
    }

    /// What Settings tells its parent; Settings itself ignores these.
    @CasePathable
    public enum Delegate: Equatable, Sendable, Decodable {
      /// The user picked a theme; it is being stored. The parent applies it app-wide.
      case themeChanged(Theme)
      /// The user picked a language; it is being stored. The parent switches every feature to
      /// it.
      case languageChanged(Language)
      /// Notifications were turned on (the system allowed them) or off; the choice is being
      /// stored.
      case notificationsChanged(Bool)
      /// The user asked to log out; the parent ends the session.
      case logOutRequested
      /// The server deleted the account; the parent ends the session and clears what the
      /// device kept of it.
      case accountDeleted
    }
  }
}
