import AuthClient
import ConcurrencyExtras
import Dependencies
import Foundation
import NotificationsClient
import ReducerCore
import ReducerTesting
import SettingsFeature
import SharedModels
import StorageClient
import Testing
import URLOpenerClient
import ValueCoding

@Suite struct SettingsFeatureTests {
  // MARK: Theme and language

  @Test func aThemeIsAppliedAndStoredKeepingTheOtherPreferences() throws {
    let storage = StorageSpy(
      stored: UserPreferences())
    let store = TestStore(initialState: .ada) {
      SettingsFeature()
    } withDependencies: {
      storage.install(into: &$0)
    }
    store.send(.themeSelected(.dark)) { $0.theme = .dark }
    store.receive(.delegate(.themeChanged(.dark)))
    #expect(
      try storage.saved() == [
        UserPreferences(theme: .dark)
      ])
    store.finish()
  }

  @Test func selectingTheCurrentThemeChangesNothing() {
    let store = TestStore(initialState: .ada) { SettingsFeature() }
    store.send(.themeSelected(.auto))
    store.finish()
  }

  @Test func theLanguageRowOpensTheLanguageScreenAndBackReturns() {
    let store = TestStore(initialState: .ada) { SettingsFeature() }
    store.send(.languageRowTapped) { $0.destination = .language }
    store.send(.backButtonTapped) { $0.destination = nil }
    store.finish()
  }

  @Test func aLanguageIsAppliedAndStoredAndTheParentSwitchesTheApp() throws {
    let storage = StorageSpy(stored: nil)
    var state = SettingsFeature.State.ada(UserPreferences(theme: .light))
    state.destination = .language
    let store = TestStore(initialState: state) {
      SettingsFeature()
    } withDependencies: {
      storage.install(into: &$0)
    }
    store.send(.languageSelected(.vietnamese)) { $0.language = .vietnamese }
    store.receive(.delegate(.languageChanged(.vietnamese)))
    #expect(try storage.saved() == [UserPreferences(theme: .light, language: .vietnamese)])
    store.finish()
  }

  @Test func selectingTheCurrentLanguageChangesNothing() {
    let store = TestStore(initialState: .ada) { SettingsFeature() }
    store.send(.languageSelected(.english))
    store.finish()
  }

  @Test func aNewerChangeReplacesAnOlderStoreStillUnderWay() throws {
    let storage = StorageSpy(stored: UserPreferences(), latency: .milliseconds(100))
    let store = TestStore(initialState: .ada) {
      SettingsFeature()
    } withDependencies: {
      storage.install(into: &$0)
    }
    store.send(.themeSelected(.dark)) { $0.theme = .dark }
    store.receive(.delegate(.themeChanged(.dark)))
    store.advance(by: .milliseconds(50))
    store.send(.languageSelected(.vietnamese)) { $0.language = .vietnamese }
    store.receive(.delegate(.languageChanged(.vietnamese)))
    store.advance(by: .milliseconds(200))
    #expect(
      try storage.saved() == [UserPreferences(theme: .dark, language: .vietnamese)])
    store.finish()
  }

  @Test func aPreferenceThatCannotBeSavedIsReported() {
    let store = TestStore(initialState: .ada) {
      SettingsFeature()
    } withDependencies: {
      $0.storageClient.load = { _ in nil }
      $0.storageClient.save = { _, _ in throw StorageError.full }
    }
    store.send(.themeSelected(.light)) { $0.theme = .light }
    store.receive(.delegate(.themeChanged(.light)))
    store.receive(.preferencesSaveFailed) {
      $0.alert = AlertState(
        title: "Couldn't Save Settings",
        message: "Your change applies now, but it may be lost when the app restarts.",
        buttons: [ButtonState("OK", role: .cancel)])
    }
    store.send(.alert(.dismiss)) { $0.alert = nil }
    store.finish()
  }

  @Test(arguments: [
    (
      Language.english, Language.vietnamese, "Không thể lưu cài đặt",
      "Thay đổi có hiệu lực ngay, nhưng có thể bị mất khi ứng dụng khởi động lại."
    ),
    (
      .vietnamese, .english, "Couldn't Save Settings",
      "Your change applies now, but it may be lost when the app restarts."
    ),
  ])
  func aLanguageThatCannotBeSavedIsReportedOnTheLanguageScreenInTheNewLanguage(
    from: Language, to: Language, title: String, message: String
  ) throws {
    var state = SettingsFeature.State.ada(UserPreferences(language: from))
    state.destination = .language
    let store = TestStore(initialState: state) {
      SettingsFeature()
    } withDependencies: {
      $0.storageClient.load = { _ in nil }
      $0.storageClient.save = { _, _ in throw StorageError.unavailable }
    }
    store.send(.languageSelected(to)) { $0.language = to }
    store.receive(.delegate(.languageChanged(to)))
    store.receive(.preferencesSaveFailed) {
      $0.alert = AlertState(
        title: title, message: message, buttons: [ButtonState("OK", role: .cancel)])
    }
    let screen = SettingsFeature.screen(store.state)
    #expect(screen.topmostName == "Language")
    #expect(screen.presentedOverlay?.title == title)
    store.send(try screen.answer("OK")) { $0.alert = nil }
    let dismissed = SettingsFeature.screen(store.state)
    #expect(dismissed.topmostName == "Language")
    #expect(dismissed.presentedOverlay == nil)
    store.finish()
  }

  @Test func preferencesThatCannotBeReadAreReplacedByTheChange() {
    let saved = LockIsolated<[ValueCoding.Value]>([])
    let store = TestStore(initialState: .ada) {
      SettingsFeature()
    } withDependencies: {
      $0.storageClient.load = { _ in throw StorageError.unavailable }
      $0.storageClient.save = { _, value in saved.withValue { $0.append(value) } }
    }
    store.send(.themeSelected(.light)) { $0.theme = .light }
    store.receive(.delegate(.themeChanged(.light)))
    store.finish()
    #expect(saved.value.count == 1)
    #expect(saved.value.first?["theme"] == "light")
  }

  @Test func preferencesThatCannotBeSavedAreReported() {
    let store = TestStore(initialState: .ada) {
      SettingsFeature()
    } withDependencies: {
      $0.storageClient.load = { _ in nil }
      $0.storageClient.save = { _, _ in throw StorageError.unavailable }
    }
    store.send(.themeSelected(.light)) { $0.theme = .light }
    store.receive(.delegate(.themeChanged(.light)))
    store.receive(.preferencesSaveFailed) {
      $0.alert = AlertState(
        title: "Couldn't Save Settings",
        message: "Your change applies now, but it may be lost when the app restarts.",
        buttons: [ButtonState("OK", role: .cancel)])
    }
    store.finish()
  }

  // MARK: Notifications

  @Test func turningNotificationsOnAsksAndAGrantIsStored() throws {
    let storage = StorageSpy(stored: UserPreferences())
    let store = TestStore(initialState: .ada) {
      SettingsFeature()
    } withDependencies: {
      $0.notificationsClient.requestAuthorization = { true }
      storage.install(into: &$0)
    }
    store.send(.notificationsToggled(true)) { $0.isRequestingNotificationPermission = true }
    store.receive(.notificationPermissionAnswered(granted: true)) {
      $0.isRequestingNotificationPermission = false
      $0.notificationsEnabled = true
    }
    store.receive(.delegate(.notificationsChanged(true)))
    #expect(try storage.saved() == [UserPreferences(notificationsEnabled: true)])
    store.finish()
  }

  @Test func aDeniedPermissionLeavesNotificationsOffAndSaysSo() {
    let store = TestStore(initialState: .ada) {
      SettingsFeature()
    } withDependencies: {
      $0.notificationsClient.requestAuthorization = { false }
    }
    store.send(.notificationsToggled(true)) { $0.isRequestingNotificationPermission = true }
    store.receive(.notificationPermissionAnswered(granted: false)) {
      $0.isRequestingNotificationPermission = false
      $0.notificationsNotice = .denied
    }
    store.finish()
  }

  @Test func aFailedPermissionRequestLeavesNotificationsOffAndSaysSo() {
    let store = TestStore(initialState: .ada) {
      SettingsFeature()
    } withDependencies: {
      $0.notificationsClient.requestAuthorization = { throw NotificationsError.unavailable }
    }
    store.send(.notificationsToggled(true)) { $0.isRequestingNotificationPermission = true }
    store.receive(.notificationPermissionFailed) {
      $0.isRequestingNotificationPermission = false
      $0.notificationsNotice = .requestFailed
    }
    store.finish()
  }

  @Test func askingAgainClearsTheNotice() {
    var state = SettingsFeature.State.ada
    state.notificationsNotice = .denied
    let store = TestStore(initialState: state) {
      SettingsFeature()
    } withDependencies: {
      $0.notificationsClient.requestAuthorization = { false }
    }
    store.send(.notificationsToggled(true)) {
      $0.isRequestingNotificationPermission = true
      $0.notificationsNotice = nil
    }
    store.receive(.notificationPermissionAnswered(granted: false)) {
      $0.isRequestingNotificationPermission = false
      $0.notificationsNotice = .denied
    }
    store.finish()
  }

  @Test func theToggleWaitsForTheSystemsAnswer() {
    let store = TestStore(initialState: .ada) {
      SettingsFeature()
    } withDependencies: {
      $0.notificationsClient.requestAuthorization = {
        @Dependency(\.continuousClock) var clock
        try await clock.sleep(for: .seconds(2))
        return false
      }
    }
    store.send(.notificationsToggled(true)) { $0.isRequestingNotificationPermission = true }
    store.send(.notificationsToggled(true))
    store.send(.notificationsToggled(false))
    store.advance(by: .seconds(2))
    store.receive(.notificationPermissionAnswered(granted: false)) {
      $0.isRequestingNotificationPermission = false
      $0.notificationsNotice = .denied
    }
    store.finish()
  }

  @Test func turningNotificationsOffNeedsNoPermissionAndIsStored() throws {
    let storage = StorageSpy(stored: UserPreferences(notificationsEnabled: true))
    let store = TestStore(initialState: .ada(UserPreferences(notificationsEnabled: true))) {
      SettingsFeature()
    } withDependencies: {
      storage.install(into: &$0)
    }
    store.send(.notificationsToggled(false)) { $0.notificationsEnabled = false }
    store.receive(.delegate(.notificationsChanged(false)))
    #expect(try storage.saved() == [UserPreferences(notificationsEnabled: false)])
    store.finish()
  }

  @Test func turningOnWhatIsOnChangesNothing() {
    let store = TestStore(initialState: .ada(UserPreferences(notificationsEnabled: true))) {
      SettingsFeature()
    }
    store.send(.notificationsToggled(true))
    store.finish()
  }

  @Test func turningOffWhatIsOffChangesNothing() {
    let store = TestStore(initialState: .ada) { SettingsFeature() }
    store.send(.notificationsToggled(false))
    store.finish()
  }

  // MARK: About

  @Test func theDocumentsOpenAndBackReturns() {
    let store = TestStore(initialState: .ada) { SettingsFeature() }
    store.send(.privacyPolicyRowTapped) { $0.destination = .privacyPolicy }
    store.send(.backButtonTapped) { $0.destination = nil }
    store.send(.termsOfServiceRowTapped) { $0.destination = .termsOfService }
    store.send(.backButtonTapped) { $0.destination = nil }
    store.finish()
  }

  @Test func aDeepLinkClosesThePushedScreenTheAlertAndTheDialog() {
    var state = SettingsFeature.State.ada
    state.destination = .privacyPolicy
    state.deleteConfirmation = Self.confirmation
    let store = TestStore(initialState: state) { SettingsFeature() }
    store.send(.deepLinkOpened) {
      $0.destination = nil
      $0.deleteConfirmation = nil
    }
    store.send(.supportPageUnavailable) { $0.alert = Self.supportUnavailable }
    store.send(.deepLinkOpened) { $0.alert = nil }
    store.finish()
  }

  @Test func aConfirmedDeletionGoesOnThroughADeepLinkAndCountsAsARequest() {
    var state = SettingsFeature.State.ada
    state.deleteConfirmation = Self.confirmation
    let store = TestStore(initialState: state) {
      SettingsFeature()
    } withDependencies: {
      $0.authClient.deleteAccount = { _ in
        @Dependency(\.continuousClock) var clock
        try await clock.sleep(for: .milliseconds(500))
      }
    }
    #expect(store.state.requestsInFlight == 0)
    store.send(.deleteConfirmation(.presented(.confirmButtonTapped))) {
      $0.deleteConfirmation = nil
      $0.isDeletingAccount = true
    }
    #expect(store.state.requestsInFlight == 1)
    store.send(.deepLinkOpened)
    store.advance(by: .milliseconds(500))
    store.receive(.accountDeleted) { $0.isDeletingAccount = false }
    store.receive(.delegate(.accountDeleted))
    #expect(store.state.requestsInFlight == 0)
    store.finish()
  }

  @Test func supportOpensTheSupportPage() {
    let opened = LockIsolated<[URL]>([])
    let store = TestStore(initialState: .ada) {
      SettingsFeature()
    } withDependencies: {
      $0.urlOpenerClient.open = { url in
        opened.withValue { $0.append(url) }
        return true
      }
    }
    store.send(.supportRowTapped)
    #expect(opened.value == [URL(string: "https://example.com/support")!])
    #expect(SettingsFeature.supportURL.absoluteString == "https://example.com/support")
    store.finish()
  }

  @Test func aSupportPageThatCannotOpenIsReported() {
    let store = TestStore(initialState: .ada) {
      SettingsFeature()
    } withDependencies: {
      $0.urlOpenerClient.open = { _ in false }
    }
    store.send(.supportRowTapped)
    store.receive(.supportPageUnavailable) { $0.alert = Self.supportUnavailable }
    store.send(.alert(.dismiss)) { $0.alert = nil }
    store.finish()
  }

  @Test func aFailingURLOpenerIsReportedToo() {
    let store = TestStore(initialState: .ada) {
      SettingsFeature()
    } withDependencies: {
      $0.urlOpenerClient.open = { _ in throw URLOpenerError.unavailable }
    }
    store.send(.supportRowTapped)
    store.receive(.supportPageUnavailable) { $0.alert = Self.supportUnavailable }
    store.finish()
  }

  // MARK: Log Out

  @Test func logOutTellsTheParent() {
    let store = TestStore(initialState: .ada) { SettingsFeature() }
    store.send(.logOutButtonTapped)
    store.receive(.delegate(.logOutRequested))
    store.finish()
  }

  @Test func logOutWaitsWhileTheAccountIsBeingDeleted() {
    var state = SettingsFeature.State.ada
    state.isDeletingAccount = true
    let store = TestStore(initialState: state) { SettingsFeature() }
    store.send(.logOutButtonTapped)
    store.send(.deleteAccountButtonTapped)
    store.finish()
  }

  // MARK: Delete Account

  @Test func deleteAccountAsksForConfirmationFirst() {
    let store = TestStore(initialState: .ada) { SettingsFeature() }
    store.send(.deleteAccountButtonTapped) { $0.deleteConfirmation = Self.confirmation }
    store.send(.deleteConfirmation(.dismiss)) { $0.deleteConfirmation = nil }
    store.finish()
  }

  @Test func aConfirmedDeletionDeletesTheAccountAndTellsTheParent() {
    let tokens = LockIsolated<[String]>([])
    var state = SettingsFeature.State.ada
    state.deleteConfirmation = Self.confirmation
    let store = TestStore(initialState: state) {
      SettingsFeature()
    } withDependencies: {
      $0.authClient.deleteAccount = { token in tokens.withValue { $0.append(token) } }
    }
    store.send(.deleteConfirmation(.presented(.confirmButtonTapped))) {
      $0.deleteConfirmation = nil
      $0.isDeletingAccount = true
    }
    store.receive(.accountDeleted) { $0.isDeletingAccount = false }
    store.receive(.delegate(.accountDeleted))
    #expect(tokens.value == ["access-token-ada"])
    store.finish()
  }

  @Test func theDeletionShowsProgressUntilTheServerAnswers() {
    var state = SettingsFeature.State.ada
    state.deleteConfirmation = Self.confirmation
    let store = TestStore(initialState: state) {
      SettingsFeature()
    } withDependencies: {
      $0.authClient.deleteAccount = { _ in
        @Dependency(\.continuousClock) var clock
        try await clock.sleep(for: .milliseconds(500))
      }
    }
    store.send(.deleteConfirmation(.presented(.confirmButtonTapped))) {
      $0.deleteConfirmation = nil
      $0.isDeletingAccount = true
    }
    store.advance(by: .milliseconds(499))
    store.advance(by: .milliseconds(1))
    store.receive(.accountDeleted) { $0.isDeletingAccount = false }
    store.receive(.delegate(.accountDeleted))
    store.finish()
  }

  @Test(arguments: [
    (AuthError.noConnection, AccountDeletionFailure.noConnection, "No internet connection"),
    (.unauthorized, .unauthorized, "Your session has expired. Please sign in again."),
    (.server, .unexpected, "Something went wrong. Please try again."),
    (.emailTaken, .unexpected, "Something went wrong. Please try again."),
  ])
  func aFailedDeletionIsShown(error: AuthError, failure: AccountDeletionFailure, message: String) {
    var state = SettingsFeature.State.ada
    state.deleteConfirmation = Self.confirmation
    let store = TestStore(initialState: state) {
      SettingsFeature()
    } withDependencies: {
      $0.authClient.deleteAccount = { _ in throw error }
    }
    store.send(.deleteConfirmation(.presented(.confirmButtonTapped))) {
      $0.deleteConfirmation = nil
      $0.isDeletingAccount = true
    }
    store.receive(.accountDeletionFailed(failure)) {
      $0.isDeletingAccount = false
      $0.alert = Self.deletionFailed(message)
    }
    store.send(.alert(.dismiss)) { $0.alert = nil }
    store.finish()
  }

  @Test func anUnexpectedErrorFailsTheDeletionToo() {
    let store = TestStore(initialState: .ada) {
      SettingsFeature()
    } withDependencies: {
      $0.authClient.deleteAccount = { _ in throw UnexpectedError() }
    }
    store.send(.deleteAccountButtonTapped) { $0.deleteConfirmation = Self.confirmation }
    store.send(.deleteConfirmation(.presented(.confirmButtonTapped))) {
      $0.deleteConfirmation = nil
      $0.isDeletingAccount = true
    }
    store.receive(.accountDeletionFailed(.unexpected)) {
      $0.isDeletingAccount = false
      $0.alert = Self.deletionFailed("Something went wrong. Please try again.")
    }
    store.finish()
  }

  @Test func tryAgainDeletesOnceMore() {
    var state = SettingsFeature.State.ada
    state.alert = Self.deletionFailed("No internet connection")
    let store = TestStore(initialState: state) {
      SettingsFeature()
    } withDependencies: {
      $0.authClient.deleteAccount = { _ in }
    }
    store.send(.alert(.presented(.tryDeletingAgainButtonTapped))) {
      $0.alert = nil
      $0.isDeletingAccount = true
    }
    store.receive(.accountDeleted) { $0.isDeletingAccount = false }
    store.receive(.delegate(.accountDeleted))
    store.finish()
  }

  @Test func aSecondConfirmationWhileDeletingSendsNothing() {
    var state = SettingsFeature.State.ada
    state.isDeletingAccount = true
    let store = TestStore(initialState: state) { SettingsFeature() }
    store.send(.alert(.presented(.tryDeletingAgainButtonTapped)))
    store.finish()
  }

  @Test func alertsAndDialogsAreInTheCurrentLanguage() {
    let confirmation = ConfirmationDialogState<SettingsFeature.Action.DeleteConfirmation>(
      title: "Xóa tài khoản?",
      message: "Tài khoản và toàn bộ dữ liệu của bạn sẽ bị xóa. Không thể hoàn tác.",
      buttons: [
        ButtonState("Xóa tài khoản", role: .destructive, action: .confirmButtonTapped),
        ButtonState("Hủy", role: .cancel),
      ])
    var state = SettingsFeature.State.ada(UserPreferences(language: .vietnamese))
    state.deleteConfirmation = confirmation
    let store = TestStore(initialState: state) {
      SettingsFeature()
    } withDependencies: {
      $0.authClient.deleteAccount = { _ in throw AuthError.noConnection }
      $0.urlOpenerClient.open = { _ in false }
    }
    store.send(.deleteConfirmation(.dismiss)) { $0.deleteConfirmation = nil }
    store.send(.deleteAccountButtonTapped) { $0.deleteConfirmation = confirmation }
    store.send(.deleteConfirmation(.presented(.confirmButtonTapped))) {
      $0.deleteConfirmation = nil
      $0.isDeletingAccount = true
    }
    store.receive(.accountDeletionFailed(.noConnection)) {
      $0.isDeletingAccount = false
      $0.alert = AlertState(
        title: "Không thể xóa tài khoản", message: "Không có kết nối Internet",
        buttons: [
          ButtonState("Thử lại", action: .tryDeletingAgainButtonTapped),
          ButtonState("OK", role: .cancel),
        ])
    }
    store.send(.alert(.dismiss)) { $0.alert = nil }
    store.send(.supportRowTapped)
    store.receive(.supportPageUnavailable) {
      $0.alert = AlertState(
        title: "Không thể mở trang hỗ trợ",
        message: "Hãy truy cập https://example.com/support bằng trình duyệt.",
        buttons: [ButtonState("OK", role: .cancel)])
    }
    store.finish()
  }

  // MARK: Expected presentations

  private static let confirmation = ConfirmationDialogState<SettingsFeature.Action.DeleteConfirmation>(
    title: "Delete Account?",
    message: "Your account and all of its data will be deleted. This can't be undone.",
    buttons: [
      ButtonState("Delete Account", role: .destructive, action: .confirmButtonTapped),
      ButtonState("Cancel", role: .cancel),
    ])

  private static let supportUnavailable = AlertState<SettingsFeature.Action.Alert>(
    title: "Couldn't Open Support",
    message: "Visit https://example.com/support in your browser.",
    buttons: [ButtonState("OK", role: .cancel)])

  private static func deletionFailed(_ message: String) -> AlertState<SettingsFeature.Action.Alert> {
    AlertState(
      title: "Couldn't Delete Account", message: message,
      buttons: [
        ButtonState("Try Again", action: .tryDeletingAgainButtonTapped),
        ButtonState("OK", role: .cancel),
      ])
  }
}
