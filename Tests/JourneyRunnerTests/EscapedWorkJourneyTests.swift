import Dependencies
import Foundation
import JourneyHosting
import JourneyModel
import JourneyRunner
import MockKit
import ReducerCore
import Synchronization
import Testing
import TextUI

/// Journeys whose app escapes the runtime when Save is tapped, by each route, sending an action
/// back or not, run hundreds of times alongside ordinary journeys on several threads: every run
/// fails the same step with the same message naming the action, and the process survives.
@Suite struct EscapedWorkJourneyTests {
  /// How the Save button's effect escapes.
  enum Route: String, CaseIterable, Sendable {
    case unstructuredTask, detachedTask, mainActorRun, mainActorTask
  }

  /// The counter app, except that Save starts its work outside structured concurrency; the
  /// escaped work sets the count to 42 when it sends.
  struct EscapingCounter: Reducer {
    let route: Route
    let sends: Bool

    func reduce(into state: inout CounterApp.State, action: CounterApp.Action) -> Effect<CounterApp.Action> {
      guard action == .save(.tapped) else { return CounterApp().reduce(into: &state, action: action) }
      let sends = sends
      let land: @Sendable (Send<CounterApp.Action>) async -> Void = { send in
        if sends { await send(.counter(.setCount(42))) }
      }
      switch route {
      case .unstructuredTask:
        return .run { send in Task { await land(send) } }
      case .detachedTask:
        return .run { send in Task.detached { await land(send) } }
      case .mainActorRun:
        return .run { send in
          await MainActor.run {}
          await land(send)
        }
      case .mainActorTask:
        return .run { send in
          let hop: @MainActor @Sendable () async -> Void = { await land(send) }
          Task(operation: hop)
        }
      }
    }
  }

  struct EscapingHost: JourneyHost {
    typealias Feature = EscapingCounter
    struct Given: Decodable {}
    let route: Route
    let sends: Bool

    var mockCatalog: MockCatalog { MockCatalog([CounterBackend.descriptor]) }

    func initialState(given: Given, world: MockWorld) -> CounterApp.State { CounterApp.State() }

    func reducer() -> EscapingCounter { EscapingCounter(route: route, sends: sends) }

    func dependencies(world: MockWorld, into dependencies: inout DependencyValues) {
      dependencies.counterBackend = .mock(world)
      dependencies.counterDefaults = .mock(world)
    }

    func screen(_ state: CounterApp.State) -> Screen<CounterApp.Action> { CounterApp.screen(state) }
  }

  /// What a run shows: the status of each step, the failure and the count on the failed screen.
  struct Outcome: Equatable, Sendable {
    var statuses: [StepResult.Status]
    var failure: String?
    var showsLandedCount: Bool
  }

  static let escaping = counterJourney(
    .launch, .tap(ElementReference(label: "Save")), .see("Count: 42"), .settle(limit: .seconds(5)))
  static let ordinary = counterJourney(
    .launch, .tap(ElementReference(label: "Start")), .wait(.seconds(3)), .see("Count: 3"),
    .tap(ElementReference(label: "Stop")), .settle(limit: .seconds(5)))

  static func outcome(_ route: Route, sends: Bool) -> Outcome {
    let result = JourneyRunner(
      host: EscapingHost(route: route, sends: sends), snapshots: InMemorySnapshotStore(goldens: [:])
    ).run(escaping)
    return Outcome(
      statuses: result.stepStatuses, failure: result.failure?.message,
      showsLandedCount: result.failure?.screen?.contains("Count: 42") == true)
  }

  @Test func everyRouteFailsTheSameStepTheSameWayWhileOtherJourneysRun() {
    let cases = Route.allCases.flatMap { route in [(route, true), (route, false)] }
    let expected = cases.map { Self.outcome($0.0, sends: $0.1) }
    let runs = 400
    let mismatches = Mutex<[String]>([])
    let ordinaryFailures = Mutex(0)
    DispatchQueue.concurrentPerform(iterations: 4) { lane in
      for index in stride(from: lane, to: runs, by: 4) {
        if index.isMultiple(of: 2) {
          let (route, sends) = cases[(index / 2) % cases.count]
          let outcome = Self.outcome(route, sends: sends)
          if outcome != expected[(index / 2) % cases.count] {
            mismatches.withLock { $0.append("\(route) sends \(sends): \(outcome)") }
          }
        } else if run(Self.ordinary).failure != nil {
          ordinaryFailures.withLock { $0 += 1 }
        }
      }
    }
    #expect(mismatches.withLock { $0 } == [])
    #expect(ordinaryFailures.withLock { $0 } == 0)
    for (index, (route, sends)) in cases.enumerated() {
      let outcome = expected[index]
      #expect(outcome.statuses == [.passed, .failed, .skipped, .skipped], "\(route)")
      #expect(outcome.failure?.hasPrefix("An effect of .save(.tapped) ") == true, "\(route)")
      #expect(outcome.showsLandedCount == sends, "\(route) sends \(sends)")
    }
  }

  @Test func theMessageNamesTheRoute() {
    #expect(
      Self.outcome(.unstructuredTask, sends: true).failure?.hasPrefix(
        "An effect of .save(.tapped) started work outside structured concurrency: an "
          + "unstructured 'Task {}' or 'Task.detached'.") == true)
    #expect(
      Self.outcome(.detachedTask, sends: false).failure?.hasPrefix(
        "An effect of .save(.tapped) started work outside structured concurrency") == true)
    for route in [Route.mainActorRun, .mainActorTask] {
      #expect(
        Self.outcome(route, sends: true).failure?.hasPrefix(
          "An effect of .save(.tapped) hopped to the main actor ('MainActor.run', a '@MainActor' "
            + "function or task).") == true, "\(route)")
    }
  }

  @Test func timersOfAnEarlierLaunchNeverFireAndLaterOnesKeepTheirOrder() {
    let nothing = StepKind.receive([ActionPattern(path: ["navigation"], location: at(11, 9))])
    let result = run(
      counterJourney(
        .launch, .tap(ElementReference(label: "Start")), .wait(.milliseconds(1_500)), .relaunch,
        .tap(ElementReference(label: "Start")), .wait(.seconds(2)), nothing))
    #expect(
      result.failure?.message == """
        no action matching navigation was received
          received since the previous 'receive':
            1s .goal(.loaded(10)) from an effect of .app(.launched)
            1s .counter(.tick) from an effect of .counter(.startTapped)
            2.5s .goal(.loaded(10)) from an effect of .app(.launched)
            2.5s .counter(.tick) from an effect of .counter(.startTapped)
            3.5s .counter(.tick) from an effect of .counter(.startTapped)
        """)
  }
}
