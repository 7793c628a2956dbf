import CasePaths
import Dependencies
import ReducerCore
import ReducerTesting
import Testing

@Suite struct TestStoreFailureTests {
  struct Counter: Reducer {
    struct State: Equatable { var count = 0; var label = "" }
    @CasePathable
    enum Action: Equatable, Sendable { case incrementTapped, delayedTapped, ticked(Int), noop, uploadTapped }
    struct UploadFailure: Error {}
    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .incrementTapped:
        state.count += 1
        return .none
      case .delayedTapped:
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.ticked(1))
        }
      case .ticked(let value):
        state.count += value
        return .none
      case .noop:
        return .none
      case .uploadTapped:
        return .run { [clock] _ in
          try await clock.sleep(for: .seconds(1))
          throw UploadFailure()
        }
      }
    }
  }

  @Test func aWrongExpectationShowsALabelledDiffAtTheCallSite() {
    var line: UInt = 0
    let issues = IssueCollector.collect {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      store.send(.incrementTapped) { $0.count = 2 }; line = #line
    }
    #expect(
      issues == [
        .init(
          message: """
            The state after sending .incrementTapped does not match the expectation: …

                TestStoreFailureTests.Counter.State(
              −   count: 2,
              +   count: 1,
                  label: ""
                )

            (Expected: −, Actual: +)

            Change the assertion closure so that it produces the actual state, or fix the reducer.
            """,
          line: line)
      ])
  }

  @Test func anUnassertedChangeFails() {
    let issues = IssueCollector.collect {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      store.send(.incrementTapped)
    }
    #expect(
      issues.map(\.message) == [
        """
        The state changed while sending .incrementTapped, but the test expected no change: …

            TestStoreFailureTests.Counter.State(
          −   count: 0,
          +   count: 1,
              label: ""
            )

        (Expected: −, Actual: +)

        Assert the change in a closure: 'store.send(action) { $0.field = newValue }'.
        """
      ])
  }

  @Test func aClosureThatChangesNothingFails() {
    let issues = IssueCollector.collect {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      store.send(.noop) { $0.count = 0 }
    }
    #expect(
      issues.map(\.message) == [
        """
        Expected the state to change while sending .noop, but it did not change. The assertion \
        closure made no change either.

        If no change is expected, omit the closure: 'store.send(action)'.
        """
      ])
  }

  @Test func receivingBeforeTimeMovesPointsAtThePendingTimer() {
    let issues = IssueCollector.collect {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      store.send(.delayedTapped)
      store.receive(.ticked(1)) { $0.count = 1 }
      store.advance(by: .seconds(1))
      store.receive(.ticked(1)) { $0.count = 1 }
    }
    #expect(
      issues.map(\.message) == [
        """
        Expected to receive .ticked(1), but received none.

        A timer is still pending:

          timer at 1s from effect of .delayedTapped

        If the effect that delivers it sleeps on the clock, move time first: 'store.advance(by:)'.
        """
      ])
  }

  @Test func anUnexpectedActionShowsADiff() {
    let issues = IssueCollector.collect {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      store.send(.delayedTapped)
      store.advance(by: .seconds(1))
      store.receive(.ticked(2)) { $0.count = 2 }
    }
    #expect(
      issues.map(\.message) == [
        """
        Received an unexpected action: …

          − TestStoreFailureTests.Counter.Action.ticked(2)
          + TestStoreFailureTests.Counter.Action.ticked(1)

        (Expected: −, Actual: +)
        """
      ])
  }

  @Test func sendingWithUnreceivedActionsFails() {
    let issues = IssueCollector.collect {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      store.send(.delayedTapped)
      store.advance(by: .seconds(1))
      store.send(.incrementTapped) { $0.count = 2 }
    }
    #expect(
      issues.map(\.message) == [
        """
        Must handle 1 received action before sending an action: …

          .ticked(1)

        Assert each with 'store.receive(…)' first, or skip them with 'store.skipReceivedActions()'.
        """
      ])
  }

  @Test func finishingWithEffectsInFlightFails() {
    let issues = IssueCollector.collect {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      store.send(.delayedTapped)
      store.finish()
    }
    #expect(
      issues.map(\.message) == [
        """
        An effect is still in flight at the end of the test: …

          effect of .delayedTapped, started at 0s, waiting on the clock

        Let them finish by moving time ('store.advance(by:)'), cancel them with an action that \
        returns '.cancel(id:)', or make the test non-exhaustive.
        """
      ])
  }

  @Test func anErrorAnEffectDoesNotHandleFailsTheCallDuringWhichItWasThrown() {
    var line: UInt = 0
    let issues = IssueCollector.collect {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      store.send(.uploadTapped)
      store.advance(by: .seconds(1)); line = #line
    }
    #expect(
      issues == [
        .init(
          message: """
            An 'Effect.run' returned from ReducerTestingTests/TestStoreFailureTests.swift:31 threw \
            an error it does not handle:

              UploadFailure()

            Handle every error other than cancellation: pass 'catch:' to 'Effect.run' and send an \
            action that shows the failure, or catch it inside the effect.
            (reported at ReducerTestingTests/TestStoreFailureTests.swift:31:21, in an effect of .uploadTapped)
            """,
          line: line)
      ])
  }

  @Test func nonExhaustiveStoresCheckOnlyWhatIsAsserted() {
    let issues = IssueCollector.collect {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      store.exhaustivity = .off
      store.send(.incrementTapped)
      store.send(.delayedTapped)
      store.advance(by: .seconds(1))
      store.send(.incrementTapped) { $0.count = 3 }
      store.finish()
    }
    #expect(issues == [])
  }

  @Test func aPassingTestReportsNothing() {
    let issues = IssueCollector.collect {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      store.send(.incrementTapped) { $0.count = 1 }
      store.send(.delayedTapped)
      store.advance(by: .seconds(1))
      store.receive(\.ticked) { $0.count = 2 }
      store.finish()
    }
    #expect(issues == [])
  }
}
