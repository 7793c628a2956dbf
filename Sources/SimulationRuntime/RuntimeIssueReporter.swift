import CTaskIdentity
import IssueReporting

/// Receives the issues reported through `reportIssue` while a runtime runs a step (by the app's
/// reducers and effects, their dependencies, or the reducer core) and makes them the runtime's
/// issues, naming where in Swift each was reported and which action was being handled. A step
/// that reports one fails like any other misuse the runtime finds, the same way in every runner,
/// instead of going to the process's default reporters (a test failure at a Swift line under a
/// test runner, a line on standard error elsewhere).
///
/// Effects reach it through the task-local reporters their tasks inherit from the step that
/// started them.
struct RuntimeIssueReporter: IssueReporter, @unchecked Sendable {
  /// The runtime the issues go to, by its address, as the marker of the thread driving it holds
  /// it. A task that escaped the runtime may report from another thread, or after the runtime is
  /// gone; so the runtime is reached only from the thread it drives, during a step, when it is
  /// alive, and is not retained: a weak reference would move the runtime's counts to a side
  /// table, where each retain and release of it, as every effect's task makes, takes a slower
  /// path.
  let runtime: UnsafeMutableRawPointer
  /// The runtime's ``Runtime/identity``: a runtime the thread's marker names is alive, and it is
  /// this reporter's only when its identity is this one, not a runtime made later where this
  /// reporter's was.
  let identity: UInt64

  func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity, fileID: StaticString,
    filePath: StaticString, line: UInt, column: UInt
  ) {
    let place = "\(fileID):\(line):\(column)"
    guard ctask_get_driving_runtime() == runtime,
      case let driving = Unmanaged<Runtime>.fromOpaque(runtime).takeUnretainedValue(),
      driving.identity == identity
    else {
      // Reported from outside the runtime's thread, where the order of issues depends on thread
      // timing, or after the runtime is gone: the default reporters say it, as they would
      // without a runtime.
      let fallback: _DefaultReporter = .default
      fallback.reportIssue(
        message(), severity: severity, fileID: fileID, filePath: filePath, line: line,
        column: column)
      return
    }
    driving.record(reported: message() ?? "An issue was reported.", severity: severity, at: place)
  }

  func expectIssue(
    _ message: @autoclosure () -> String?, fileID: StaticString, filePath: StaticString,
    line: UInt, column: UInt
  ) {}
}
