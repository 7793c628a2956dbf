import AppFeature
import Testing

@Suite struct DeepLinkTests {
  @Test(arguments: [
    ("/home", DeepLink.home),
    ("myapp://home", .home),
    ("myapp:///home", .home),
    ("home", .home),
    ("/explore", .explore(query: nil)),
    ("/explore?q=swift", .explore(query: "swift")),
    ("myapp://explore?q=swift", .explore(query: "swift")),
    ("myapp://explore?q=swift%20ui&page=2", .explore(query: "swift ui")),
    ("/explore?q=", .explore(query: "")),
    ("https://example.com/explore?q=design", .explore(query: "design")),
    ("/profile", .profile),
    ("myapp://profile/", .profile),
    ("/settings", .settings),
    ("/SETTINGS/Language", .settingsLanguage),
    ("myapp://settings/language", .settingsLanguage),
    (" /settings ", .settings),
  ])
  func aLinkOpensItsPlace(link: String, place: DeepLink) {
    #expect(DeepLink(link) == place)
  }

  @Test(arguments: [
    "", "/", "myapp://", "/nowhere", "/home/extra", "/settings/privacy", "other://home",
    "mailto:ada@example.com", "myapp://explorer?q=swift", "::::",
  ])
  func aLinkToNoPlaceOfTheAppOpensNothing(link: String) {
    #expect(DeepLink(link) == nil)
  }

  @Test func everyPlaceIsOnItsTab() {
    #expect(DeepLink.home.tab == .home)
    #expect(DeepLink.explore(query: "swift").tab == .explore)
    #expect(DeepLink.profile.tab == .profile)
    #expect(DeepLink.settings.tab == .settings)
    #expect(DeepLink.settingsLanguage.tab == .settings)
  }
}
