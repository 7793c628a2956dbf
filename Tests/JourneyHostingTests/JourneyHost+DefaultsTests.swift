import JourneyHosting
import MockKit
import Testing
import ValueCoding

@Suite struct JourneyHostDefaultsTests {
  let host = CounterHost()

  @Test func thereAreNoLifecycleActionsByDefault() {
    #expect(host.launchAction == nil)
    #expect(host.backgroundAction == nil)
    #expect(host.foregroundAction == nil)
    #expect(host.terminateAction == nil)
  }

  @Test func deepLinksAreUnsupportedAndTheNetworkHasNoActionByDefault() {
    #expect(throws: JourneyHostError.unsupported(step: "deepLink")) {
      try host.deepLinkAction(url: "counter://count/1")
    }
    #expect(host.networkAction(.offline) == nil)
  }

  @Test func preparingDoesNothingByDefault() throws {
    let world = MockWorld(catalog: host.mockCatalog)
    try host.prepare(world: world, given: CounterHost.Given())
    #expect(try world.store("defaults").contents.isEmpty)
    #expect(world.calls.isEmpty)
  }

  @Test func anEncodableStateReadsAsItsEncodingWithNilsAsNull() throws {
    let state = CounterApp.State(count: 2, history: [1])
    let value = try host.stateValue(state)
    #expect(value["count"] == 2)
    #expect(value["history"] == [1])
    #expect(value["goal"] == .null)
  }
}
