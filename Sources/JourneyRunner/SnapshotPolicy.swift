/// What a `snapshot` step does when the golden text is missing or different. The runner never
/// writes golden files: it reports each ``SnapshotOutcome`` with the actual text, and its caller
/// records what the policy says to record.
public enum SnapshotPolicy: Hashable, Sendable {
  /// A missing or different golden text fails the step.
  case verify
  /// A missing golden text passes, for the caller to record; a different one fails the step.
  case recordMissing
  /// Neither fails: the caller records every missing or different golden text.
  case recordAll
}
