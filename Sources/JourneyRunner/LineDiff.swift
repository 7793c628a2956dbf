/// The difference between two texts, line by line: the lines both share, in a longest common
/// subsequence, and the lines removed from the first and added in the second.
public struct LineDiff: Equatable {
  /// One line of a difference.
  public enum Line: Equatable {
    /// In both texts.
    case same(String)
    /// Only in the old text.
    case removed(String)
    /// Only in the new text.
    case added(String)
  }

  /// Above this many cells of the comparison table (lines of the differing middle parts
  /// multiplied), the middle parts are shown as removed and added as wholes rather than aligned.
  static let maximumAlignedCells = 4_000_000

  /// The lines, in order.
  public let lines: [Line]

  /// The difference from `old` to `new`.
  public init(from old: [String], to new: [String]) {
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] {
      prefix += 1
    }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let oldMiddle = Array(old[prefix..<(old.count - suffix)])
    let newMiddle = Array(new[prefix..<(new.count - suffix)])
    lines =
      old[..<prefix].map(Line.same)
      + Self.align(oldMiddle, newMiddle)
      + old[(old.count - suffix)...].map(Line.same)
  }

  /// Whether the texts differ.
  public var hasChanges: Bool {
    lines.contains { if case .same = $0 { false } else { true } }
  }

  /// Every line, marked `-` when removed, `+` when added and ` ` when shared.
  public var markedLines: [String] {
    lines.map(Self.marked)
  }

  /// The difference in unified format: `--- old` and `+++ new` headers, then hunks of changes
  /// with `context` shared lines around them, each headed `@@ -start,count +start,count @@`
  /// (a count of one left out).
  public func unified(oldLabel: String, newLabel: String, context: Int = 3) -> String {
    var output = ["--- \(oldLabel)", "+++ \(newLabel)"]
    for hunk in hunks(context: context) {
      output.append(header(of: hunk))
      output += lines[hunk].map(Self.marked)
    }
    return output.joined(separator: "\n")
  }

  // MARK: Hunks

  /// The ranges of ``lines`` shown as hunks: each change with its context, merged when they
  /// touch.
  private func hunks(context: Int) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    for (index, line) in lines.enumerated() {
      if case .same = line { continue }
      let range = max(0, index - context)..<min(lines.count, index + context + 1)
      if let last = ranges.last, range.lowerBound <= last.upperBound {
        ranges[ranges.count - 1] = last.lowerBound..<range.upperBound
      } else {
        ranges.append(range)
      }
    }
    return ranges
  }

  private func header(of hunk: Range<Int>) -> String {
    var oldBefore = 0
    var newBefore = 0
    for line in lines[..<hunk.lowerBound] {
      if case .added = line {} else { oldBefore += 1 }
      if case .removed = line {} else { newBefore += 1 }
    }
    var oldCount = 0
    var newCount = 0
    for line in lines[hunk] {
      if case .added = line {} else { oldCount += 1 }
      if case .removed = line {} else { newCount += 1 }
    }
    return "@@ -\(Self.range(before: oldBefore, count: oldCount)) "
      + "+\(Self.range(before: newBefore, count: newCount)) @@"
  }

  /// `start,count` of a hunk's side, 1-based; an empty side starts at the line before it.
  private static func range(before: Int, count: Int) -> String {
    let start = count == 0 ? before : before + 1
    return count == 1 ? "\(start)" : "\(start),\(count)"
  }

  private static func marked(_ line: Line) -> String {
    switch line {
    case .same(let text): " " + text
    case .removed(let text): "-" + text
    case .added(let text): "+" + text
    }
  }

  // MARK: Alignment

  /// The lines of `old` and `new` aligned on a longest common subsequence; removals come before
  /// additions where both are possible.
  private static func align(_ old: [String], _ new: [String]) -> [Line] {
    if old.isEmpty || new.isEmpty || old.count * new.count > maximumAlignedCells {
      return old.map(Line.removed) + new.map(Line.added)
    }
    let width = new.count + 1
    // lengths[i * width + j]: the longest common subsequence of old[i...] and new[j...].
    var lengths = [Int](repeating: 0, count: (old.count + 1) * width)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        lengths[i * width + j] =
          old[i] == new[j]
          ? lengths[(i + 1) * width + j + 1] + 1
          : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
      }
    }
    var result: [Line] = []
    var i = 0
    var j = 0
    while i < old.count, j < new.count {
      if old[i] == new[j] {
        result.append(.same(old[i]))
        i += 1
        j += 1
      } else if lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
        result.append(.removed(old[i]))
        i += 1
      } else {
        result.append(.added(new[j]))
        j += 1
      }
    }
    return result + old[i...].map(Line.removed) + new[j...].map(Line.added)
  }
}
