import ReducerTesting
import TeaCatalogClient
import TeaTimerFeature
import Testing

@Suite struct BrewFeatureTests {
  private func makeStore(_ state: BrewFeature.State) -> TestStore<BrewFeature> {
    TestStore(initialState: state) { BrewFeature() }
  }

  @Test func theStrengthShortensOrLengthensTheSteep() {
    #expect(BrewFeature.State(tea: .sencha, strength: .light).steepSeconds == 60)
    #expect(BrewFeature.State(tea: .sencha, strength: .regular).steepSeconds == 90)
    #expect(BrewFeature.State(tea: .sencha, strength: .strong).steepSeconds == 120)
    let quick = Tea(id: "quick", name: "Quick", kind: .white, temperature: 80, steepSeconds: 20)
    #expect(BrewFeature.State(tea: quick, strength: .light).steepSeconds == 10)
  }

  @Test func theTimerCountsDownEverySecondUntilTheTeaIsReady() {
    let quick = Tea(id: "quick", name: "Quick", kind: .white, temperature: 80, steepSeconds: 40)
    let store = makeStore(BrewFeature.State(tea: quick, strength: .light))
    store.send(.startButtonTapped) { $0.phase = .steeping }
    store.advance(by: .milliseconds(999))
    store.advance(by: .milliseconds(1))
    store.receive(.timerTicked) { $0.remainingSeconds = 9 }
    store.advance(by: .seconds(8))
    for remaining in (1...8).reversed() {
      store.receive(.timerTicked) { $0.remainingSeconds = remaining }
    }
    store.advance(by: .seconds(1))
    store.receive(.timerTicked) {
      $0.remainingSeconds = 0
      $0.phase = .done
    }
    store.finish()
  }

  @Test func stopFillsTheTimerAgainAndStopsTheTicks() {
    let store = makeStore(BrewFeature.State(tea: .sencha, strength: .regular))
    store.send(.startButtonTapped) { $0.phase = .steeping }
    store.advance(by: .seconds(1))
    store.receive(.timerTicked) { $0.remainingSeconds = 89 }
    store.send(.stopButtonTapped) {
      $0.remainingSeconds = 90
      $0.phase = .ready
    }
    store.advance(by: .seconds(5))
    store.finish()
  }

  @Test func brewingAgainStartsFromAFullTimer() {
    var done = BrewFeature.State(tea: .sencha, strength: .regular)
    done.remainingSeconds = 0
    done.phase = .done
    let store = makeStore(done)
    store.send(.startButtonTapped) {
      $0.remainingSeconds = 90
      $0.phase = .steeping
    }
    store.advance(by: .seconds(90))
    store.skipReceivedActions()
    #expect(store.state.phase == .done)
    store.finish()
  }
}
