/// How strictly a ``TestStore`` checks what happens.
public enum Exhaustivity: Hashable, Sendable {
  /// Every state change must be asserted, every action an effect delivers must be received, and
  /// no effect may be in flight when the test finishes.
  case on
  /// Only what the test asserts is checked; unasserted changes and actions are allowed.
  case off
}
