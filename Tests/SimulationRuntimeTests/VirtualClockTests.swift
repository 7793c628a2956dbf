import Testing

@testable import SimulationRuntime

@Suite struct VirtualClockTests {
  @Test func aTimerFiresExactlyAtItsDeadline() {
    let store = SimulationStore(initialState: TimerFeature.State(), reducer: TimerFeature())
    store.send(.startTimer(id: 1, after: .seconds(1)))
    store.advance(by: .milliseconds(999))
    #expect(store.state.log == [])
    store.advance(by: .milliseconds(1))
    #expect(store.state.log == ["fired 1"])
    #expect(!store.runtime.hasPendingWork)
  }

  @Test func debounceKeepsOnlyTheLatestQuery() {
    let store = SimulationStore(initialState: TimerFeature.State(), reducer: TimerFeature())
    store.send(.queryChanged("s"))
    store.advance(by: .milliseconds(200))
    store.send(.queryChanged("sw"))
    store.advance(by: .milliseconds(200))
    store.send(.queryChanged("swift"))
    store.advance(by: .milliseconds(299))
    #expect(store.state.searched == [])
    store.advance(by: .milliseconds(1))
    #expect(store.state.searched == ["swift"])
  }

  @Test func hoursOfTicksRunInstantly() {
    let store = SimulationStore(initialState: TimerFeature.State(), reducer: TimerFeature())
    store.send(.startTicking)
    store.advance(by: .seconds(7_200))
    #expect(store.state.ticks == 7_200)
    store.send(.stopTicking)
    #expect(!store.runtime.hasPendingWork)
  }
}
