import CasePaths
import CustomDump
import Dependencies
import IssueReporting
import ReducerCore
import SimulationRuntime

/// A store for unit tests of a reducer: send actions and state how the state changes, receive the
/// actions effects deliver, move virtual time, and finish with nothing left in flight.
///
/// It runs on the deterministic ``/SimulationRuntime/SimulationStore``: effects run only when the test store does
/// something, on the virtual clock, so a test never waits on real time and never flakes.
///
/// ```swift
/// @Test func search() {
///   let store = TestStore(initialState: Search.State()) { Search() } withDependencies: {
///     $0.searchClient.search = { _ in [.swift] }
///   }
///   store.send(.queryChanged("swift")) { $0.query = "swift" }
///   store.advance(by: .milliseconds(300))
///   store.receive(\.searchResponse) { $0.results = [.swift] }
///   store.finish()
/// }
/// ```
///
/// Failures are reported at the line of the call that found them, under Swift Testing and XCTest
/// alike, with a diff labelled "(Expected: −, Actual: +)" and a hint on how to fix the test.
public final class TestStore<R: Reducer>: @unchecked Sendable
where R.State: Equatable, R.Action: Sendable {
  /// How strictly the store checks; ``Exhaustivity/on`` by default.
  public var exhaustivity: Exhaustivity = .on

  /// The state as the test has asserted it so far.
  public private(set) var state: R.State

  /// The simulation underneath, for what this API does not cover.
  public let store: SimulationStore<R>

  private var processed: [ProcessedAction<R.State, R.Action>] = []
  private var received: [ProcessedAction<R.State, R.Action>] = []
  private var isFinished = false
  private let location: SourceLocation

  /// Makes a test store.
  ///
  /// - Parameters:
  ///   - initialState: The state to start from.
  ///   - reducer: The reducer under test.
  ///   - configuration: The runtime's epoch, seed and bounds.
  ///   - prepareDependencies: Overrides of dependencies, such as the clients the feature calls.
  ///   - fileID: The file ID of the call site, where what the test leaves unchecked at its end is reported.
  ///   - filePath: The file path of the call site.
  ///   - line: The line of the call site.
  ///   - column: The column of the call site.
  public init(
    initialState: R.State,
    reducer: () -> R,
    configuration: RuntimeConfiguration = RuntimeConfiguration(),
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.state = initialState
    self.location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.store = SimulationStore(
      initialState: initialState,
      reducer: reducer(),
      configuration: configuration,
      prepareDependencies: prepareDependencies
    )
    store.actionObserver = { [unowned self] in self.processed.append($0) }
  }

  deinit {
    guard !isFinished, exhaustivity == .on else { return }
    checkEndOfTest(at: location, cancelling: true)
  }

  // MARK: Sending

  /// Sends an action and asserts how it changes the state.
  ///
  /// - Parameters:
  ///   - action: The action a person or the system sends.
  ///   - updateStateToExpectedResult: Changes a copy of the state before the action into the
  ///     state expected after it. Omit it when the action changes nothing.
  ///   - fileID: The file ID of the call site, where a failure of this send is reported.
  ///   - filePath: The file path of the call site.
  ///   - line: The line of the call site.
  ///   - column: The column of the call site.
  public func send(
    _ action: R.Action,
    assert updateStateToExpectedResult: ((inout R.State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let here = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if exhaustivity == .on, !received.isEmpty {
      fail(
        """
        Must handle \(received.count) received \(received.count == 1 ? "action" : "actions") \
        before sending an action: …

        \(received.map { "  " + ActionDescription.describe($0.action) }.joined(separator: "\n"))

        Assert each with 'store.receive(…)' first, or skip them with \
        'store.skipReceivedActions()'.
        """,
        at: here
      )
      received.removeAll()
    }
    if exhaustivity == .off {
      received.removeAll()
      state = store.state
    }
    store.send(action)
    let records = takeProcessed()
    guard let sent = records.first else { return }
    received.append(contentsOf: records.dropFirst())
    check(
      sent, against: updateStateToExpectedResult, at: here,
      what: "sending \(ActionDescription.describe(action))"
    )
    reportRuntimeIssues(at: here)
  }

  // MARK: Receiving

  /// Asserts that an effect delivered `expectedAction` next, and how it changed the state.
  public func receive(
    _ expectedAction: R.Action,
    assert updateStateToExpectedResult: ((inout R.State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where R.Action: Equatable {
    let here = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    receive(
      matching: { $0 == expectedAction },
      describing: ActionDescription.describe(expectedAction),
      mismatch: { actual in
        let difference =
          diff(expectedAction, actual, format: .proportional)
          ?? "  − \(ActionDescription.describe(expectedAction))\n  + \(ActionDescription.describe(actual))"
        return """
          \(difference.indented)

          (Expected: −, Actual: +)
          """
      },
      assert: updateStateToExpectedResult, at: here
    )
  }

  /// Asserts that an effect delivered an action of the case `actionCase` next, and how it changed
  /// the state.
  public func receive<Value>(
    _ actionCase: CaseKeyPath<R.Action, Value>,
    assert updateStateToExpectedResult: ((inout R.State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where R.Action: CasePathable {
    let here = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    receive(
      matching: { $0.is(actionCase) },
      describing: "an action of the expected case",
      mismatch: { actual in
        "  Received: \(ActionDescription.describe(actual))\n\n  It is not of the expected case."
      },
      assert: updateStateToExpectedResult, at: here
    )
  }

  /// Forgets the actions effects delivered that the test has not received yet, accepting the
  /// state they led to.
  public func skipReceivedActions() {
    received.removeAll()
    state = store.state
  }

  private func receive(
    matching isExpected: (R.Action) -> Bool,
    describing expected: String,
    mismatch: (R.Action) -> String,
    assert updateStateToExpectedResult: ((inout R.State) throws -> Void)?,
    at here: SourceLocation
  ) {
    if exhaustivity == .off {
      while let first = received.first, !isExpected(first.action) {
        received.removeFirst()
        state = first.stateAfter
      }
    }
    guard let next = received.first else {
      let timers = store.runtime.pendingTimers
      let hint =
        timers.isEmpty
        ? "No effect is waiting on the clock either: the action was never sent."
        : """
        \(timers.count == 1 ? "A timer is" : "\(timers.count) timers are") still pending:

        \(timers.map { "  " + $0.description }.joined(separator: "\n"))

        If the effect that delivers it sleeps on the clock, move time first: \
        'store.advance(by:)'.
        """
      fail("Expected to receive \(expected), but received none.\n\n\(hint)", at: here)
      return
    }
    received.removeFirst()
    guard isExpected(next.action) else {
      fail("Received an unexpected action: …\n\n\(mismatch(next.action))", at: here)
      state = next.stateAfter
      return
    }
    check(
      next, against: updateStateToExpectedResult, at: here,
      what: "receiving \(ActionDescription.describe(next.action))"
    )
  }

  // MARK: Time

  /// Moves virtual time forward, waking every timer due on the way, in order.
  public func advance(
    by duration: Duration,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    store.advance(by: duration)
    received.append(contentsOf: takeProcessed())
    reportRuntimeIssues(
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Moves virtual time to the next pending timer; returns false if none was pending.
  @discardableResult
  public func advanceToNextTimer(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    let advanced = store.advanceToNextTimer()
    received.append(contentsOf: takeProcessed())
    reportRuntimeIssues(
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    return advanced
  }

  // MARK: Finishing

  /// Ends the test: fails if effects are still in flight, timers pending, or (when exhaustive)
  /// delivered actions not received. In-flight effects are then cancelled.
  public func finish(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    isFinished = true
    checkEndOfTest(
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
      cancelling: true)
  }

  private func checkEndOfTest(at here: SourceLocation, cancelling: Bool) {
    if exhaustivity == .on, !received.isEmpty {
      fail(
        """
        The test ended with \(received.count) received \(received.count == 1 ? "action" : "actions") \
        not asserted: …

        \(received.map { "  " + ActionDescription.describe($0.action) }.joined(separator: "\n"))

        Assert each with 'store.receive(…)', or skip them with 'store.skipReceivedActions()'.
        """,
        at: here
      )
    }
    let inFlight = store.runtime.inFlightEffects
    if exhaustivity == .on, !inFlight.isEmpty {
      fail(
        """
        \(inFlight.count == 1 ? "An effect is" : "\(inFlight.count) effects are") still in \
        flight at the end of the test: …

        \(inFlight.map { "  " + $0.description }.joined(separator: "\n"))

        Let them finish by moving time ('store.advance(by:)'), cancel them with an action that \
        returns '.cancel(id:)', or make the test non-exhaustive.
        """,
        at: here
      )
    }
    if cancelling {
      store.cancelAllEffects()
      _ = takeProcessed()
    }
    reportRuntimeIssues(at: here)
  }

  // MARK: Checking

  private func takeProcessed() -> [ProcessedAction<R.State, R.Action>] {
    defer { processed.removeAll() }
    return processed
  }

  private func check(
    _ record: ProcessedAction<R.State, R.Action>,
    against updateStateToExpectedResult: ((inout R.State) throws -> Void)?,
    at here: SourceLocation,
    what: String
  ) {
    var expected = state
    if let updateStateToExpectedResult {
      do {
        try updateStateToExpectedResult(&expected)
      } catch {
        fail("The assertion closure threw while \(what): \(error)", at: here)
      }
    }
    let actual = record.stateAfter
    defer { state = actual }
    guard exhaustivity == .on || updateStateToExpectedResult != nil else { return }
    if exhaustivity == .off {
      // Only the fields the closure changed are checked.
      var partial = actual
      if let updateStateToExpectedResult { try? updateStateToExpectedResult(&partial) }
      guard partial != actual else { return }
      reportMismatch(expected: partial, actual: actual, what: what, at: here)
      return
    }
    if expected == actual {
      if updateStateToExpectedResult != nil, expected == state {
        fail(
          """
          Expected the state to change while \(what), but it did not change. The assertion \
          closure made no change either.

          If no change is expected, omit the closure: 'store.send(action)'.
          """,
          at: here
        )
      }
      return
    }
    if updateStateToExpectedResult == nil {
      let difference = diff(state, actual, format: .proportional) ?? ""
      fail(
        """
        The state changed while \(what), but the test expected no change: …

        \(difference.indented)

        (Expected: −, Actual: +)

        Assert the change in a closure: 'store.send(action) { $0.field = newValue }'.
        """,
        at: here
      )
      return
    }
    reportMismatch(expected: expected, actual: actual, what: what, at: here)
  }

  private func reportMismatch(
    expected: R.State, actual: R.State, what: String, at here: SourceLocation
  ) {
    let difference = diff(expected, actual, format: .proportional) ?? ""
    fail(
      """
      The state after \(what) does not match the expectation: …

      \(difference.indented)

      (Expected: −, Actual: +)

      Change the assertion closure so that it produces the actual state, or fix the reducer.
      """,
      at: here
    )
  }

  /// Reports what the runtime found during the last call at that call's place: misuse, and the
  /// issues the app reported (each message names the Swift place that reported it).
  private func reportRuntimeIssues(at here: SourceLocation) {
    for issue in store.runtime.takeIssues() {
      fail(issue.message, at: here, severity: issue.kind == .reportedWarning ? .warning : .error)
    }
  }

  private func fail(_ message: String, at location: SourceLocation, severity: IssueSeverity = .error) {
    reportIssue(
      message, severity: severity, fileID: location.fileID, filePath: location.filePath,
      line: location.line, column: location.column
    )
  }
}

extension String {
  /// The text indented by two spaces, with custom-dump's figure spaces made plain.
  fileprivate var indented: String {
    replacingOccurrences(of: "\u{2007}", with: " ")
      .split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "  " + $0 }
      .joined(separator: "\n")
  }
}
