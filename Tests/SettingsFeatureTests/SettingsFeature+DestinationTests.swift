import SettingsFeature
import Testing

@Suite struct SettingsDestinationTests {
  @Test func screensHaveStableNames() {
    #expect(SettingsFeature.Destination.language.screenName == "Language")
    #expect(SettingsFeature.Destination.privacyPolicy.screenName == "Privacy Policy")
    #expect(SettingsFeature.Destination.termsOfService.screenName == "Terms of Service")
  }
}
