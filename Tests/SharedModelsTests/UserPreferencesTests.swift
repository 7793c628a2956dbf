import SharedModels
import Testing
import ValueCoding

@Suite struct UserPreferencesTests {
  @Test func aFreshInstallFollowsTheSystemInEnglishWithNotificationsOff() {
    let preferences = UserPreferences()
    #expect(preferences.theme == .auto)
    #expect(preferences.language == .english)
    #expect(!preferences.notificationsEnabled)
  }

  @Test func storesTheLanguageByItsCode() throws {
    let preferences = UserPreferences(theme: .dark, language: .vietnamese, notificationsEnabled: true)
    let stored = try ValueEncoder().encode(preferences)
    #expect(stored == ["theme": "dark", "language": "vi", "notificationsEnabled": true])
    #expect(try ValueDecoder().decode(UserPreferences.self, from: stored) == preferences)
  }

  @Test func languagesAreTheirCodes() {
    #expect(Language.allCases.map(\.rawValue) == ["en", "vi"])
    #expect(Language(rawValue: "vi") == .vietnamese)
  }
}
