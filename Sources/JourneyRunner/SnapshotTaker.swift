import JourneyHosting
import JourneyModel
import Prelude
import TextUI
import ValueCoding

/// The `snapshot` step: the screen's text, and the state when asked for, against a golden text;
/// what each snapshot came to is kept for the journey's result.
final class SnapshotTaker<Host: JourneyHost> {
  /// Where golden texts come from.
  let goldens: any SnapshotStore
  /// Whether a missing or different golden text fails the step.
  let policy: SnapshotPolicy
  /// The journey file whose snapshots these are.
  let journeyFile: String
  let screens: ScreenChecks<Host>
  let state: StateChecks<Host>
  /// What each snapshot taken so far came to, in order.
  private(set) var outcomes: [SnapshotOutcome] = []

  init(
    goldens: any SnapshotStore, policy: SnapshotPolicy, journeyFile: String, screens: ScreenChecks<Host>,
    state: StateChecks<Host>
  ) {
    self.goldens = goldens
    self.policy = policy
    self.journeyFile = journeyFile
    self.screens = screens
    self.state = state
  }

  /// Compares the snapshot `request` asks for with its golden text and records the outcome,
  /// located at `location`; fails as ``policy`` says.
  func takeSnapshot(_ request: SnapshotRequest, at location: FileLocation) throws(StepError) {
    let actual = try snapshotText(request)
    let key = SnapshotKey(journeyFile: journeyFile, name: request.name)
    let golden: String?
    do {
      golden = try goldens.golden(for: key)
    } catch {
      throw StepError("cannot read the golden text of snapshot '\(request.name)': \(error)")
    }
    func record(_ status: SnapshotOutcome.Status, diff: String? = nil) {
      outcomes.append(
        SnapshotOutcome(
          key: key, status: status, actual: actual, golden: golden, diff: diff, location: location))
    }
    guard let golden else {
      record(.missing)
      guard policy == .verify else { return }
      throw StepError(
        "snapshot '\(request.name)' has no golden text yet; record snapshots to create it from this run")
    }
    guard golden != actual else {
      record(.matched)
      return
    }
    let diff = Self.diff(golden: golden, actual: actual)
    record(.mismatched, diff: diff)
    guard policy != .recordAll else { return }
    throw StepError("snapshot '\(request.name)' differs from its golden text:\n" + Self.indented(diff))
  }

  /// The text of a snapshot: the screen's render, or the part of it the request covers, then for
  /// a state dump a blank line and `state:` (or `state <path>:` for each path asked for) with the
  /// value rendered below, indented by two spaces; every line ends with a newline. Each
  /// redaction replaces what it matches in each line, in order. A snapshot of a part, or with
  /// redactions, starts with its ``JourneyModel/SnapshotRequest/header``.
  ///
  /// ```
  /// # snapshot of section "Counter", redacting /\d+/ as [count]
  /// section "Counter"
  ///   text "Count: [count]"
  ///
  /// state count:
  ///   [count]
  /// ```
  func snapshotText(_ request: SnapshotRequest) throws(StepError) -> String {
    var sections = [try screenText(request)]
    switch request.state {
    case .none:
      break
    case .all:
      sections.append("state:\n" + Self.indented(try state.stateValue().rendered))
    case .paths(let paths):
      let value = try state.stateValue()
      for path in paths {
        do {
          sections.append("state \(path):\n" + Self.indented(try value.lookup(path).rendered))
        } catch {
          throw StepError("snapshot '\(request.name)' cannot dump the state at \(path): \(error)")
        }
      }
    }
    let text = sections.joined(separator: "\n\n")
    // Redactions apply line by line; without any the text is taken whole.
    guard !request.redactions.isEmpty else { return (request.header.map { $0 + "\n" } ?? "") + text + "\n" }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for redaction in request.redactions {
      lines = lines.map(redaction.apply)
    }
    if let header = request.header { lines.insert(header, at: 0) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The text of the part of the screen `request` covers: the whole screen, the layer on top, or
  /// the one section or element it names there, which fails when it is not there or is there
  /// more than once.
  private func screenText(_ request: SnapshotRequest) throws(StepError) -> String {
    let screen = try screens.currentScreen()
    let parts: [String]
    // The elements the part is found among, as an `element` step asks for them.
    let query: ElementQuery
    switch request.part {
    case .screen: return screen.render()
    case .top: return screen.renderTopmostLayer()
    case .section(let title):
      parts = screen.renderedSections(titled: title)
      query = ElementQuery(label: title, kind: .sectionTitle)
    case .element(let label, let id):
      parts = screen.renderedElements(labelled: label, id: id)
      query = ElementQuery(label: label, id: id)
    }
    if parts.count == 1 { return parts[0] }
    let part = request.part
    guard parts.isEmpty else {
      let lines = parts.map { $0.prefix { $0 != "\n" } }.joined(separator: "; ")
      let ids = screen.shownElements.filter(query.finds).compactMap(\.id)
      let fix: String
      switch part {
      case .element(let label?, nil) where ids.count == parts.count && Set(ids).count == ids.count:
        fix = "choose one by its id, such as of: { label: \(label), id: \(ids[0]) }"
      case .section:
        fix = "give the sections distinct titles, or take the layer on top with of: top"
      default:
        fix = "give each a distinct id, or take the section that holds the one meant"
      }
      throw StepError("\(part.phrase) is there \(parts.count) times on \(screen.topmostPlace): \(lines); \(fix)")
    }
    if let overlay = screen.overlayCovering(element: query.finds) {
      throw StepError(
        "\(part.phrase) is behind \(overlay), on top. Dismiss or answer it first, or take the layer "
          + "on top with of: top")
    }
    guard case .section(let title) = part else {
      // Fails as `element` does when no element is there; otherwise the element has no line.
      try screens.checkElement(ElementPresence(query, exists: true))
      let shown = screen.shownElements.first(where: query.finds).map(\.description) ?? part.phrase
      throw StepError(
        "\(shown) has no line of its own in the screen's text; take the part that holds it, "
          + "or the layer on top with of: top")
    }
    let sections = screen.shownElements.filter { $0.kind == .sectionTitle }.compactMap(\.label)
    guard !sections.isEmpty else {
      let elements = screen.shownElements.map(\.description)
      throw StepError(
        "no section titled \(title.quoted) on \(screen.topmostPlace), which has no titled sections"
          + (elements.isEmpty ? " and shows nothing" : ". There: " + elements.joined(separator: ", ")))
    }
    let hint = Suggestions.closest(to: title, in: sections).map { "; did you mean \($0.quoted)?" } ?? "."
    throw StepError(
      "no section titled \(title.quoted) on \(screen.topmostPlace)\(hint) Sections: \(sections.quotedList)")
  }

  private static func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
  }

  /// A unified diff from the golden text to the actual one, or a note when they differ only in
  /// the newline at the end.
  static func diff(golden: String, actual: String) -> String {
    let diff = LineDiff(from: lines(of: golden), to: lines(of: actual))
    guard diff.hasChanges else {
      return golden.hasSuffix("\n")
        ? "the texts differ only in the newline at the end: the actual text has none"
        : "the texts differ only in the newline at the end: the golden text has none"
    }
    return diff.unified(oldLabel: "golden", newLabel: "actual")
  }

  /// The lines of `text`, without the empty one after a final newline.
  private static func lines(of text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if text.hasSuffix("\n") { lines.removeLast() }
    return lines
  }
}
