import AppJourneyHost
import JourneyLoader
import JourneyModel
import JourneyRunner
import Testing

@Suite struct AppJourneyHostTests {
  @Test func aJourneyRunsAgainstTheApp() throws {
    let source = """
      name: Sign in
      given:
        onboardingCompleted: true
      steps:
        - launch
        - screen: Login
        - type: { text: ada@example.com, into: Email }
        - type: { text: correct-horse, into: Password }
        - tap: Sign In
        - wait: 800ms
        - screen: Home
        - expect: { user.profile.email: ada@example.com }
      """
    let loader = JourneyLoader(fileSystem: InMemoryFileSystem(["sign-in.yaml": source]))
    let journeys = try loader.load(file: "sign-in.yaml").get()
    let runner = JourneyRunner(host: AppJourneyHost(), snapshots: NoGoldenSnapshots())
    let result = runner.run(journeys[0])
    #expect(result.failure == nil, "\(result.failure?.description ?? "")")
    #expect(result.status == .passed)
  }

  /// The result of running `source`, a journey file, against the app.
  func run(_ source: String) throws -> JourneyResult {
    let loader = JourneyLoader(fileSystem: InMemoryFileSystem(["j.yaml": source]))
    let journeys = try loader.load(file: "j.yaml").get()
    return JourneyRunner(host: AppJourneyHost(), snapshots: NoGoldenSnapshots()).run(journeys[0])
  }

  @Test func theGreetingFollowsTheDevicesTimeZone() throws {
    func greeting(timeZone: String) -> String {
      """
      name: Greeting
      given: { signedIn: true, onboardingCompleted: true, now: "2026-01-01T08:00:00+07:00"\(timeZone) }
      steps: [launch, { see: "Good morning, Ada" }, settle]
      """
    }
    let local = try run(greeting(timeZone: ", timeZone: Asia/Ho_Chi_Minh, locale: vi_VN"))
    #expect(local.failure == nil, "\(local.failure?.description ?? "")")
    let utc = try run(greeting(timeZone: ""))
    #expect(utc.failure?.message.hasPrefix("no visible text contains \"Good morning, Ada\"; did you mean \"Good evening, Ada\"?") == true)
  }

  @Test func aRelaunchOpensOnTheNetworkTheDeviceIsIn() throws {
    let wentOffline = try run(
      """
      name: Offline
      given: { signedIn: true, onboardingCompleted: true, network: cellular }
      steps:
        - launch
        - network: offline
        - relaunch
        - expect: { network.isConnected: false, network.connectionType: none }
        - see: You're offline
        - network: cellular
        - relaunch
        - expect: { network.isConnected: true, network.connectionType: cellular }
        - notSee: You're offline
        - settle
      """)
    #expect(wentOffline.failure == nil, "\(wentOffline.failure?.description ?? "")")
    let cameBack = try run(
      """
      name: Online
      given: { signedIn: true, onboardingCompleted: true, network: offline }
      steps:
        - launch
        - see: You're offline
        - network: wifi
        - relaunch
        - expect: { network.isConnected: true, network.connectionType: wifi }
        - notSee: You're offline
        - settle
      """)
    #expect(cameBack.failure == nil, "\(cameBack.failure?.description ?? "")")
  }

  @Test(arguments: ["cellular", "ethernet"])
  func aRelaunchOpensOnTheKindOfConnectionTheDeviceChangedTo(_ connection: String) throws {
    let result = try run(
      """
      name: Changed connection
      given: { signedIn: true, onboardingCompleted: true }
      steps:
        - launch
        - expect: { network.connectionType: wifi }
        - network: \(connection)
        - relaunch
        - expect: { network.isConnected: true, network.connectionType: \(connection) }
        - settle
      """)
    #expect(result.failure == nil, "\(result.failure?.description ?? "")")
  }

  @Test func anOffsetFromUTCIsATimeZone() throws {
    let result = try run(
      """
      name: Greeting
      given: { signedIn: true, onboardingCompleted: true, now: "2026-01-01T08:00:00+07:00", timeZone: "UTC+07:00" }
      steps: [launch, { see: "Good morning, Ada" }, settle]
      """)
    #expect(result.failure == nil, "\(result.failure?.description ?? "")")
  }

  @Test func anUnknownTimeZoneOrLocaleFailsBeforeTheFirstStepAtItsValue() throws {
    let timeZone = try run("name: X\ngiven: { timeZone: Mars/Olympus }\nsteps: [launch]\n")
    #expect(
      timeZone.failure?.message
        == "invalid value at given.timeZone: unknown time zone 'Mars/Olympus'; expected an IANA "
        + "identifier such as Asia/Ho_Chi_Minh, or an offset from UTC such as UTC+07:00")
    #expect(timeZone.failure?.location == FileLocation(file: "j.yaml", line: 2, column: 20))
    let locale = try run("name: X\ngiven:\n  locale: de-DE\nsteps: [launch]\n")
    #expect(
      locale.failure?.message
        == "invalid value at given.locale: unknown locale 'de-DE'; expected an identifier such as "
        + "de_DE or vi_VN, language and region; did you mean 'de_DE'?")
    #expect(locale.failure?.location == FileLocation(file: "j.yaml", line: 3, column: 11))
  }

  @Test func givenFlagsGoOverTheRemoteConfigsDefaultAnswerWhenAJourneyPinnedOnlyItsLatency() throws {
    let result = try run(
      """
      name: Flags
      given:
        flags: { featureNewUI: true }
        mocks: { remoteConfig.fetch: { latency: 2s } }
      steps:
        - launch
        - wait: 2s
        - calls: { remoteConfig: [fetch] }
        - expect: { config.featureFlags.featureNewUI: true, config.featureFlags.enableAnalytics: true }
        - settle
      """)
    #expect(result.failure == nil, "\(result.failure?.description ?? "")")
    #expect(result.status == .passed)
  }

  @Test func signedInIsTrueFalseOrAnAccount() throws {
    let text = try run("name: X\ngiven: { signedIn: yes please }\nsteps: [launch]\n")
    #expect(
      text.failure?.message
        == "invalid value at given.signedIn: expected true, false or an account such as "
        + "{ name: Grace Hopper, email: grace@example.com }")
    let account = try run("name: X\ngiven: { signedIn: { name: Grace Hopper } }\nsteps: [launch]\n")
    #expect(account.failure?.message == "missing key 'email' at given.signedIn")
  }
}
