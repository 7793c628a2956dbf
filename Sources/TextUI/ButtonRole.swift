/// What a button means beyond its label. Renders as a flag: `[cancel]` or `[destructive]`.
public enum ButtonRole: String, Sendable, Equatable {
  /// Backs out without doing anything, like "Cancel".
  case cancel
  /// Destroys something, like "Delete Account".
  case destructive
}
