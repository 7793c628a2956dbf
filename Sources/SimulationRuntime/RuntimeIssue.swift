/// A misuse of the runtime that it detected and stopped, with the action whose effect caused it.
public struct RuntimeIssue: Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: String, Hashable, Sendable {
    /// An effect is suspended on work outside the runtime: an unstructured `Task {}`,
    /// `Task.detached`, a hop to the main actor, or a continuation nobody resumes.
    case escapedWork
    /// One step delivered more actions than the configured bound.
    case actionStorm
    /// One step started more sleeps on the virtual clock than the configured bound.
    case timerStorm
    /// One step ran more executor jobs than the configured bound without becoming idle.
    case busyLoop
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
