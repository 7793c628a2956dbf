import AppJourneyHost
import Foundation
import JourneyReference
import Testing

/// The app's reference in its article and its committed editor schema are what the host says now.
@Suite struct HostReferenceTests {
  /// The app's article, which holds its reference between the markers below.
  private static let articlePath = "Sources/AppJourneyHost/AppJourneyHost.docc/ThisApp.md"
  private static let referenceStart = "<!-- journey describe: begin -->\n```text\n"
  private static let referenceEnd = "```\n<!-- journey describe: end -->"

  @Test func theAppsArticleShowsWhatJourneyDescribePrints() throws {
    let article = try String(contentsOf: packageRoot.appendingPathComponent(Self.articlePath), encoding: .utf8)
    let start = try #require(
      article.range(of: Self.referenceStart), "\(Self.articlePath) has no \(Self.referenceStart.debugDescription)")
    let end = try #require(article.range(of: Self.referenceEnd, range: start.upperBound..<article.endIndex))
    let documented = String(article[start.upperBound..<end.lowerBound])
    let actual = HostReference(host: AppJourneyHost()).text
    #expect(
      documented == actual,
      "\(Self.articlePath)'s reference differs from `swift run journey describe`; paste its output between the markers")
  }

  @Test func theCommittedSchemaIsWhatJourneySchemaPrints() throws {
    let path = packageRoot.appendingPathComponent("Scenarios/journey.schema.json")
    let committed = try String(contentsOf: path, encoding: .utf8)
    #expect(
      committed == HostReference(host: AppJourneyHost()).schema,
      "Scenarios/journey.schema.json differs; write it again: swift run journey schema > Scenarios/journey.schema.json")
  }

  @Test func theReferenceListsActionsWithTheirPayloadsAndStatePaths() {
    let reference = HostReference(host: AppJourneyHost())
    let actions = Dictionary(reference.actions.map { ($0.path, $0.payload) }, uniquingKeysWith: { first, _ in first })
    #expect(actions["appLaunched"] == .some(nil))
    #expect(actions["handleDeepLink"] == "text")
    #expect(reference.state.contains { $0.path == "user.profile" })
    #expect(reference.givenKeys.map(\.key).contains("onboardingCompleted"))
  }

  @Test func flagsAreTheFlagsAtLaunchAndTheRemoteConfigsAnswer() {
    let flags = HostReference(host: AppJourneyHost()).givenKeys.first { $0.key == "flags" }
    #expect(
      flags?.summary
        == "The feature flags the app launches with and the remote config answers; each one left out keeps "
        + "the app's default at launch and the mock's value in the answer (minAppVersion is only answered).")
    #expect(
      flags?.defaultValue
        == "at launch showOnboarding true, enableAnalytics true, enablePushNotifications false, featureNewUI "
        + "false; then what remoteConfig.fetch answers")
  }

  @Test func eachStatePathSaysWhatValuesItHolds() {
    let values = Dictionary(
      HostReference(host: AppJourneyHost()).state.map { ($0.path, $0.values) }, uniquingKeysWith: { first, _ in first })
    #expect(values["login.email"] == .text)
    #expect(values["settings.theme"] == .choice(["auto", "light", "dark"]))
    #expect(values["network.pendingRequestsCount"] == .integer)
    #expect(values["saveFailure"] == .optional(.choice(["onboardingCompletion", "rememberedEmail", "forgottenEmail", "background"])))
    // A structure's values are not told apart; a path that is an enumeration's case holds its
    // values under their keys.
    #expect(values["user.profile"] == .some(nil))
    #expect(values["login.destination.signUp"] == .enumerationCase(keys: ["_0"]))
  }

  @Test func stateValuesAdmitWhatExpectCanFindEqual() {
    #expect(StateValues.integer.admits(3) && StateValues.integer.admits(3.0) && !StateValues.integer.admits(3.5))
    #expect(StateValues.number.admits(3) && StateValues.number.admits(3.5) && !StateValues.number.admits("3"))
    #expect(StateValues.text.admits("a") && !StateValues.text.admits(nil) && !StateValues.text.admits(true))
    #expect(StateValues.boolean.admits(false) && !StateValues.boolean.admits("false"))
    #expect(StateValues.choice(["auto", "dark"]).admits("dark") && !StateValues.choice(["auto", "dark"]).admits("drak"))
    #expect(StateValues.choice(["1", "2"]).admits(2))
    #expect(StateValues.optional(.text).admits(nil) && StateValues.optional(.text).admits("a"))
    #expect(!StateValues.optional(.text).admits(1))
    #expect(StateValues.optional(.choice(["a", "b"])).description == "one of a, b or null")
    #expect(StateValues.optional(.choice(["a", "b"])).choices == ["a", "b"])
    #expect(StateValues.optional(.optional(.integer)).unwrapped == .integer)
  }

  @Test func theReferenceListsThePathsInsideTheFeaturesAbsentAtLaunch() {
    let state = Dictionary(
      HostReference(host: AppJourneyHost()).state.map { ($0.path, $0.type) }, uniquingKeysWith: { first, _ in first })
    #expect(state["home"] == "HomeFeature.State or null")
    #expect(state["home.userName"] == "text")
    #expect(state["home.recentActivity.loaded"] == "case loaded (present when it is the case)")
    #expect(state["home.recentActivity.loaded._0"] == "[Activity]")
    #expect(state["login.destination.signUp._0.email"] == "text")
    #expect(state["profile.stats.loaded._0.followers"] == "integer")
    #expect(state["settings.profile.avatarURL"] == "URL or null")
    #expect(state["config.remoteConfig.show_onboarding"] == "boolean or null")
  }

  @Test func theReferenceListsTheKeysTheAppKeepsInItsStores() {
    let reference = HostReference(host: AppJourneyHost())
    #expect(
      reference.storedKeys.map { "\($0.store).\($0.key)" } == [
        "keychain.accessToken", "keychain.refreshToken", "storage.userPreferences", "storage.userProfile",
        "storage.onboardingCompleted", "storage.rememberedEmail", "storage.minAppVersion",
      ])
    #expect(
      reference.text.contains(
        "\n  storage.rememberedEmail: The email a sign-in with Remember Me on keeps for Login; one with it off removes it.\n"))
    #expect(reference.json.contains("\"store\": \"keychain\",\n      \"key\": \"accessToken\","))
  }
}
