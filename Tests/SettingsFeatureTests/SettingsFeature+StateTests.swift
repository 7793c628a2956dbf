import SettingsFeature
import SharedModels
import Testing

@Suite struct SettingsStateTests {
  @Test func theStateShowsTheRestoredPreferences() {
    let state = SettingsFeature.State.ada(
      UserPreferences(
        theme: .dark, language: .vietnamese, notificationsEnabled: true))
    #expect(state.theme == .dark)
    #expect(state.language == .vietnamese)
    #expect(state.notificationsEnabled)
    #expect(state.profile == .ada)
    #expect(state.accessToken == "access-token-ada")
    #expect(state.appVersion == "1.2.0")
    #expect(state.buildNumber == "42")
  }

  @Test func nothingIsUnderWayOrPresentedAtFirst() {
    let state = SettingsFeature.State.ada
    #expect(state.theme == .auto)
    #expect(state.language == .english)
    #expect(!state.notificationsEnabled)
    #expect(!state.isRequestingNotificationPermission)
    #expect(state.notificationsNotice == nil)
    #expect(!state.isDeletingAccount)
    #expect(state.destination == nil)
    #expect(state.alert == nil)
    #expect(state.deleteConfirmation == nil)
  }
}
