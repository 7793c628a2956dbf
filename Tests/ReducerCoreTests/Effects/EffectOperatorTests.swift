import CasePaths
import Dependencies
import ReducerCore
import ReducerTesting
import Testing

@Suite struct EffectOperatorTests {
  struct Feature: Reducer {
    struct State: Equatable { var log: [String] = [] }
    @CasePathable
    enum Action: Equatable, Sendable {
      case sendTapped, mergeTapped, concatenateTapped, mapTapped, failingTapped
      case cancelInFlightTapped(Int), stopTapped
      /// Sends `cancelInFlightTapped(number)` after `delay`.
      case cancelInFlightLater(Int, after: Duration)
      case logged(String)
    }
    enum CancelID: Hashable, Sendable { case work }
    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .sendTapped:
        return .send(.logged("sent"))
      case .mergeTapped:
        return .merge(delayed("slow", .seconds(2)), delayed("fast", .seconds(1)))
      case .concatenateTapped:
        return .concatenate(delayed("slow", .seconds(2)), delayed("fast", .seconds(1)))
      case .mapTapped:
        return Effect<String>.send("mapped").map { Action.logged($0.uppercased()) }
      case .failingTapped:
        return .run { _ in
          struct Failure: Error {}
          throw Failure()
        } catch: { _, send in
          await send(.logged("caught"))
        }
      case .cancelInFlightTapped(let number):
        return delayed("work \(number)", .seconds(1))
          .cancellable(id: CancelID.work, cancelInFlight: true)
      case .stopTapped:
        return .cancel(id: CancelID.work)
      case .cancelInFlightLater(let number, let delay):
        return .run { [clock] send in
          try await clock.sleep(for: delay)
          await send(.cancelInFlightTapped(number))
        }
      case .logged(let entry):
        state.log.append(entry)
        return .none
      }
    }

    private func delayed(_ entry: String, _ delay: Duration) -> Effect<Action> {
      .run { [clock] send in
        try await clock.sleep(for: delay)
        await send(.logged(entry))
      }
    }
  }

  @Test func sendDeliversAnAction() {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    store.send(.sendTapped)
    store.receive(.logged("sent")) { $0.log = ["sent"] }
  }

  @Test func mergeRunsEffectsAtTheSameTime() {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    store.send(.mergeTapped)
    store.advance(by: .seconds(1))
    store.receive(.logged("fast")) { $0.log = ["fast"] }
    store.advance(by: .seconds(1))
    store.receive(.logged("slow")) { $0.log = ["fast", "slow"] }
  }

  @Test func concatenateRunsEffectsOneAfterAnother() {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    store.send(.concatenateTapped)
    store.advance(by: .seconds(2))
    store.receive(.logged("slow")) { $0.log = ["slow"] }
    store.advance(by: .milliseconds(999))
    store.advance(by: .milliseconds(1))
    store.receive(.logged("fast")) { $0.log = ["slow", "fast"] }
  }

  @Test func mapTransformsActions() {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    store.send(.mapTapped)
    store.receive(.logged("MAPPED")) { $0.log = ["MAPPED"] }
  }

  @Test func runHandsErrorsToItsHandler() {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    store.send(.failingTapped)
    store.receive(\.logged) { $0.log = ["caught"] }
  }

  @Test func cancelInFlightKeepsOnlyTheNewestEffect() {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    store.send(.cancelInFlightTapped(1))
    store.advance(by: .milliseconds(500))
    store.send(.cancelInFlightTapped(2))
    store.advance(by: .seconds(1))
    store.receive(.logged("work 2")) { $0.log = ["work 2"] }
  }

  @Test func cancelInFlightAtTheSameInstantKeepsOnlyTheNewestEffect() {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    store.send(.cancelInFlightTapped(1))
    store.send(.cancelInFlightTapped(2))
    store.advance(by: .seconds(1))
    store.receive(.logged("work 2")) { $0.log = ["work 2"] }
    #expect(store.store.runtime.inFlightEffects.isEmpty)
  }

  @Test func anEffectDueAtTheInstantItsReplacementStartsNeverDelivers() {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    // The timer that starts the replacement was set first, so it wakes first at 1s; the first
    // effect's sleep, due at the same instant, is cancelled before it wakes.
    store.send(.cancelInFlightLater(2, after: .seconds(1)))
    store.send(.cancelInFlightTapped(1))
    store.advance(by: .seconds(1))
    store.receive(.cancelInFlightTapped(2))
    store.advance(by: .seconds(1))
    store.receive(.logged("work 2")) { $0.log = ["work 2"] }
  }

  @Test func anEffectThatWakesFirstAtTheSameInstantDeliversBeforeItsReplacementStarts() {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    store.send(.cancelInFlightTapped(1))
    store.send(.cancelInFlightLater(2, after: .seconds(1)))
    store.advance(by: .seconds(1))
    store.receive(.logged("work 1")) { $0.log = ["work 1"] }
    store.receive(.cancelInFlightTapped(2))
    store.advance(by: .seconds(1))
    store.receive(.logged("work 2")) { $0.log = ["work 1", "work 2"] }
  }

  @Test func cancelStopsTheEffectForGood() {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    store.send(.cancelInFlightTapped(1))
    store.send(.stopTapped)
    store.advance(by: .seconds(5))
    #expect(store.store.runtime.inFlightEffects.isEmpty)
  }
}
