import HarnessTestSupport
import JourneyCLI
import JourneySuite
import Testing

/// `journey describe` and `journey schema`, in-process against the greeter.
@Suite struct JourneyToolDescribeTests {
  @Test func describeListsWhatJourneysCanUse() throws {
    let sandbox = try Sandbox([:])
    let describe = journey(["describe"], in: sandbox)
    #expect(describe.status == .passed)
    // The steps end the text, as the reference renders them for any host (its own tests hold them).
    let steps = try #require(describe.output.range(of: "\nsteps (- name"))
    #expect(
      describe.output[..<steps.lowerBound] == """
        given keys (besides mocks):
          visits: integer
          now: date (ISO 8601)
            What the device's clock shows when the journey starts, an ISO 8601 date such as 2026-01-01T08:30:00Z.
            default: 2026-01-01T00:00:00Z
          timeZone: text
            The device's time zone, an IANA identifier such as Asia/Ho_Chi_Minh or an offset from UTC such as UTC+07:00: the app's timeZone and its calendar's.
            default: UTC
          locale: text
            The device's locale, an identifier it knows such as de_DE or vi_VN: the app's locale and its calendar's.
            default: en_US_POSIX
          network: one of offline | wifi | cellular | ethernet
            The network when the journey starts (a network step changes it, a relaunch keeps it); offline, the mocks reached over the network fail with their offline error unless set. The app hears of a change only if its host has a network action.
            default: wifi

        mocks (set in given.mocks or with mock, checked with calls):
          Behaviours, sequence positions, the call log, the stores and the network survive relaunch.
          While offline, a network mock's endpoints fail at once with its offline error, unless set.
          greeter: The greeting server.
            greeter.greet(name): Answers a greeting.
              default: answer after 500ms
              errors: unavailable
              answer: Hello!

        actions (send takes the path and its payload; receive matches a prefix of the path):
          launched
          nameChanged: text
          greetTapped
          greeted: text
          greetingFailed
          visitsChanged: integer

        state (expect paths; a path inside a part that is null, such as a feature's state before its
        screen shows, is there once the app sets it; an enumeration's case is a key holding its
        values, _0 for the first unlabelled one; an element of a list is path[0]):
          name: text
          greeting: text or null
          isGreeting: boolean
          visits: integer

        screens (screen steps):
          (the host lists none)

        """)
    #expect(describe.output[steps.upperBound...].hasPrefix(", or - name: argument; by what they are for, in the step reference's order):\n  app: "))
    #expect(describe.output.hasSuffix("\n      - run: { file: ../Shared/sign-in.subflow.yaml, with: { email: grace@example.com } }\n"))
  }

  @Test func describeWritesJSONWithTheSameContent() throws {
    let sandbox = try Sandbox([:])
    let describe = journey(["describe", "--json"], in: sandbox)
    #expect(describe.status == .passed)
    #expect(describe.output.hasPrefix("{\n  \"given\": [\n    {\n      \"key\": \"visits\",\n      \"type\": \"integer\","))
    #expect(describe.output.contains("\"path\": \"visitsChanged\",\n      \"payload\": \"integer\""))
    #expect(describe.output.contains("\"errors\": [\n            \"unavailable\"\n          ]"))
  }

  @Test func schemaKnowsTheHostsMocksAndActions() throws {
    let sandbox = try Sandbox([:])
    let schema = journey(["schema"], in: sandbox)
    #expect(schema.status == .passed)
    #expect(schema.output.hasPrefix("{\n  \"$schema\": \"https://json-schema.org/draft/2020-12/schema\","))
    #expect(schema.output.contains("\"greeter.greet\": {\n          \"$ref\": \"#/$defs/behaviour:greeter.greet\"\n        }"))
    #expect(schema.output.contains("\"enum\": [\n                \"unavailable\"\n              ]"))
    #expect(schema.output.contains("\"visits\": {\n          \"anyOf\": ["))
  }
}
