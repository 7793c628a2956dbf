/// The kinds of element that errors name, with the words they are named by.
public enum ElementKind: Sendable, Hashable, CustomStringConvertible {
  /// A ``Heading``.
  case heading
  /// A ``Text``, or the message of an alert or dialog.
  case text
  /// An ``ErrorMessage``.
  case errorMessage
  /// A ``Banner``.
  case banner
  /// A labelled ``ProgressIndicator``.
  case progressIndicator
  /// A ``TextField``.
  case textField
  /// A ``SecureField``.
  case secureField
  /// A ``Button``, also in a navigation bar, alert or dialog.
  case button
  /// A ``Toggle``.
  case toggle
  /// A ``Picker``.
  case picker
  /// A ``Row``.
  case row
  /// The title of a ``Section``.
  case sectionTitle
  /// The footer of a ``Section``.
  case footer
  /// The title of a ``NavigationBar``.
  case navigationTitle
  /// The back button of a ``NavigationBar``.
  case backButton
  /// A ``TabItem`` of a ``TabBar``.
  case tab
  /// The title of an ``Alert`` or ``ConfirmationDialog``.
  case overlayTitle

  /// The kind in words: `text field`, `back button`, `heading` and so on.
  public var description: String {
    switch self {
    case .heading: "heading"
    case .text: "text"
    case .errorMessage: "error message"
    case .banner: "banner"
    case .progressIndicator: "progress indicator"
    case .textField: "text field"
    case .secureField: "secure field"
    case .button: "button"
    case .toggle: "toggle"
    case .picker: "picker"
    case .row: "row"
    case .sectionTitle: "section title"
    case .footer: "footer"
    case .navigationTitle: "navigation title"
    case .backButton: "back button"
    case .tab: "tab"
    case .overlayTitle: "title"
    }
  }

  /// What a person does with an element of this kind, told when they try something else.
  var usage: String {
    switch self {
    case .textField, .secureField: "type into it or clear it"
    case .picker: "select one of its options"
    case .toggle: "tap or switch it"
    case .backButton: "go back instead"
    case .button, .row, .tab: "tap it"
    case .heading, .text, .errorMessage, .banner, .progressIndicator, .sectionTitle, .footer,
      .navigationTitle, .overlayTitle:
      "it only shows information"
    }
  }
}
