import JourneyModel
import Prelude
import TextUI

extension ElementQuery {
  /// Whether `element` has the label, id and kind given, each when given.
  func finds(_ element: ShownElement) -> Bool {
    (label == nil || element.label == label) && (id == nil || element.id == id)
      && (kind == nil || element.kind == kind?.shownKind)
  }

  /// The elements asked for, as a failure names them: `element labelled "Loading"`,
  /// `progress indicator`, `button with id "row-2"`.
  var phrase: String {
    let noun = kind.map { "\($0.shownKind)" } ?? "element"
    let labelled = label.map { "\(noun) labelled \($0.quoted)" } ?? noun
    return id.map { "\(labelled) with id \($0.quoted)" } ?? labelled
  }
}

extension ElementQuery.Kind {
  /// The kind as the screen tells it.
  var shownKind: ElementKind {
    switch self {
    case .heading: .heading
    case .text: .text
    case .errorMessage: .errorMessage
    case .banner: .banner
    case .progress: .progressIndicator
    case .textField: .textField
    case .secureField: .secureField
    case .button: .button
    case .toggle: .toggle
    case .picker: .picker
    case .row: .row
    case .sectionTitle: .sectionTitle
    case .footer: .footer
    case .navigationTitle: .navigationTitle
    case .backButton: .backButton
    case .tab: .tab
    case .title: .overlayTitle
    }
  }
}
