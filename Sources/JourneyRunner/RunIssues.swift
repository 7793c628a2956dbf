import IssueReporting
import JourneyModel
import SimulationRuntime

/// A run's issues: the misuse the app's runtime detected and what was reported through
/// `reportIssue`, inside the app's store or outside it, each failing the step that caused it or,
/// reported as a warning, kept as one of the journey's warnings.
final class RunIssues {
  /// The issues reported outside the app's store, over the whole run.
  let hostIssues = HostIssueCollector()
  /// The journey's warnings so far.
  var warnings: [Diagnostic] = []

  /// Runs `body` with ``hostIssues`` receiving what `reportIssue` reports outside the app's store
  /// (inside it, the runtime's reporter takes over), so that the next look at the issues fails
  /// the step that caused them.
  func collecting<Result>(_ body: () -> Result) -> Result {
    withIssueReporters([hostIssues], operation: body)
  }

  /// The misuse `runtime` detected and the issues reported since the last look, one message a
  /// line; `nil` when none. A warning reported through `reportIssue` does not fail the step: it
  /// becomes one of the journey's ``warnings``, at `location`.
  func failures(in runtime: Runtime?, at location: FileLocation) -> String? {
    var failing: [String] = []
    for issue in runtime?.takeIssues() ?? [] {
      switch issue.kind {
      case .reportedWarning:
        warnings.append(Diagnostic(.warning, at: location, issue.message))
      case .reportedIssue:
        failing.append(Self.withHint(issue.message))
      case .escapedWork, .droppedAction, .actionStorm, .timerStorm, .busyLoop:
        failing.append(issue.message)
      }
    }
    for issue in hostIssues.take() {
      if issue.isWarning {
        warnings.append(Diagnostic(.warning, at: location, issue.message))
      } else {
        failing.append(Self.withHint(issue.message))
      }
    }
    return failing.isEmpty ? nil : failing.joined(separator: "\n")
  }

  /// `message` with what to do about it in a journey, for the issues whose own message says how to
  /// fix the app but not the journey: an endpoint of a dependency the host left unmocked.
  static func withHint(_ message: String) -> String {
    let prefix = "Unimplemented: '"
    guard message.hasPrefix(prefix),
      let end = message.dropFirst(prefix.count).firstIndex(of: "'")
    else { return message }
    let endpoint = message[message.index(message.startIndex, offsetBy: prefix.count)..<end]
    let client = endpoint.split(separator: ".").first.map(String.init) ?? String(endpoint)
    return """
      The app called \(endpoint), which the host leaves unimplemented: no mock answers it. \
      Set '\(client)' to a mock of the world in the host's 'dependencies(world:into:)', with a \
      descriptor in its 'mockCatalog', so that journeys can give its answers under \
      'given.mocks'; or, if the journey should never reach it, find what made the app call it.
      \(message)
      """
  }
}
