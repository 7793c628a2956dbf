/// What a person does to an element, as named in errors.
public enum Interaction: Sendable, Equatable, CustomStringConvertible {
  /// Tapping a button, a row, a tab or a toggle.
  case tap
  /// Typing into a text or secure field.
  case type
  /// Clearing a text or secure field.
  case clear
  /// Switching a toggle.
  case toggle
  /// Selecting an option of a picker.
  case select
  /// Answering an alert or confirmation dialog with one of its buttons.
  case answer
  /// Reading an element's state without acting on it.
  case read

  /// The interaction as a verb phrase followed by what it acts on: `tap`, `type into`,
  /// `select an option in`, `answer with`, `read the state of`.
  public var description: String {
    switch self {
    case .tap: "tap"
    case .type: "type into"
    case .clear: "clear"
    case .toggle: "switch"
    case .select: "select an option in"
    case .answer: "answer with"
    case .read: "read the state of"
    }
  }
}
