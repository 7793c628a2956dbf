import Dependencies
import DependenciesMacros
import IssueReporting
import JourneyHosting
import JourneyModel
import JourneyRunner
import MockKit
import ReducerCore
import Testing
import TextUI

/// Journeys whose app reports an issue through `reportIssue` when Save is tapped: the step that
/// caused it fails with the issue's message and the Swift place that reported it, whether the
/// reducer, an effect, an effect's unhandled error or an unimplemented dependency reported it.
@Suite struct ReportedIssueJourneyTests {
  /// Where the app reports its issue.
  enum Source: Sendable {
    case reducer, effectAfterSleep, unhandledError, unimplementedEndpoint, warning
    /// The host, while it builds the screen, outside the app's store.
    case screen
  }

  struct SaveFailure: Error, CustomStringConvertible {
    var description: String { "the disk is full" }
  }

  @DependencyClient
  struct Uploader: Sendable {
    var upload: @Sendable (_ count: Int) async throws -> Void
  }

  /// The counter app, except that Save reports an issue from `source`.
  struct ReportingCounter: Reducer {
    let source: Source
    /// The line of each `reportIssue` and `.run` below, as the message names it (with the column
    /// of the call's opening parenthesis or trailing closure).
    static let reducerLine = 46
    static let effectLine = 52
    static let throwingRunLine = 55
    static let warningLine = 62

    func reduce(into state: inout CounterApp.State, action: CounterApp.Action) -> Effect<CounterApp.Action> {
      guard action == .save(.tapped) else { return CounterApp().reduce(into: &state, action: action) }
      switch source {
      case .reducer:
        reportIssue("The count cannot be saved while it is zero.")
        return .none
      case .effectAfterSleep:
        return .run { _ in
          @Dependency(\.continuousClock) var clock
          try await clock.sleep(for: .seconds(1))
          reportIssue("The save came back empty.")
        } catch: { _, _ in }
      case .unhandledError:
        return .run { _ in throw SaveFailure() }
      case .unimplementedEndpoint:
        return .run { [count = state.count] _ in
          @Dependency(Uploader.self) var uploader
          try await uploader.upload(count)
        } catch: { _, _ in }
      case .warning:
        reportIssue("Saving twice is slow.", severity: .warning)
        return .none
      case .screen:
        return .none
      }
    }
  }

  struct ReportingHost: JourneyHost {
    typealias Feature = ReportingCounter
    struct Given: Decodable {}
    let source: Source

    var mockCatalog: MockCatalog { MockCatalog([CounterBackend.descriptor]) }

    func initialState(given: Given, world: MockWorld) -> CounterApp.State { CounterApp.State() }

    func reducer() -> ReportingCounter { ReportingCounter(source: source) }

    func dependencies(world: MockWorld, into dependencies: inout DependencyValues) {
      dependencies.counterBackend = .mock(world)
      dependencies.counterDefaults = .mock(world)
      dependencies[Uploader.self] = Uploader()
    }

    func screen(_ state: CounterApp.State) -> Screen<CounterApp.Action> {
      if source == .screen {
        reportIssue("The screen has no title.")
      }
      return CounterApp.screen(state)
    }
  }

  static let journey = counterJourney(
    .launch, .tap(ElementReference(label: "Save")), .wait(.seconds(2)), .see("Count: 0"))

  static func run(_ source: Source) -> JourneyResult {
    JourneyRunner(host: ReportingHost(source: source), snapshots: InMemorySnapshotStore(goldens: [:]))
      .run(journey)
  }

  static let file = "JourneyRunnerTests/ReportedIssueJourneyTests.swift"

  @Test func anIssueTheReducerReportsFailsTheStepThatSentTheAction() {
    let result = Self.run(.reducer)
    #expect(result.stepStatuses == [.passed, .failed, .skipped, .skipped])
    #expect(result.failure?.location == at(5))
    #expect(
      result.failure?.message == """
        The count cannot be saved while it is zero.
        (reported at \(Self.file):\(ReportingCounter.reducerLine):20, while the reducer handled .save(.tapped))
        """)
  }

  @Test func anIssueAnEffectReportsLaterFailsTheStepDuringWhichItRan() {
    let result = Self.run(.effectAfterSleep)
    #expect(result.stepStatuses == [.passed, .passed, .failed, .skipped])
    #expect(result.failure?.location == at(6))
    #expect(
      result.failure?.message == """
        The save came back empty.
        (reported at \(Self.file):\(ReportingCounter.effectLine):22, in an effect of .save(.tapped))
        """)
  }

  @Test func anErrorAnEffectThrowsWithoutCatchFailsTheStepNamingItsAction() {
    let result = Self.run(.unhandledError)
    #expect(result.stepStatuses == [.passed, .failed, .skipped, .skipped])
    #expect(
      result.failure?.message == """
        An 'Effect.run' returned from \(Self.file):\(ReportingCounter.throwingRunLine) threw an error it does not handle:

          the disk is full

        Handle every error other than cancellation: pass 'catch:' to 'Effect.run' and send an action that shows the failure, or catch it inside the effect.
        (reported at \(Self.file):\(ReportingCounter.throwingRunLine):21, in an effect of .save(.tapped))
        """)
  }

  @Test func anUnimplementedEndpointNamesTheDependencyAndHowToMockIt() throws {
    let result = Self.run(.unimplementedEndpoint)
    #expect(result.stepStatuses == [.passed, .failed, .skipped, .skipped])
    let message = try #require(result.failure?.message)
    #expect(
      message.hasPrefix(
        """
        The app called Uploader.upload, which the host leaves unimplemented: no mock answers it. \
        Set 'Uploader' to a mock of the world in the host's 'dependencies(world:into:)'
        """), "\(message)")
    #expect(message.contains("Unimplemented: 'Uploader.upload'"), "\(message)")
    #expect(message.contains("in an effect of .save(.tapped)"), "\(message)")
  }

  @Test func anIssueTheHostReportsOutsideTheStoreFailsTheStepThatAskedForTheScreen() throws {
    let result = Self.run(.screen)
    #expect(result.stepStatuses == [.passed, .failed, .skipped, .skipped])
    let message = try #require(result.failure?.message)
    #expect(message.hasPrefix("The screen has no title.\n(reported at \(Self.file):"), "\(message)")
    #expect(message.hasSuffix(", outside the app's reducers and effects)"), "\(message)")
  }

  @Test func aWarningPassesTheStepAndBecomesTheJourneysWarning() {
    let result = Self.run(.warning)
    #expect(result.failure == nil)
    #expect(
      result.warnings == [
        Diagnostic(
          .warning, at: at(5),
          """
          Saving twice is slow.
          (reported at \(Self.file):\(ReportingCounter.warningLine):20, while the reducer handled .save(.tapped))
          """)
      ])
  }
}

extension ReportedIssueJourneyTests.Uploader: TestDependencyKey {
  static let testValue = Self()
}
