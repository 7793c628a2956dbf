import JSONCoding
import JourneyCoverage
import JourneyReference
import PlantedBugsApp
import Testing

/// A coverage record: keys reached and known, merged, compared, summarized per feature and
/// written as JSON.
@Suite struct CoverageTests {
  /// A suite's record: the profile's save reached, its logout and the settings' language not.
  private var suite: Coverage {
    var coverage = Coverage(
      known: [
        Coverage.Key(.action, "profile.editProfile.saveTapped"), Coverage.Key(.action, "profile.logoutTapped"),
        Coverage.Key(.action, "settings.languageChanged"), Coverage.Key(.action, "appLaunched"),
        Coverage.Key(.state, "profile.name"), Coverage.Key(.screen, "Settings"),
      ],
      reached: [])
    coverage.insertAction(["profile", "editProfile", "saveTapped"])
    coverage.insertAction(["appLaunched"])
    coverage.insertScreen("Profile")
    coverage.insertMockOutcome(mock: "profile", endpoint: "save", error: nil)
    return coverage
  }

  @Test func insertingSaysWhetherTheKeyIsNew() {
    var coverage = Coverage()
    let inserted = [
      coverage.insertScreen("Profile"),
      coverage.insertScreen("Profile"),
      coverage.insertElement(screen: "Profile", kind: "button", label: "Save", id: nil, used: false),
      coverage.insertElement(screen: "Profile", kind: "button", label: "Save", id: nil, used: true),
      coverage.insertElement(screen: "Profile", kind: "button", label: "Save", id: nil, used: true),
    ]
    #expect(inserted == [true, false, true, true, false])
    #expect(coverage.reached == [
      Coverage.Key(.screen, "Profile"), Coverage.Key(.element, "Profile: button \"Save\""),
      Coverage.Key(.interaction, "Profile: button \"Save\""),
    ])
  }

  @Test func anElementNamedOnceIsRecordedAsOneNamedFromItsParts() {
    var byParts = Coverage()
    var byName = Coverage()
    byParts.insertElement(screen: "Profile", kind: "button", label: "Save", id: "save", used: false)
    byParts.insertElement(screen: "Profile", kind: "toggle", label: "Café", id: nil, used: true)
    let names = [
      Coverage.elementName(screen: "Profile", kind: "button", label: "Save", id: "save"),
      Coverage.elementName(screen: "Profile", kind: "toggle", label: "Café", id: nil),
    ]
    let inserted = [
      byName.insertElement(named: names[0], used: false), byName.insertElement(named: names[1], used: true),
      byName.insertElement(named: names[1], used: true),
    ]
    #expect(inserted == [true, true, false])
    #expect(byName == byParts)
    #expect(names == ["Profile: button \"Save\" #save", "Profile: toggle \"Café\""])
  }

  @Test func aLoggingRecordTellsTheKeysFirstReachedSinceItWasLastAsked() {
    var coverage = Coverage()
    coverage.insertScreen("Profile")
    coverage.logNewlyReached()
    coverage.insertScreen("Settings")
    coverage.insertElement(screen: "Settings", kind: "button", label: "Save", id: nil, used: true)
    coverage.insertScreen("Profile")
    coverage.insertAction(["appLaunched"])
    #expect(coverage.takeNewlyReached() == [
      Coverage.Key(.screen, "Settings"), Coverage.Key(.element, "Settings: button \"Save\""),
      Coverage.Key(.interaction, "Settings: button \"Save\""), Coverage.Key(.action, "appLaunched"),
    ])
    coverage.insertScreen("Settings")
    #expect(coverage.takeNewlyReached() == [])
    coverage.insertDeepLink("myapp://settings")
    #expect(coverage.takeNewlyReached() == [Coverage.Key(.deepLink, "myapp://settings")])
  }

  @Test func whatARecordLogsIsNoPartOfWhatItIs() {
    var logging = Coverage()
    logging.logNewlyReached()
    logging.insertScreen("Profile")
    var plain = Coverage()
    plain.insertScreen("Profile")
    #expect(plain.takeNewlyReached() == [])
    #expect(logging == plain)
    #expect(Set([logging, plain]).count == 1)
  }

  @Test func anElementSeenIsKnownAsAnInteractionNotYetReached() {
    var coverage = Coverage()
    coverage.insertElement(screen: "Edit Profile", kind: "textField", label: "Name", id: "name", used: false)
    #expect(coverage.unreached == [Coverage.Key(.interaction, "Edit Profile: textField \"Name\" #name")])
    let read = Coverage(known: [], reached: [Coverage.Key(.element, "Edit Profile: textField \"Name\" #name")])
    #expect(read.unreached == coverage.unreached)
  }

  @Test func aKeyReadsBackFromItsDescription() {
    let key = Coverage.Key(.interaction, "Edit Profile: button \"Save\" #save")
    #expect(key.description == "interaction Edit Profile: button \"Save\" #save")
    #expect(Coverage.Key(description: key.description) == key)
    #expect(Coverage.Key(description: "widget Save") == nil)
    #expect(Coverage.Key(description: "screen") == nil)
  }

  @Test func anActionCountsForTheLongestKnownPrefixOfItsCasePath() {
    var coverage = Coverage(known: [Coverage.Key(.action, "auth.loginResponse")], reached: [])
    coverage.insertAction(["auth", "loginResponse", "success"])
    coverage.insertAction(["home", "refreshed"])
    #expect(coverage.reached == [Coverage.Key(.action, "auth.loginResponse"), Coverage.Key(.action, "home.refreshed")])
  }

  @Test func anActionsKeyIsTheLongestPrefixOfItsCasePathToldKnown() {
    let known: Set = ["auth", "auth.loginResponse"]
    #expect(
      Coverage.actionKey(["auth", "loginResponse", "success"], isKnown: known.contains)
        == Coverage.Key(.action, "auth.loginResponse"))
    #expect(
      Coverage.actionKey(["home", "refreshed"], isKnown: known.contains) == Coverage.Key(.action, "home.refreshed"))
    let coverage = Coverage(known: [Coverage.Key(.action, "auth.loginResponse")], reached: [])
    #expect(coverage.knowsAction(named: "auth.loginResponse"))
    #expect(!coverage.knowsAction(named: "auth"))
  }

  @Test func mergingUnitesWhatEachKnowsAndReached() {
    var exploration = Coverage()
    exploration.insertAction(["profile", "logoutTapped"])
    exploration.insertDeepLink("myapp://settings")
    let merged = suite.merging(exploration)
    #expect(merged.reached == suite.reached.union(exploration.reached))
    #expect(merged.unreached == [
      Coverage.Key(.screen, "Settings"), Coverage.Key(.action, "settings.languageChanged"),
      Coverage.Key(.state, "profile.name"),
    ])
  }

  @Test func anActionMergedByALongerCasePathCountsForTheLongestPrefixKnown() {
    var seed = Coverage()
    seed.insertAction(["settings", "themeSelected", "dark"])
    seed.insertAction(["tabSelected", "home"])
    var universe = Coverage(
      known: [Coverage.Key(.action, "settings.themeSelected"), Coverage.Key(.action, "appLaunched")], reached: [])
    universe.merge(seed)
    #expect(universe.reached == [Coverage.Key(.action, "settings.themeSelected"), Coverage.Key(.action, "tabSelected.home")])
    #expect(universe.unreached == [Coverage.Key(.action, "appLaunched")])
  }

  @Test func comparingListsWhatOnlyTheOtherReached() {
    var exploration = Coverage()
    exploration.insertAction(["profile", "editProfile", "saveTapped"])
    exploration.insertAction(["profile", "logoutTapped"])
    exploration.insertInvariant("Saving shows a spinner")
    #expect(exploration.reached(outside: suite) == [
      Coverage.Key(.action, "profile.logoutTapped"), Coverage.Key(.invariant, "Saving shows a spinner"),
    ])
    #expect(suite.reached(outside: suite).isEmpty)
  }

  @Test func theSummaryTalliesEachFeatureAndEachKind() {
    #expect(suite.features == [
      Coverage.FeatureSummary(
        feature: "app", actions: Coverage.Tally(reached: 1, known: 1), state: Coverage.Tally(reached: 0, known: 0),
        mockOutcomes: Coverage.Tally(reached: 0, known: 0)),
      Coverage.FeatureSummary(
        feature: "profile", actions: Coverage.Tally(reached: 1, known: 2), state: Coverage.Tally(reached: 0, known: 1),
        mockOutcomes: Coverage.Tally(reached: 1, known: 1)),
      Coverage.FeatureSummary(
        feature: "settings", actions: Coverage.Tally(reached: 0, known: 1), state: Coverage.Tally(reached: 0, known: 0),
        mockOutcomes: Coverage.Tally(reached: 0, known: 0)),
    ])
    #expect(suite.features[1].total.text == "2/4 (50%)")
    #expect(suite.kinds.map { "\($0.kind.plural) \($0.tally.text)" } == [
      "screens 1/2 (50%)", "elements seen 0/0 (100%)", "elements used 0/0 (100%)", "actions 2/4 (50%)",
      "state paths 0/1 (0%)", "mock outcomes 1/1 (100%)", "deep links 0/0 (100%)", "invariants 0/0 (100%)",
    ])
  }

  @Test func jsonListsTheReachedAndTheUnreachedPerKindAndReadsBackTheSame() throws {
    let text = try JSONText.encode(suite)
    #expect(
      text == """
        {
          "formatVersion" : 1,
          "reached" : {
            "action" : [
              "appLaunched",
              "profile.editProfile.saveTapped"
            ],
            "mockOutcome" : [
              "profile.save answer"
            ],
            "screen" : [
              "Profile"
            ]
          },
          "unreached" : {
            "action" : [
              "profile.logoutTapped",
              "settings.languageChanged"
            ],
            "screen" : [
              "Settings"
            ],
            "state" : [
              "profile.name"
            ]
          }
        }

        """)
    #expect(try JSONText.decode(Coverage.self, from: text) == suite)
  }

  @Test func jsonOfAnotherFormatVersionOrKindIsRefused() {
    #expect(throws: JSONTextError.self) {
      try JSONText.decode(Coverage.self, from: #"{ "formatVersion": 2 }"#)
    }
    #expect(throws: JSONTextError.self) {
      try JSONText.decode(Coverage.self, from: #"{ "formatVersion": 1, "reached": { "widget": ["x"] } }"#)
    }
  }

  @Test func theUniverseComesFromTheHostsReference() {
    let coverage = Coverage(reference: HostReference(host: InboxJourneyHost(bugs: [])))
    #expect(coverage.reached.isEmpty)
    #expect(coverage.unreached.filter { $0.kind == .mockOutcome } == [
      Coverage.Key(.mockOutcome, "inbox.fetch answer"), Coverage.Key(.mockOutcome, "inbox.fetch error offline"),
      Coverage.Key(.mockOutcome, "inbox.fetch error server"),
    ])
    #expect(coverage.unreached.filter { $0.kind == .action }.map(\.name) == [
      "archiveTapped", "autosaved", "backTapped", "cancelTapped", "composeChanged", "composeTapped", "fetchFailed",
      "fetched", "markAllReadTapped", "refreshTapped", "sendTapped",
    ])
    #expect(coverage.unreached.filter { $0.kind == .state }.map(\.name) == [
      "compose", "draftSaved", "errorMessage", "isLoading", "messages", "pendingRequests", "sent",
    ])
    // The inbox's host lists no screens and no deep links.
    #expect(Set(coverage.known.map(\.kind)) == [.action, .state, .mockOutcome])
  }
}
