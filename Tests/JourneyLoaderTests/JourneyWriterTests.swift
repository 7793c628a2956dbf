import JourneyLoader
import JourneyModel
import Testing

@Suite struct JourneyWriterTests {
  /// Every step kind exploration writes, and the checks invariants add, read back the same.
  static let text = """
    name: "Seed 7: invariant"
    description: Found by exploring.
    tags: [explore]
    given:
      signedIn: true
      mocks:
        auth.login:
          error: unauthorized
          latency: "200ms..2s"
        search.search:
          answer: []
          latency: "10s"
    schedule: 1234
    steps:
      - launch
      - tap: Sign In
      - tap:
          label: Delete
          id: row-2
      - type:
          text: "12"
          into: Email
      - type:
          text: ""
          into:
            label: Password
            id: pw
      - clear: Email
      - toggle: Notifications
      - toggle:
          label: Dark Mode
          to: false
      - select:
          option: Deutsch
          in: Language
      - back
      - dismiss
      - answer: Cancel
      - tap:
          label: Save
          refused: disabled
      - answer:
          button: Delete
          refused: no alert
      - element:
          label: Save
          enabled: false
          badge: null
      - deepLink: myapp://home
      - network: offline
      - wait: 1.5s
      - wait:
          until:
            screen: Home
          atMost: "2s"
      - wait:
          until:
            element:
              label: Save
              enabled: false
          atMost: "90s"
      - settle
      - settle: 2s
      - relaunch
      - background
      - foreground
      - see: "Zoë: 日本語 #1"
      - notSee: Loading
      - screen: Home
      - expect:
          pendingRequests:
            atLeast: 0
          user.name: Ada
          user.tags:
            count: 2
          user.email:
            not: null
          settings:
            equals:
              theme: dark
      - stored:
          keychain.accessToken: null
      - send:
          action: settings.languageChanged
          payload: vietnamese
      - receive:
          - auth.loginResponse
      - calls:
          auth:
            - login
            - logout: {}
      - snapshot: home
      - snapshot:
          name: dialog
          of: top
      - snapshot:
          name: row
          state: true
          of:
            label: Delete
            id: row-2
          redact:
            - \\d+h ago
            - matches: \\d{1,2}:\\d{2}
              as: "[time]"

    """

  @Test func aWrittenJourneyIsWhatWasRead() throws {
    let journey = try load(Self.text)
    let written = JourneyWriter.text(of: journey)
    #expect(written == Self.text)
    let reread = try load(written)
    #expect(reread.steps.map(\.kind) == journey.steps.map(\.kind))
    #expect(reread.given.mocks.map(\.behavior.value) == journey.given.mocks.map(\.behavior.value))
    #expect(reread.schedule == 1234)
  }

  private func load(_ text: String) throws -> Journey {
    try JourneyLoader(fileSystem: InMemoryFileSystem(["found.yaml": text])).load(file: "found.yaml").get()[0]
  }
}
