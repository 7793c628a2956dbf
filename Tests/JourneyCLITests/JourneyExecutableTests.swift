import HarnessTestSupport
import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The built `journey` executable against the app, in temporary folders: exit codes, what it
/// writes, and what it prints. The journeys only launch the app and snapshot whatever it shows,
/// so that they hold whatever the app's screens say.
@Suite struct JourneyExecutableTests {
  static let launch = """
    name: Launches
    tags: [smoke]
    steps:
      - launch
      - settle
      - snapshot: launched
    """

  static let notLaunched = """
    name: Looks before launching
    steps:
      - see: Welcome Home
    """

  static let broken = "name: Broken\nsteps:\n  - tapp: Sign In\n"

  @Test func theDefaultRunWritesMissingGoldensThenMatchesThem() throws {
    let sandbox = try Sandbox(["Scenarios/launch.yaml": Self.launch])
    let first = try BuiltTool.run(["run"], in: sandbox.root)
    #expect(first.status == 0)
    #expect(
      first.output == """
        ✓ Scenarios/launch.yaml › Launches (…)

        Golden files:

          wrote Scenarios/__snapshots__/launch/launched.txt (new snapshot)

        1 passed, 0 failed

        """)
    #expect(first.errors == "")
    let golden = try #require(sandbox.read("Scenarios/__snapshots__/launch/launched.txt"))
    #expect(golden.hasPrefix("screen "))

    let second = try BuiltTool.run(["run", "Scenarios/launch.yaml"], in: sandbox.root)
    #expect(second.status == 0)
    #expect(second.output == "✓ Scenarios/launch.yaml › Launches (…)\n\n1 passed, 0 failed\n")
  }

  @Test func withoutASubcommandTheToolRunsTheWholeSuite() throws {
    let sandbox = try Sandbox(["Scenarios/launch.yaml": Self.launch])
    _ = try BuiltTool.run(["run"], in: sandbox.root)
    let bare = try BuiltTool.run([], in: sandbox.root)
    #expect(bare.status == 0)
    #expect(bare.output == "✓ Scenarios/launch.yaml › Launches (…)\n\n1 passed, 0 failed\n")
  }

  @Test func anAbsolutePathNamesJourneysAsTheRelativePathDoes() throws {
    let sandbox = try Sandbox(["Scenarios/launch.yaml": Self.launch])
    let relative = try BuiltTool.run(["list", "Scenarios"], in: sandbox.root)
    let absolute = try BuiltTool.run(["list", sandbox.root + "/Scenarios/"], in: sandbox.root)
    #expect(absolute.output == "Scenarios/launch.yaml › Launches  [smoke]\n\n1 journey\n")
    #expect(absolute.output == relative.output)
  }

  @Test func aFailingRunExitsOneAndAnInvalidFileExitsTwo() throws {
    let sandbox = try Sandbox([
      "Scenarios/launch.yaml": Self.launch,
      "Scenarios/look.yaml": Self.notLaunched,
    ])
    let failing = try BuiltTool.run(["run"], in: sandbox.root)
    #expect(failing.status == 1)
    #expect(
      failing.output == """
        ✓ Scenarios/launch.yaml › Launches (…)
        ✗ Scenarios/look.yaml › Looks before launching (…)

        Failures:

        1) Scenarios/look.yaml › Looks before launching
        Scenarios/look.yaml:3:5: error: see "Welcome Home": the app is not running; add '- launch' before this step
          at virtual time 0s
          trace: .journey/traces/Scenarios-look--looks-before-launching--1b7f08a3.json (show it with 'journey trace show .journey/traces/Scenarios-look--looks-before-launching--1b7f08a3.json')

        Golden files:

          wrote Scenarios/__snapshots__/launch/launched.txt (new snapshot)

        1 passed, 1 failed

        """)

    try sandbox.write(Self.broken, to: "Scenarios/broken.yaml")
    let invalid = try BuiltTool.run(["run"], in: sandbox.root)
    #expect(invalid.status == 2)
    #expect(
      invalid.output == """
        Scenarios/broken.yaml:3:5: error: unknown step 'tapp'; did you mean 'tap'?
        ✓ Scenarios/launch.yaml › Launches (…)
        ✗ Scenarios/look.yaml › Looks before launching (…)

        Failures:

        1) Scenarios/look.yaml › Looks before launching
        Scenarios/look.yaml:3:5: error: see "Welcome Home": the app is not running; add '- launch' before this step
          at virtual time 0s
          trace: .journey/traces/Scenarios-look--looks-before-launching--1b7f08a3.json (show it with 'journey trace show .journey/traces/Scenarios-look--looks-before-launching--1b7f08a3.json')

        1 passed, 1 failed, 1 invalid file

        """)
  }

  @Test func ciModeWritesNothingAndFailsOnAMissingGolden() throws {
    let sandbox = try Sandbox(["Scenarios/launch.yaml": Self.launch])
    let flag = try BuiltTool.run(["run", "--ci"], in: sandbox.root)
    #expect(flag.status == 1)
    let variable = try BuiltTool.run(["run"], in: sandbox.root, environment: ["CI": "true"])
    #expect(variable.status == 1)
    #expect(variable.output == flag.output)
    #expect(flag.output.contains("snapshot 'launched' has no golden text yet"))
    #expect(sandbox.filesWithoutToolState == ["Scenarios/launch.yaml"])
  }

  @Test func aMismatchWritesTheNewTextAndUpdateAcceptsIt() throws {
    let sandbox = try Sandbox([
      "Scenarios/launch.yaml": Self.launch,
      "Scenarios/__snapshots__/launch/launched.txt": "screen Nothing\n",
    ])
    let mismatch = try BuiltTool.run(["run"], in: sandbox.root)
    #expect(mismatch.status == 1)
    #expect(mismatch.output.contains("  --- golden\n  +++ actual\n"))
    #expect(mismatch.output.contains("  wrote Scenarios/__snapshots__/launch/launched.txt.new (differs from the golden file)\n"))
    let actual = try #require(sandbox.read("Scenarios/__snapshots__/launch/launched.txt.new"))
    #expect(sandbox.read("Scenarios/__snapshots__/launch/launched.txt") == "screen Nothing\n")

    let update = try BuiltTool.run(["run", "--update"], in: sandbox.root)
    #expect(update.status == 0)
    #expect(sandbox.read("Scenarios/__snapshots__/launch/launched.txt") == actual)
    #expect(sandbox.filesWithoutToolState == ["Scenarios/__snapshots__/launch/launched.txt", "Scenarios/launch.yaml"])
    #expect(try BuiltTool.run(["run", "--ci"], in: sandbox.root).status == 0)
  }

  @Test func obsoleteGoldensAreListedAndPruneDeletesThem() throws {
    let sandbox = try Sandbox([
      "Scenarios/launch.yaml": Self.launch,
      "Scenarios/__snapshots__/launch/launched-twice.txt": "screen Old\n",
    ])
    let listed = try BuiltTool.run(["run"], in: sandbox.root)
    #expect(listed.status == 0)
    #expect(
      listed.output.contains(
        "  Scenarios/__snapshots__/launch/launched-twice.txt: obsolete golden file: no journey of Scenarios/launch.yaml takes snapshot 'launched-twice'; delete it with 'journey run --prune'\n"
      ))
    #expect(sandbox.exists("Scenarios/__snapshots__/launch/launched-twice.txt"))
    #expect(try BuiltTool.run(["run", "--ci"], in: sandbox.root).status == 1)

    let pruned = try BuiltTool.run(["run", "--prune"], in: sandbox.root)
    #expect(pruned.status == 0)
    #expect(pruned.output.contains("  deleted Scenarios/__snapshots__/launch/launched-twice.txt (obsolete)\n"))
    #expect(sandbox.filesWithoutToolState == ["Scenarios/__snapshots__/launch/launched.txt", "Scenarios/launch.yaml"])
  }

  @Test func theJUnitReportParses() throws {
    let sandbox = try Sandbox([
      "Scenarios/launch.yaml": Self.launch,
      "Scenarios/look.yaml": Self.notLaunched,
      "Scenarios/broken.yaml": Self.broken,
    ])
    let run = try BuiltTool.run(["run", "--format", "junit", "--output", "reports/junit.xml"], in: sandbox.root)
    #expect(run.status == 2)
    #expect(run.output.hasSuffix("\n1 passed, 1 failed, 1 invalid file\n"))
    let text = try #require(sandbox.read("reports/junit.xml"))
    let root = try #require(try XMLDocument(data: Data(text.utf8)).rootElement())
    #expect(root.attribute(forName: "tests")?.stringValue == "3")
    #expect(root.attribute(forName: "failures")?.stringValue == "1")
    #expect(root.attribute(forName: "errors")?.stringValue == "1")
    let cases = root.elements(forName: "testsuite").flatMap { $0.elements(forName: "testcase") }
    #expect(cases.map { $0.attribute(forName: "name")?.stringValue } == ["Scenarios/broken.yaml", "Launches", "Looks before launching"])
    #expect(
      cases[2].elements(forName: "failure").first?.attribute(forName: "message")?.stringValue
        == #"Scenarios/look.yaml:3: see "Welcome Home": the app is not running; add '- launch' before this step"#)
  }

  @Test func listAndCheck() throws {
    let sandbox = try Sandbox([
      "Scenarios/launch.yaml": Self.launch,
      "Scenarios/look.yaml": Self.notLaunched,
    ])
    let list = try BuiltTool.run(["list", "--tag", "smoke"], in: sandbox.root)
    #expect(list.status == 0)
    #expect(list.output == "Scenarios/launch.yaml › Launches  [smoke]\n\n1 journey, 1 skipped\n")

    let check = try BuiltTool.run(["check"], in: sandbox.root)
    #expect(check.status == 0)
    #expect(check.output == "\n2 files, 2 journeys: no problems\n")

    try sandbox.write("name: Bad mock\ngiven:\n  mocks:\n    auth.logn: { error: unauthorized }\nsteps: [launch]\n", to: "Scenarios/mock.yaml")
    let bad = try BuiltTool.run(["check", "Scenarios/mock.yaml"], in: sandbox.root)
    #expect(bad.status == 2)
    #expect(bad.output.hasPrefix("Scenarios/mock.yaml:4:5: error: given: unknown endpoint 'logn' of mock 'auth'; did you mean 'login'?"))
    #expect(bad.output.hasSuffix("\n1 file, 0 journeys: 1 error in 1 file\n"))
  }

  @Test func checkKnowsThePathsInsideFeaturesAndTheDevicesTimeZonesAndLocales() throws {
    let check = try checkFile(
      "Scenarios/inside.yaml",
      """
        name: Inside features
        given:
          preferences: { theme: neon, langauge: vi }
          timeZone: Asia/Ho_Chi_Min
          locale: xx_YY
        steps:
          - launch
          - expect:
              home.userNme: Ada
              explore.search.results._0: []
              login.destination.signUp._0.emial: ada@example.com
        """)
    #expect(check.status == 2)
    let timeZoneExpected = "an IANA identifier such as Asia/Ho_Chi_Minh, or an offset from UTC such as UTC+07:00"
    #expect(
      check.output == """
        Scenarios/inside.yaml:3:25: error: unknown value 'neon' at given.preferences.theme; expected one of: auto, light, dark
        Scenarios/inside.yaml:3:31: error: unknown key 'langauge' at given.preferences; did you mean 'language'?
        Scenarios/inside.yaml:4:13: error: invalid value at given.timeZone: unknown time zone 'Asia/Ho_Chi_Min'; \
        expected \(timeZoneExpected); did you mean 'Asia/Ho_Chi_Minh'?
        Scenarios/inside.yaml:5:11: error: invalid value at given.locale: unknown locale 'xx_YY'; \
        expected an identifier such as de_DE or vi_VN, language and region
        Scenarios/inside.yaml:9:7: error: expect: 'home' has no key 'userNme'; did you mean 'userName'? \
        Run 'journey describe' to list the state's paths.
        Scenarios/inside.yaml:11:7: error: expect: 'login.destination.signUp._0' has no key 'emial'; \
        did you mean 'email'? Run 'journey describe' to list the state's paths.

        1 file, 0 journeys: 6 errors in 1 file

        """)
  }

  @Test func checkFindsEveryProblemOfAPayloadAndOfAnAnswer() throws {
    let check = try checkFile(
      "Scenarios/payloads.yaml",
      """
        name: Payloads
        given:
          mocks:
            activity.fetchNotifications: { answer: [{ id: 1, title: Hi, bdy: x, timestamp: yesterday }] }
        steps:
          - launch
          - send: { action: networkStatusChanged, payload: { isConected: true, connectionType: wify } }
          - send: { action: login.signInSucceeded, payload: { id: 7, name: Ada, email: [a], avatarURL: "a b" } }
        """)
    #expect(check.status == 2)
    let answer = "given: invalid answer for activity.fetchNotifications"
    let network = "send networkStatusChanged: invalid payload for action 'networkStatusChanged'"
    let signIn = "send login.signInSucceeded: invalid payload for action 'login.signInSucceeded'"
    #expect(
      check.output == """
        Scenarios/payloads.yaml:4:45: error: \(answer): missing key 'isRead' at answer[0]
        Scenarios/payloads.yaml:4:51: error: \(answer): expected a string at answer[0].id, found a number
        Scenarios/payloads.yaml:4:65: error: \(answer): missing key 'body' at answer[0]; found 'bdy', did you mean 'body'?
        Scenarios/payloads.yaml:4:84: error: \(answer): expected an ISO 8601 date-time like \
        '2024-05-01T09:30:00Z' at answer[0].timestamp, found 'yesterday'
        Scenarios/payloads.yaml:7:54: error: \(network): missing key 'isConnected' at the top level; \
        found 'isConected', did you mean 'isConnected'?
        Scenarios/payloads.yaml:7:88: error: \(network): unknown value 'wify' at connectionType; did you mean 'wifi'?
        Scenarios/payloads.yaml:8:59: error: \(signIn): expected a string at id, found a number
        Scenarios/payloads.yaml:8:80: error: \(signIn): expected a string at email, found a list
        Scenarios/payloads.yaml:8:96: error: \(signIn): expected a URL at avatarURL, found 'a b'

        1 file, 0 journeys: 9 errors in 1 file

        """)
  }

  @Test func checkFindsAnExpectationThatCanNeverHold() throws {
    let check = try checkFile(
      "Scenarios/expect.yaml",
      """
        name: Expectations
        steps:
          - launch
          - expect:
              settings.theme: drak
              user.preferences.language: { equals: fr }
              login.email: 5
              network.pendingRequestsCount: 1.5
              saveFailure: null
              navigation.selectedTab: { not: hme }
              network.connectionType: wifi
              login.password: { atLeast: 3 }
              config.remoteConfig.show_onboarding: { count: 1 }
              login.isSigningIn: { contains: x }
              user.profile.name: { count: 3 }
          - expect:
              network.pendingRequestsCount: { atLeast: 0, prefix: "1" }
              network.isConnected: { matches: "^t" }
        """)
    #expect(check.status == 2)
    #expect(
      check.output == """
        Scenarios/expect.yaml:5:23: error: expect: 'settings.theme' holds one of auto, light, dark, \
        so it never equals 'drak'; did you mean 'dark'?
        Scenarios/expect.yaml:6:34: error: expect: 'user.preferences.language' holds one of en, vi, \
        so it never equals 'fr'
        Scenarios/expect.yaml:7:20: error: expect: 'login.email' holds text, so it never equals 5 (a number)
        Scenarios/expect.yaml:8:37: error: expect: 'network.pendingRequestsCount' holds an integer, \
        so it never equals 1.5 (a number)
        Scenarios/expect.yaml:12:23: error: expect: 'login.password' holds text, so it is never at least 3
        Scenarios/expect.yaml:13:44: error: expect: 'config.remoteConfig.show_onboarding' holds true or false \
        or null, so it has no count
        Scenarios/expect.yaml:14:26: error: expect: 'login.isSigningIn' holds true or false, so it contains nothing
        Scenarios/expect.yaml:17:37: error: expect: 'network.pendingRequestsCount' holds an integer, \
        so it never starts with "1": only text can
        Scenarios/expect.yaml:18:28: error: expect: 'network.isConnected' holds true or false, \
        so it never matches /^t/: only text can

        1 file, 0 journeys: 9 errors in 1 file

        """)
  }

  @Test func checkFindsAValueExpectedOfAnEnumerationsCaseInsteadOfItsValue() throws {
    let check = try checkFile(
      "Scenarios/case.yaml",
      """
        name: Case
        steps:
          - launch
          - expect:
              profile.stats.failed: noConnection
              profile.stats.loaded: { equals: { _0: { posts: 1, followers: 2, following: 3 } } }
              profile.stats.failed._0: noConnection
        """)
    #expect(check.status == 2)
    #expect(
      check.output == """
        Scenarios/case.yaml:5:29: error: expect: 'profile.stats.failed' holds its case's values under _0, \
        so it never equals noConnection (a string); write profile.stats.failed._0: noConnection

        1 file, 0 journeys: 1 error in 1 file

        """)
  }

  @Test func checkWarnsOfAScreenOrStoredKeyTheHostDoesNotList() throws {
    let check = try checkFile(
      "Scenarios/lists.yaml",
      """
        name: Lists
        given:
          keychain: { accessToken: a, refreshTokn: b }
        steps:
          - launch
          - screen: Hom
          - screen: Analytics
          - stored: { keychain.acessToken: x, keychain.tokn: y, storage.anything: 1 }
        """)
    #expect(check.status == 0)
    #expect(
      check.output == """
        Scenarios/lists.yaml:3:31: warning: given: 'refreshTokn' is not one of the keys the host lists \
        in 'keychain'; did you mean 'refreshToken'?
        Scenarios/lists.yaml:6:5: warning: screen Hom: 'Hom' is not one of the screens the host lists; \
        did you mean 'Home'?
        Scenarios/lists.yaml:8:15: warning: stored: 'acessToken' is not one of the keys the host lists \
        in 'keychain'; did you mean 'accessToken'?
        Scenarios/lists.yaml:8:39: warning: stored: 'tokn' is not one of the keys the host lists in \
        'keychain': accessToken, refreshToken
        Scenarios/lists.yaml:8:57: warning: stored: 'anything' is not one of the keys the host lists in \
        'storage': userPreferences, userProfile, onboardingCompleted, rememberedEmail, minAppVersion

        1 file, 1 journey: 5 warnings

        """)
  }

  /// What `journey check` prints and exits with in a sandbox holding only `text` at `path`.
  private func checkFile(_ path: String, _ text: String) throws -> BuiltExecutable.Run {
    let sandbox = try Sandbox([path: text])
    return try BuiltTool.run(["check"], in: sandbox.root)
  }

  @Test func usage() throws {
    let sandbox = try Sandbox()
    let help = try BuiltTool.run(["--help"], in: sandbox.root)
    #expect(help.status == 0)
    #expect(help.output.contains("USAGE: journey <subcommand>"))
    let wrong = try BuiltTool.run(["run", "--shard", "5"], in: sandbox.root)
    #expect(wrong.status == 2)
    #expect(wrong.errors == "error: invalid shard '5': expected 'i/n', such as '1/4'\n")
    let missing = try BuiltTool.run(["run"], in: sandbox.root)
    #expect(missing.status == 2)
    #expect(
      missing.output
        == "Scenarios/:1:1: error: no such file or folder; relative paths start at the working folder, "
        + "\(sandbox.root), so run from the folder this path starts at, or write it from \(sandbox.root)\n\n"
        + "0 passed, 0 failed\n")
  }

  /// A usage error that repeats a 100 KB argument writes more to standard error than a pipe
  /// holds, while standard output stays open: the run still ends, as both are read at once.
  @Test func moreOnStandardErrorThanAPipeHoldsIsReadToTheEnd() throws {
    let sandbox = try Sandbox()
    let option = "--" + String(repeating: "x", count: 100_000)
    let wrong = try BuiltTool.run(["run", option], in: sandbox.root)
    #expect(wrong.status == 2)
    #expect(wrong.errors.utf8.count > 100_000)
    #expect(wrong.errors.contains(option))
  }
}
