import SharedModels
@testable import SettingsFeature
import Testing

@Suite struct SettingsStringsTests {
  @Test func everyLanguageHasItsTable() {
    #expect(SettingsStrings(.english).settingsTitle == "Settings")
    #expect(SettingsStrings(.vietnamese).settingsTitle == "Cài đặt")
  }

  @Test func languagesAreNamedInThemselves() {
    #expect(Language.english.nativeName == "English")
    #expect(Language.vietnamese.nativeName == "Tiếng Việt")
  }

  @Test func bothDocumentsHaveAsManyParagraphsInEveryLanguage() {
    #expect(SettingsStrings.english.privacyPolicyText.count == SettingsStrings.vietnamese.privacyPolicyText.count)
    #expect(SettingsStrings.english.termsOfServiceText.count == SettingsStrings.vietnamese.termsOfServiceText.count)
  }
}
