import JourneyFiles
import Prelude

/// A key a review takes.
enum ReviewKey: Hashable, Sendable {
  case accept
  case reject
  case skip
  /// Accept what is left of the change's journey.
  case acceptJourney
  /// Reject what is left of the change's journey.
  case rejectJourney
  /// Switch between the unified and the side-by-side diff.
  case switchLayout
  case scrollDown
  case scrollUp
  case help
  case quit

  /// The key a byte read from the terminal is, or `nil` for a byte the review does not take.
  /// Ctrl-C and Ctrl-D quit, as `q` does: the terminal sends them as bytes in raw mode.
  init?(byte: UInt8) {
    switch byte {
    case UInt8(ascii: "a"): self = .accept
    case UInt8(ascii: "r"): self = .reject
    case UInt8(ascii: "s"): self = .skip
    case UInt8(ascii: "A"): self = .acceptJourney
    case UInt8(ascii: "R"): self = .rejectJourney
    case UInt8(ascii: "t"): self = .switchLayout
    case UInt8(ascii: "j"): self = .scrollDown
    case UInt8(ascii: "k"): self = .scrollUp
    case UInt8(ascii: "?"): self = .help
    case UInt8(ascii: "q"), 3, 4: self = .quit
    default: return nil
    }
  }
}

/// An interactive review as a state machine: keys in, decisions carried out by the closure it
/// is given, and the screen to show out. It reads no terminal, so that every key's effect can be
/// checked without one; ``ReviewTerminal`` feeds it.
struct ReviewSession {
  /// The changes, in review order.
  let changes: [GoldenChange]
  /// What was decided about each change, by index; `nil` while undecided.
  private(set) var decisions: [GoldenDecision?]
  /// The files that could not be written or deleted, with the change.
  private(set) var failures: [(change: GoldenChange, error: GoldenFileError)] = []
  /// The index of the change shown; `nil` when every change was decided or the review stopped.
  private(set) var current: Int?
  /// Whether the diff is side by side.
  var sideBySide: Bool
  /// Whether the keys are shown in place of the diff.
  private(set) var showsHelp = false
  /// The first diff line shown, when the diff is longer than the screen.
  private(set) var scroll = 0
  /// What the last key did not do, and why, shown under the diff.
  private(set) var notice: String?
  /// The paths shown relative to this folder.
  let workingDirectory: String
  /// The tool, as the summary tells how to review the changes left.
  let command: JourneyCommandName
  /// `--report FILE`, which the summary repeats, when the changes are a report's.
  let reportArgument: String

  /// A review of `changes`, showing the first.
  init(
    changes: [GoldenChange], sideBySide: Bool, workingDirectory: String, command: JourneyCommandName,
    report: String?
  ) {
    self.changes = changes
    decisions = Array(repeating: nil, count: changes.count)
    current = changes.isEmpty ? nil : 0
    self.sideBySide = sideBySide
    self.workingDirectory = workingDirectory
    self.command = command
    reportArgument = report.map { " --report \($0)" } ?? ""
  }

  /// Whether the review is over: every change seen, or stopped.
  var isFinished: Bool { current == nil }

  /// Takes `key`, carrying out accepting and rejecting with `carryOut`.
  mutating func press(
    _ key: ReviewKey, carryOut: (GoldenDecision, GoldenChange) throws(GoldenFileError) -> Void
  ) {
    guard let index = current else { return }
    notice = nil
    switch key {
    case .accept:
      decide(.accepted, index, carryOut: carryOut)
      if decisions[index] != nil { advance() }
    case .reject:
      decide(.rejected, index, carryOut: carryOut)
      if decisions[index] != nil { advance() }
    case .skip:
      decisions[index] = .skipped
      advance()
    case .acceptJourney, .rejectJourney:
      let decision: GoldenDecision = key == .acceptJourney ? .accepted : .rejected
      let journey = Self.journey(of: changes[index])
      var left: [String] = []
      for other in index..<changes.count where decisions[other] == nil && Self.journey(of: changes[other]) == journey {
        if decision == .accepted, let refusal = changes[other].refusal {
          left.append("'\(changes[other].snapshotName)' (\(refusal))")
          continue
        }
        decide(decision, other, carryOut: carryOut)
      }
      if decisions[index] != nil { advance() }
      if !left.isEmpty {
        notice = "not accepted, as they cannot be: \(left.joined(separator: ", "))"
      }
    case .switchLayout:
      sideBySide.toggle()
      scroll = 0
    case .scrollDown:
      scroll += 1
    case .scrollUp:
      scroll = max(0, scroll - 1)
    case .help:
      showsHelp.toggle()
    case .quit:
      current = nil
    }
  }

  private mutating func decide(
    _ decision: GoldenDecision, _ index: Int,
    carryOut: (GoldenDecision, GoldenChange) throws(GoldenFileError) -> Void
  ) {
    let change = changes[index]
    if decision == .accepted, let refusal = change.refusal {
      notice = "cannot accept this change: \(refusal); reject or skip it"
      return
    }
    do {
      try carryOut(decision, change)
      decisions[index] = decision
    } catch {
      failures.append((change, error))
      notice = "cannot \(decision == .accepted ? "accept" : "reject") this change: \(error)"
    }
  }

  /// Shows the next undecided change after the current one, or ends the review.
  private mutating func advance() {
    guard let index = current else { return }
    current = decisions.indices.first { $0 > index && decisions[$0] == nil }
    showsHelp = false
    scroll = 0
  }

  /// Which journey a change is of, for A and R: its file and name, the file alone for an
  /// obsolete file.
  private static func journey(of change: GoldenChange) -> String {
    change.journeyFile + "\0" + (change.journeyName ?? "")
  }

  // MARK: Screen

  /// The keys, one line.
  static let keyLine =
    "a accept · r reject · s skip · A/R all left in journey · t layout · ? help · q quit"

  /// The keys, as help shows them.
  static let helpLines = [
    "a  accept: write the new text to the golden (delete an obsolete file)",
    "r  reject: remove the .new text and keep the golden (keep an obsolete file)",
    "s  skip: decide later; the .new text stays",
    "A  accept this change and every change left of its journey",
    "R  reject this change and every change left of its journey",
    "t  switch between the unified and the side-by-side diff",
    "j  scroll the diff down, k up",
    "?  show or hide these keys",
    "q  stop: what was decided is done, the rest stays as it is (Ctrl-C too)",
  ]

  /// The screen: the change shown with its journey, step and diff, or the keys, fitted to
  /// `width` columns and `height` lines.
  func screen(style: ConsoleStyle, width: Int, height: Int) -> String {
    guard let index = current else { return "" }
    let change = changes[index]
    let separator = " \(style.separator) "
    var header = [
      style.paint("Golden change \(index + 1) of \(changes.count)", .bold) + ": "
        + style.paint(Self.kindText(change.kind), change.kind == .obsolete ? .yellow : .red)
    ]
    if let name = change.journeyName {
      header.append("journey   \(shown(change.journeyFile))\(separator)\(name)")
    } else {
      header.append("journey   no journey of \(shown(change.journeyFile)) takes it")
    }
    if let location = change.location {
      header.append(
        "step      \(shown(location.file)):\(location.line):\(location.column) snapshot '\(change.snapshotName)'")
    } else {
      header.append("snapshot  '\(change.snapshotName)'")
    }
    header.append("golden    \(shown(change.goldenPath))")
    if let refusal = change.refusal {
      header.append(style.paint("refused:", .red) + " \(refusal)")
    }
    var footer: [String] = []
    if let notice {
      footer.append(style.paint(notice, .yellow))
    }
    footer.append(style.paint(Self.keyLine, .dim))
    let body = showsHelp ? Self.helpLines : diffLines(of: change, style: style, width: width)
    // The screen's last line stays empty, so that the newline ending the footer scrolls nothing.
    let room = max(2, height - header.count - footer.count - 3)
    var shownBody = body
    if body.count > room {
      let first = min(scroll, body.count - (room - 1))
      shownBody = Array(body[first..<(first + room - 1)])
      shownBody.append(style.paint("lines \(first + 1)–\(first + room - 1) of \(body.count); j and k scroll", .dim))
    }
    return (header + [""] + shownBody + [""] + footer).joined(separator: "\n") + "\n"
  }

  /// The summary after the review: how many changes were accepted, rejected, skipped or left,
  /// and what could not be done.
  func summary(style: ConsoleStyle) -> String {
    let count = { (decision: GoldenDecision?) in self.decisions.count { $0 == decision } }
    var parts = [
      style.paint("\(count(.accepted)) accepted", count(.accepted) > 0 ? .green : .dim),
      "\(count(.rejected)) rejected",
      "\(count(.skipped)) skipped",
    ]
    if count(nil) > 0 { parts.append("\(count(nil)) not reviewed") }
    var text = "Reviewed \(ConsoleReporter.count(changes.count, "golden change")): \(parts.joined(separator: ", "))\n"
    for failure in failures {
      text += style.paint("error:", .red) + " \(failure.error)\n"
    }
    if count(.skipped) + count(nil) > 0 {
      text += "Review what is left with \(command.quoted("review\(reportArgument)"))\n"
    }
    return text
  }

  /// The diff of `change`: side by side when asked and `width` allows, unified otherwise.
  func diffLines(of change: GoldenChange, style: ConsoleStyle, width: Int) -> [String] {
    let oldLabel = change.oldText == nil ? "(no golden)" : shown(change.goldenPath)
    let newLabel =
      change.kind == .obsolete
      ? "(deleted)"
      : change.newText == nil
        ? "(no text recorded)"
        : change.pendingPath.map(shown) ?? "\(shown(change.goldenPath)) as the run took it"
    let diff = ReviewDiff(change, oldLabel: oldLabel, newLabel: newLabel)
    if diff.isEmpty {
      return [style.paint("The texts are the same; accepting removes the .new file.", .dim)]
    }
    if sideBySide, let lines = diff.sideBySide(style: style, width: width) {
      return lines
    }
    return diff.unified(style: style)
  }

  private func shown(_ path: String) -> String {
    FilePath.relative(path, below: workingDirectory)
  }

  /// What a change of `kind` is, as the screen's first line says it.
  static func kindText(_ kind: GoldenChange.Kind) -> String {
    switch kind {
    case .mismatch: "the snapshot differs from its golden"
    case .new: "the snapshot has no golden yet"
    case .obsolete: "no journey takes this golden file"
    }
  }
}
