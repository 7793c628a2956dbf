import MockKit
import PreferencesClient
import ReducerTesting
import TeaCatalogClient
import TeaTimerFeature
import Testing

@Suite struct TeaTimerFeatureTests {
  private func makeStore(
    _ state: TeaTimerFeature.State = TeaTimerFeature.State(), world: MockWorld
  ) -> TestStore<TeaTimerFeature> {
    TestStore(initialState: state) { TeaTimerFeature() } withDependencies: {
      $0.preferencesClient = .mock(world)
      $0.teaCatalogClient = .mock(world)
    }
  }

  private func catalog(_ teas: [Tea], latency: Duration = .zero) throws -> MockBehavior {
    .answer(try ValueEncoder().encode(teas), latency: latency)
  }

  @Test func launchFetchesTheCatalogAndLoadsTheSavedStrength() throws {
    let world = MockWorld.teaTimer()
    try world.configure("catalog", "teas", catalog([.sencha, .assam]))
    try world.store("preferences").setValue("strong", forKey: PreferencesClient.strengthKey)
    let store = makeStore(world: world)
    store.send(.appLaunched)
    store.receive(.catalogLoaded([.sencha, .assam])) { $0.catalog = .loaded([.sencha, .assam]) }
    store.receive(.strengthLoaded(.strong)) { $0.strength = .strong }
    store.finish()
  }

  @Test func aFailedFetchSaysWhyAndRetryFetchesAgain() throws {
    let world = MockWorld.teaTimer()
    try world.configure(
      "catalog", "teas", .sequence([.failure("noConnection"), try catalog([.sencha])]))
    let store = makeStore(world: world)
    store.send(.appLaunched)
    store.receive(.catalogFailed(.noConnection)) { $0.catalog = .failed(.noConnection) }
    store.send(.retryButtonTapped) { $0.catalog = .loading }
    store.receive(.catalogLoaded([.sencha])) { $0.catalog = .loaded([.sencha]) }
    store.finish()
    #expect(world.calls.filter { $0.mock == "catalog" }.count == 2)
  }

  @Test func aLinkOpenedWhileTheCatalogLoadsWaitsForIt() throws {
    let world = MockWorld.teaTimer()
    try world.configure("catalog", "teas", catalog([.sencha, .assam], latency: .milliseconds(500)))
    let store = makeStore(world: world)
    store.send(.appLaunched)
    store.send(.linkOpened("teatimer://brew/assam")) { $0.linkedTeaID = "assam" }
    store.advance(by: .milliseconds(500))
    store.receive(.catalogLoaded([.sencha, .assam])) {
      $0.catalog = .loaded([.sencha, .assam])
      $0.linkedTeaID = nil
      $0.brew = BrewFeature.State(tea: .assam, strength: .regular)
    }
    store.finish()
  }

  @Test(arguments: ["teatimer://brew/matcha", "teatimer://settings", "https://example.com/brew/sencha"])
  func aLinkToNoTeaOfTheCatalogOpensNothing(link: String) {
    let store = makeStore(TeaTimerFeature.State(catalog: .loaded([.sencha])), world: .teaTimer())
    store.send(.linkOpened(link))
    store.finish()
  }

  @Test func aLinkDoesNotInterruptATeaThatIsSteeping() {
    var steeping = BrewFeature.State(tea: .sencha, strength: .regular)
    steeping.phase = .steeping
    let state = TeaTimerFeature.State(catalog: .loaded([.sencha, .assam]), brew: steeping)
    let store = makeStore(state, world: .teaTimer())
    store.send(.linkOpened("teatimer://brew/assam"))
    store.finish()
  }

  @Test func aPickedStrengthIsSavedAndSetsTheSteepTimes() throws {
    let world = MockWorld.teaTimer()
    let store = makeStore(TeaTimerFeature.State(catalog: .loaded([.sencha])), world: world)
    store.send(.settingsButtonTapped) { $0.settings = SettingsFeature.State(strength: .regular) }
    store.send(.settings(.presented(.strengthSelected(.light)))) {
      $0.settings?.strength = .light
      $0.strength = .light
    }
    store.send(.settings(.presented(.doneButtonTapped))) { $0.settings = nil }
    store.send(.teaTapped(id: "sencha")) { $0.brew = BrewFeature.State(tea: .sencha, strength: .light) }
    store.finish()
    #expect(try world.store("preferences")[PreferencesClient.strengthKey] == "light")
  }

  @Test func goingBackStopsTheTimer() {
    let state = TeaTimerFeature.State(catalog: .loaded([.sencha]))
    let store = makeStore(state, world: .teaTimer())
    store.send(.teaTapped(id: "sencha")) { $0.brew = BrewFeature.State(tea: .sencha, strength: .regular) }
    store.send(.brew(.presented(.startButtonTapped))) { $0.brew?.phase = .steeping }
    store.advance(by: .seconds(1))
    store.receive(.brew(.presented(.timerTicked))) { $0.brew?.remainingSeconds = 89 }
    store.send(.brew(.presented(.backButtonTapped))) { $0.brew = nil }
    store.advance(by: .seconds(5))
    store.finish()
  }
}
