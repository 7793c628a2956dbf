import JourneyModel
import Prelude

extension SnapshotRequest {
  /// The first line of the snapshot's text, which says what it covers and what it leaves out,
  /// such as `# snapshot of section "Profile", redacting /\d{1,2}:\d{2}/ as [time]`; `nil` for
  /// the whole screen with nothing redacted, whose text is the screen's alone. A screen's text
  /// never starts with `#`, so the header cannot be taken for it, and changing the part or the
  /// redactions changes the golden text.
  public var header: String? {
    guard part != .screen || !redactions.isEmpty else { return nil }
    let redacting = redactions.isEmpty ? "" : ", redacting " + redactions.map(\.description).joined(separator: ", ")
    return "# snapshot of \(part.phrase)\(redacting)"
  }
}

extension SnapshotPart {
  /// The part as headers and failures name it: `the screen`, `the layer on top`,
  /// `section "Profile"`, `the element labelled "Delete" with id "row-2"`.
  var phrase: String {
    switch self {
    case .screen: "the screen"
    case .top: "the layer on top"
    case .section(let title): "section \(title.quoted)"
    case .element(let label, let id):
      "the element" + (label.map { " labelled \($0.quoted)" } ?? "") + (id.map { " with id \($0.quoted)" } ?? "")
    }
  }
}
