import JourneyHosting
import JourneyModel
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

  /// The text of a snapshot: the screen's render, then for a state dump a blank line and
  /// `state:` (or `state <path>:` for each path asked for) with the value rendered below,
  /// indented by two spaces; every line ends with a newline.
  ///
  /// ```
  /// screen Counter
  ///   text "Count: 2"
  ///
  /// state count:
  ///   2
  /// ```
  func snapshotText(_ request: SnapshotRequest) throws(StepError) -> String {
    var sections = [try screens.currentScreen().render()]
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
    return sections.joined(separator: "\n\n") + "\n"
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
