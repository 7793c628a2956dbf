import AppFeature
import MockKit
import ReducerCore
import SettingsFeature
import SharedModels
import Testing
import TextUI
import ValueCoding

/// The language of the preferences is every feature's language.
@Suite struct AppFeatureLanguageTests {
  @Test func aLanguageChosenInSettingsSwitchesEveryFeature() throws {
    let world = try MockWorld.app()
    let store = makeStore(signedInState(tab: .settings), world: world)
    store.send(.settings(.languageSelected(.vietnamese))) { $0.settings?.language = .vietnamese }
    store.receive(.settings(.delegate(.languageChanged(.vietnamese)))) {
      $0.user.preferences.language = .vietnamese
      $0.home?.language = .vietnamese
      $0.explore?.language = .vietnamese
      $0.profile?.language = .vietnamese
    }
    store.finish()
    #expect(
      try world.store("storage")[SettingsFeature.preferencesStorageKey]
        == ValueEncoder().encode(UserPreferences(language: .vietnamese)))
  }

  @Test func aLanguageThatCannotBeSavedIsToldOnTheLanguageScreenInTheNewLanguage() throws {
    let world = try MockWorld.app()
    try world.configure("storage", "save", .failure("full"))
    var state = signedInState(tab: .settings)
    state.settings?.destination = .language
    let store = makeStore(state, world: world)
    store.send(.settings(.languageSelected(.vietnamese))) { $0.settings?.language = .vietnamese }
    store.receive(.settings(.delegate(.languageChanged(.vietnamese)))) {
      $0.user.preferences.language = .vietnamese
      $0.home?.language = .vietnamese
      $0.explore?.language = .vietnamese
      $0.profile?.language = .vietnamese
    }
    store.receive(.settings(.preferencesSaveFailed)) {
      $0.settings?.alert = AlertState(
        title: "Không thể lưu cài đặt",
        message: "Thay đổi có hiệu lực ngay, nhưng có thể bị mất khi ứng dụng khởi động lại.",
        buttons: [ButtonState("OK", role: .cancel)])
    }
    let screen = AppFeature.screen(store.state)
    #expect(screen.topmostName == "Language")
    #expect(screen.presentedOverlay?.title == "Không thể lưu cài đặt")
    store.send(try screen.answer("OK")) { $0.settings?.alert = nil }
    #expect(AppFeature.screen(store.state).topmostName == "Language")
    #expect(AppFeature.screen(store.state).presentedOverlay == nil)
    store.finish()
  }

  @Test func theNetworkErrorShownSwitchesLanguageWithTheApp() throws {
    let world = try MockWorld.app()
    var state = signedInState(tab: .settings)
    state.network.errorMessage = networkErrorMessage
    let store = makeStore(state, world: world)
    store.send(.settings(.languageSelected(.vietnamese))) { $0.settings?.language = .vietnamese }
    store.receive(.settings(.delegate(.languageChanged(.vietnamese)))) {
      $0.user.preferences.language = .vietnamese
      $0.network.errorMessage = "Không thể kết nối máy chủ. Hãy kiểm tra kết nối và thử lại."
      $0.home?.language = .vietnamese
      $0.explore?.language = .vietnamese
      $0.profile?.language = .vietnamese
    }
    store.send(.settings(.languageSelected(.english))) { $0.settings?.language = .english }
    store.receive(.settings(.delegate(.languageChanged(.english)))) {
      $0.user.preferences.language = .english
      $0.network.errorMessage = networkErrorMessage
      $0.home?.language = .english
      $0.explore?.language = .english
      $0.profile?.language = .english
    }
    store.finish()
  }

  @Test func aThemeOrNotificationsChosenInSettingsUpdatesThePreferences() throws {
    let world = try MockWorld.app()
    let store = makeStore(signedInState(tab: .settings), world: world)
    store.send(.settings(.themeSelected(.dark))) { $0.settings?.theme = .dark }
    store.receive(.settings(.delegate(.themeChanged(.dark)))) {
      $0.user.preferences.theme = .dark
    }
    store.send(.settings(.notificationsToggled(true))) {
      $0.settings?.isRequestingNotificationPermission = true
    }
    store.receive(.settings(.notificationPermissionAnswered(granted: true))) {
      $0.settings?.isRequestingNotificationPermission = false
      $0.settings?.notificationsEnabled = true
    }
    store.receive(.settings(.delegate(.notificationsChanged(true)))) {
      $0.user.preferences.notificationsEnabled = true
    }
    store.finish()
  }
}
