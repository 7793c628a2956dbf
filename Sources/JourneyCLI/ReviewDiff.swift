import JourneyFiles
import JourneyReports
import JourneyRunner

/// The diff of a golden change as a review shows it: unified, or side by side, with the changed
/// words of a changed line marked against the line it replaces.
struct ReviewDiff {
  /// A run of a line's text, changed or not.
  struct Segment: Equatable {
    var text: String
    var isChanged: Bool
  }

  /// The diff from the golden's text to the new one, laid out in rows.
  let diff: SplitDiff

  /// The diff of `change`, its sides labelled `oldLabel` and `newLabel`: an obsolete file's
  /// whole text removed, a new snapshot's added.
  init(_ change: GoldenChange, oldLabel: String, newLabel: String) {
    let lineDiff = LineDiff(textFrom: change.oldText ?? "", to: change.newText ?? "")
    diff = SplitDiff(unified: lineDiff.unified(oldLabel: oldLabel, newLabel: newLabel))
  }

  /// Whether the texts are the same, as a `.new` beside a golden of the same text is.
  var isEmpty: Bool {
    !diff.rows.contains { if case .hunk = $0 { true } else { false } }
  }

  /// The unified diff's lines: `---` and `+++` headers, hunk headers, and each run of removed
  /// lines before the added lines that replace them.
  func unified(style: ConsoleStyle) -> [String] {
    var lines = [
      style.paint("--- " + diff.oldLabel, .red), style.paint("+++ " + diff.newLabel, .green),
    ]
    var removed: [String] = []
    var added: [String] = []
    func flush() {
      lines += removed + added
      removed = []
      added = []
    }
    for row in diff.rows {
      switch row {
      case .hunk(let header):
        flush()
        lines.append(style.paint(header, .cyan))
      case .lines(let old, let new):
        if let old, !old.isChanged {
          flush()
          lines.append(" " + old.text)
          continue
        }
        let (oldSegments, newSegments) = Self.segments(old: old?.text, new: new?.text)
        if old != nil { removed.append(Self.marked(oldSegments, sign: "-", style: style)) }
        if new != nil { added.append(Self.marked(newSegments, sign: "+", style: style)) }
      }
    }
    flush()
    return lines
  }

  /// The side-by-side diff's lines in `width` columns, the golden on the left; `nil` when the
  /// columns would be too narrow to read, under 20 characters of text each.
  func sideBySide(style: ConsoleStyle, width: Int) -> [String]? {
    let numbers = diff.rows.compactMap { row -> Int? in
      guard case .lines(let old, let new) = row else { return nil }
      return max(old?.number ?? 0, new?.number ?? 0)
    }
    let numberWidth = String(numbers.max() ?? 1).count
    let separator = style.usesUnicode ? " │ " : " | "
    // Each side: the number, a space, the sign, a space, then the text.
    let textWidth = (width - separator.count) / 2 - numberWidth - 3
    guard textWidth >= 20 else { return nil }
    func cell(_ cell: SplitDiff.Cell?, segments: [Segment], sign: String, color: ConsoleStyle.Color) -> String {
      guard let cell else { return String(repeating: " ", count: numberWidth + 3 + textWidth) }
      let number = String(repeating: " ", count: numberWidth - String(cell.number).count) + String(cell.number)
      let fitted = Self.fitted(segments, width: textWidth, ellipsis: style.usesUnicode ? "…" : ">")
      let padding = String(repeating: " ", count: textWidth - fitted.reduce(0) { $0 + $1.text.count })
      guard cell.isChanged else {
        return style.paint(number, .dim) + "   " + fitted.map(\.text).joined() + padding
      }
      let reversed: ConsoleStyle.Color = color == .red ? .reversedRed : .reversedGreen
      let wholeLine = segments.allSatisfy(\.isChanged)
      let text = fitted.map { style.paint($0.text, $0.isChanged && !wholeLine ? reversed : color) }.joined()
      return style.paint(number, .dim) + " " + style.paint(sign, color) + " " + text + padding
    }
    var lines = [
      Self.fitted(
        [Segment(text: diff.oldLabel, isChanged: false)], width: numberWidth + 3 + textWidth,
        ellipsis: style.usesUnicode ? "…" : ">"
      )
      .map(\.text).joined().padding(toLength: numberWidth + 3 + textWidth, withPad: " ", startingAt: 0)
        + separator + diff.newLabel
    ]
    for row in diff.rows {
      switch row {
      case .hunk(let header):
        lines.append(style.paint(header, .cyan))
      case .lines(let old, let new):
        let changed = old?.isChanged ?? true
        let (oldSegments, newSegments) =
          changed
          ? Self.segments(old: old?.text, new: new?.text)
          : ([Segment(text: old?.text ?? "", isChanged: false)], [Segment(text: new?.text ?? "", isChanged: false)])
        lines.append(
          cell(old, segments: oldSegments, sign: "-", color: .red) + separator
            + cell(new, segments: newSegments, sign: "+", color: .green))
      }
    }
    return lines.map { $0.replacing(#/ +$/#, with: "") }
  }

  // MARK: Lines

  /// The segments of a removed line `old` and the added line `new` that replaces it: the words
  /// each has that the other has not are changed. A line without a counterpart, or sharing no
  /// word but spaces with it, is one changed segment.
  static func segments(old: String?, new: String?) -> (old: [Segment], new: [Segment]) {
    guard let old, let new else {
      return ([Segment(text: old ?? "", isChanged: true)], [Segment(text: new ?? "", isChanged: true)])
    }
    var oldSegments: [Segment] = []
    var newSegments: [Segment] = []
    func append(_ word: String, changed: Bool, to segments: inout [Segment]) {
      if let last = segments.last, last.isChanged == changed {
        segments[segments.count - 1].text += word
      } else {
        segments.append(Segment(text: word, isChanged: changed))
      }
    }
    var sharesAWord = false
    for word in LineDiff(wordsFrom: old, to: new).lines {
      switch word {
      case .same(let text):
        sharesAWord = sharesAWord || !text.allSatisfy(\.isWhitespace)
        append(text, changed: false, to: &oldSegments)
        append(text, changed: false, to: &newSegments)
      case .removed(let text): append(text, changed: true, to: &oldSegments)
      case .added(let text): append(text, changed: true, to: &newSegments)
      }
    }
    guard sharesAWord else {
      return ([Segment(text: old, isChanged: true)], [Segment(text: new, isChanged: true)])
    }
    return (oldSegments, newSegments)
  }

  /// A changed line, `sign` first: in colour, the line red or green and its changed words
  /// reversed; without colour, a line partly changed marks its changed words `[-removed-]` and
  /// `{+added+}`, as `git diff --word-diff` does.
  static func marked(_ segments: [Segment], sign: String, style: ConsoleStyle) -> String {
    let color: ConsoleStyle.Color = sign == "-" ? .red : .green
    let wholeLine = segments.allSatisfy(\.isChanged)
    guard style.usesColor else {
      return sign
        + segments.map { segment in
          guard segment.isChanged, !wholeLine else { return segment.text }
          return sign == "-" ? "[-\(segment.text)-]" : "{+\(segment.text)+}"
        }.joined()
    }
    let reversed: ConsoleStyle.Color = sign == "-" ? .reversedRed : .reversedGreen
    return style.paint(sign, color)
      + segments.map { style.paint($0.text, $0.isChanged && !wholeLine ? reversed : color) }.joined()
  }

  /// `segments` cut to `width` characters, the last one replaced by `ellipsis` when cut.
  static func fitted(_ segments: [Segment], width: Int, ellipsis: String) -> [Segment] {
    guard segments.reduce(0, { $0 + $1.text.count }) > width else { return segments }
    var left = width - ellipsis.count
    var fitted: [Segment] = []
    for segment in segments where left > 0 {
      fitted.append(Segment(text: String(segment.text.prefix(left)), isChanged: segment.isChanged))
      left -= min(left, segment.text.count)
    }
    fitted.append(Segment(text: ellipsis, isChanged: false))
    return fitted
  }
}
