/// A misuse of the runtime that it detected and stopped, with the action whose effect caused it.
public struct RuntimeIssue: Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: String, Hashable, Sendable {
    /// An effect (or a reducer) started work outside structured concurrency (an unstructured
    /// `Task {}`, `Task.detached` or a hop to the main actor, which the runtime captured and ran
    /// in order), or an effect is suspended on work outside the runtime (a real sleep, a thread,
    /// a continuation nobody resumes).
    case escapedWork
    /// An action was sent from outside the runtime (another thread, or after its store ended) and
    /// dropped; listed in ``Runtime/droppedActions``.
    case droppedAction
    /// One step delivered more actions than the configured bound.
    case actionStorm
    /// One step started more sleeps on the virtual clock than the configured bound.
    case timerStorm
    /// One step ran more executor jobs than the configured bound without becoming idle.
    case busyLoop
    /// The app, a dependency or the reducer core reported an issue through `reportIssue` while
    /// the runtime ran: an unimplemented dependency endpoint, an action for a child state that is
    /// gone, an error an effect threw and did not handle, the app's own checks.
    case reportedIssue
    /// Like ``reportedIssue``, reported with the warning severity: it does not fail a step.
    case reportedWarning
  }

  /// What went wrong.
  public var kind: Kind
  /// The action whose effect did it, as the runtime describes actions.
  public var origin: String
  /// A message that says what happened and how to fix it.
  public var message: String

  public var description: String {
    message
  }
}
