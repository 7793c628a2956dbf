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
    #expect(
      describe.output == """
        given keys (besides mocks):
          visits: integer

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
