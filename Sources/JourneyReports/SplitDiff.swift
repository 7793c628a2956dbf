/// A unified diff laid out side by side: the old text on the left, the new on the right, each
/// line with its number, a removed line beside the added line that replaces it.
///
/// Read from the unified text reports keep (`--- old`, `+++ new`, then `@@ -start,count
/// +start,count @@` hunks), so that a report read back from JSON shows the same.
public struct SplitDiff: Hashable, Sendable {
  /// One side of a row: a line of one text.
  public struct Cell: Hashable, Sendable {
    /// The line's number in its text, from 1.
    public var number: Int
    /// The line.
    public var text: String
    /// Whether the line is only in its text: removed on the left, added on the right.
    public var isChanged: Bool

    /// Makes a cell.
    public init(number: Int, text: String, isChanged: Bool) {
      self.number = number
      self.text = text
      self.isChanged = isChanged
    }
  }

  /// A row of the two columns.
  public enum Row: Hashable, Sendable {
    /// The header of a hunk, as the unified text writes it: `@@ -3,7 +3,8 @@`.
    case hunk(String)
    /// A line of each text, or of one of them when the other has nothing there.
    case lines(old: Cell?, new: Cell?)
  }

  /// What the old text is, from the `---` header: the golden file.
  public var oldLabel: String
  /// What the new text is, from the `+++` header: the actual text.
  public var newLabel: String
  /// The rows, in order.
  public var rows: [Row]

  /// The side-by-side layout of `unified`. Within a run of changed lines, the n-th removed line
  /// faces the n-th added one; the longer side faces nothing.
  public init(unified: String) {
    oldLabel = ""
    newLabel = ""
    rows = []
    var oldNumber = 1
    var newNumber = 1
    var removed: [Cell] = []
    var added: [Cell] = []
    func flushChanges() {
      for index in 0..<max(removed.count, added.count) {
        rows.append(
          .lines(
            old: index < removed.count ? removed[index] : nil,
            new: index < added.count ? added[index] : nil))
      }
      removed = []
      added = []
    }
    for line in unified.split(separator: "\n", omittingEmptySubsequences: false) {
      let text = String(line.dropFirst())
      if line.hasPrefix("--- "), rows.isEmpty, oldLabel.isEmpty {
        oldLabel = String(line.dropFirst(4))
      } else if line.hasPrefix("+++ "), rows.isEmpty, newLabel.isEmpty {
        newLabel = String(line.dropFirst(4))
      } else if line.hasPrefix("@@") {
        flushChanges()
        (oldNumber, newNumber) = Self.starts(ofHunk: line)
        rows.append(.hunk(String(line)))
      } else if line.hasPrefix("-") {
        removed.append(Cell(number: oldNumber, text: text, isChanged: true))
        oldNumber += 1
      } else if line.hasPrefix("+") {
        added.append(Cell(number: newNumber, text: text, isChanged: true))
        newNumber += 1
      } else if line.hasPrefix(" ") {
        flushChanges()
        rows.append(
          .lines(
            old: Cell(number: oldNumber, text: text, isChanged: false),
            new: Cell(number: newNumber, text: text, isChanged: false)))
        oldNumber += 1
        newNumber += 1
      }
    }
    flushChanges()
  }

  /// The first line numbers of a hunk headed `@@ -3,7 +3,8 @@`; an empty side's start (`-0,0`)
  /// counts as 1, the number its first line would have.
  private static func starts(ofHunk header: Substring) -> (old: Int, new: Int) {
    func start(after marker: Character) -> Int {
      let fields = header.split(separator: " ")
      guard let field = fields.first(where: { $0.first == marker }),
        let number = Int(field.dropFirst().prefix { $0 != "," })
      else { return 1 }
      return max(number, 1)
    }
    return (start(after: "-"), start(after: "+"))
  }
}
