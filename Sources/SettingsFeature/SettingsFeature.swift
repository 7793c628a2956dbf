import AuthClient
import Dependencies
import Foundation
import NotificationsClient
import ReducerCore
import SharedModels
import StorageClient
import URLOpenerClient

/// The settings tab: the account, the theme and language, notifications, the about section with
/// the app's version and the support page, and the danger zone with "Log Out" and
/// "Delete Account".
///
/// Every preference changed here (theme, language, notifications) is stored at once under
/// ``preferencesStorageKey``, into the `UserPreferences` already stored there, so that it
/// survives a relaunch; the parent hands the restored preferences back in
/// ``State/init(profile:accessToken:preferences:appVersion:buildNumber:)``. The parent keeps
/// ``State/profile`` and ``State/language`` in sync and handles ``Action/delegate(_:)``.
public struct SettingsFeature: Reducer {
  /// The storage key the user's preferences are kept under, as a `UserPreferences`.
  public static let preferencesStorageKey = "userPreferences"
  /// The support page "Support" opens.
  public static let supportURL = URL(string: "https://example.com/support")!

  private enum CancelID {
    case savePreferences
  }

  @Dependency(\.authClient) var authClient
  @Dependency(\.notificationsClient) var notificationsClient
  @Dependency(\.storageClient) var storageClient
  @Dependency(\.urlOpenerClient) var urlOpenerClient

  /// Makes the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce<State, Action> { state, action in
      switch action {
      case .themeSelected(let theme):
        guard theme != state.theme else { return .none }
        state.theme = theme
        return .merge(.send(.delegate(.themeChanged(theme))), savePreferences(state))

      case .languageRowTapped:
        state.destination = .language
        return .none

      case .languageSelected(let language):
        guard language != state.language else { return .none }
        state.language = language
        return .merge(.send(.delegate(.languageChanged(language))), savePreferences(state))

      case .notificationsToggled(true):
        guard !state.notificationsEnabled, !state.isRequestingNotificationPermission else {
          return .none
        }
        state.isRequestingNotificationPermission = true
        state.notificationsNotice = nil
        return .run { [notificationsClient] send in
          let granted = try await notificationsClient.requestAuthorization()
          await send(.notificationPermissionAnswered(granted: granted))
        } catch: { _, send in
          await send(.notificationPermissionFailed)
        }

      case .notificationsToggled(false):
        guard state.notificationsEnabled else { return .none }
        state.notificationsEnabled = false
        state.notificationsNotice = nil
        return .merge(.send(.delegate(.notificationsChanged(false))), savePreferences(state))

      case .notificationPermissionAnswered(granted: true):
        state.isRequestingNotificationPermission = false
        state.notificationsEnabled = true
        return .merge(.send(.delegate(.notificationsChanged(true))), savePreferences(state))

      case .notificationPermissionAnswered(granted: false):
        state.isRequestingNotificationPermission = false
        state.notificationsNotice = .denied
        return .none

      case .notificationPermissionFailed:
        state.isRequestingNotificationPermission = false
        state.notificationsNotice = .requestFailed
        return .none

      case .privacyPolicyRowTapped:
        state.destination = .privacyPolicy
        return .none

      case .termsOfServiceRowTapped:
        state.destination = .termsOfService
        return .none

      case .supportRowTapped:
        return .run { [urlOpenerClient] send in
          guard try await urlOpenerClient.open(url: Self.supportURL) else {
            await send(.supportPageUnavailable)
            return
          }
        } catch: { _, send in
          await send(.supportPageUnavailable)
        }

      case .supportPageUnavailable:
        state.alert = .supportUnavailable(SettingsStrings(state.language))
        return .none

      case .backButtonTapped:
        state.destination = nil
        return .none

      case .deepLinkOpened:
        state.destination = nil
        state.alert = nil
        state.deleteConfirmation = nil
        return .none

      case .logOutButtonTapped:
        guard !state.isDeletingAccount else { return .none }
        return .send(.delegate(.logOutRequested))

      case .deleteAccountButtonTapped:
        guard !state.isDeletingAccount else { return .none }
        state.deleteConfirmation = .deleteAccount(SettingsStrings(state.language))
        return .none

      case .deleteConfirmation(.presented(.confirmButtonTapped)),
        .alert(.presented(.tryDeletingAgainButtonTapped)):
        return deleteAccount(&state)

      case .accountDeleted:
        state.isDeletingAccount = false
        return .send(.delegate(.accountDeleted))

      case .accountDeletionFailed(let failure):
        state.isDeletingAccount = false
        state.alert = .deletionFailed(failure, SettingsStrings(state.language))
        return .none

      case .preferencesSaveFailed:
        state.alert = .preferencesNotSaved(SettingsStrings(state.language))
        return .none

      case .alert, .deleteConfirmation, .delegate:
        return .none
      }
    }
    .ifLet(\.alert, action: \.alert)
    .ifLet(\.deleteConfirmation, action: \.deleteConfirmation)
  }

  /// Stores the state's preferences into the `UserPreferences` stored under
  /// ``preferencesStorageKey`` (or fresh ones), leaving the preferences Settings does not
  /// show, such as remember-me, as they are. A newer change cancels an older store still under
  /// way, since the newer one holds every change.
  private func savePreferences(_ state: State) -> Effect<Action> {
    let theme = state.theme
    let language = state.language
    let notificationsEnabled = state.notificationsEnabled
    return .run { [storageClient] _ in
      // Stored preferences that cannot be read count as none, as at launch: the change is
      // saved over them rather than lost.
      let stored: UserPreferences?
      do {
        stored = try await storageClient.load(Self.preferencesStorageKey, as: UserPreferences.self)
      } catch is CancellationError {
        throw CancellationError()
      } catch {
        stored = nil
      }
      var preferences = stored ?? UserPreferences()
      preferences.theme = theme
      preferences.language = language
      preferences.notificationsEnabled = notificationsEnabled
      try await storageClient.save(preferences, forKey: Self.preferencesStorageKey)
    } catch: { _, send in
      await send(.preferencesSaveFailed)
    }
    .cancellable(id: CancelID.savePreferences, cancelInFlight: true)
  }

  private func deleteAccount(_ state: inout State) -> Effect<Action> {
    guard !state.isDeletingAccount else { return .none }
    state.isDeletingAccount = true
    let accessToken = state.accessToken
    return .run { [authClient] send in
      try await authClient.deleteAccount(accessToken: accessToken)
      await send(.accountDeleted)
    } catch: { error, send in
      await send(.accountDeletionFailed(AccountDeletionFailure(error)))
    }
  }
}
