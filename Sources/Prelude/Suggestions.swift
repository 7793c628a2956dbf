/// "Did you mean" suggestions for misspelled names.
///
/// Closeness is the Damerau–Levenshtein distance in its optimal string alignment form (insertions,
/// deletions, substitutions and swaps of adjacent characters, each costing one), computed on
/// lowercased text so that case differences are free. A candidate is close enough when its
/// distance is at most `max(1, count / 3)`, where `count` is the length of the misspelled text,
/// and smaller than the length of the longer of the two, so that no name is offered for something
/// it shares nothing with.
///
/// The work is bounded: a text longer than ``longestText`` characters gets no suggestion, a
/// candidate whose length alone puts it too far is not compared, and a comparison stops as soon as
/// the candidate cannot come close enough; so a misspelt name costs in proportion to the
/// candidates' lengths, however long the name.
public enum Suggestions {
  /// The longest text, in characters, that suggestions are looked for: nobody misspells a name
  /// longer than this by a few characters, and comparing it would cost the product of the lengths.
  public static let longestText = 256

  /// The candidate closest to `text`, or `nil` when none is close enough. Among candidates as
  /// close, those that differ from `text` only in the value of some digits come last, the nearest
  /// number first (`×7` before `×0` for `×8`); then the one that comes first in `candidates`.
  public static func closest(to text: String, in candidates: some Sequence<String>) -> String? {
    guard let typed = comparable(text) else { return nil }
    let limit = max(1, typed.count / 3)
    var best: (candidate: String, distance: Int, numberGap: Double)?
    for candidate in candidates {
      let known = Array(candidate.lowercased())
      // Each character one text has beyond the other's length is an edit.
      guard abs(known.count - typed.count) <= limit,
        let distance = editDistances(typed, toPrefixesOf: known, atMost: limit)?[known.count],
        distance <= limit, distance < max(typed.count, known.count)
      else { continue }
      let numberGap = numberGap(from: typed, to: known)
      if best.map({ (distance, numberGap) < ($0.distance, $0.numberGap) }) ?? true {
        best = (candidate, distance, numberGap)
      }
    }
    return best?.candidate
  }

  /// `"; did you mean 'tap'?"` when a candidate is close to `text`, otherwise `""`; meant to be
  /// appended to an error message.
  public static func didYouMean(_ text: String, in candidates: some Sequence<String>) -> String {
    closest(to: text, in: candidates).map(phrase(for:)) ?? ""
  }

  /// Up to `count` candidates, the nearest to `text` first: ranked by the fewest edits that turn
  /// `text` into the start of the candidate, so that a misspelt beginning ranks every name it
  /// begins (`serch` is one edit from `searchQueryChanged`), then by the edits to the whole
  /// candidate, then by their order in `candidates`. Unlike ``closest(to:in:)`` it offers
  /// candidates further off, meant for saying where to look when none is close, but only those
  /// whose beginning is at most half of `text` away: a name sharing nothing with it would only
  /// mislead.
  public static func nearest(
    to text: String, in candidates: some Sequence<String>, count: Int
  ) -> [String] {
    guard let typed = comparable(text) else { return [] }
    let limit = typed.count / 2
    let ranked = candidates.enumerated().compactMap {
      index, candidate -> (candidate: String, prefix: Int, whole: Int, index: Int)? in
      let known = Array(candidate.lowercased())
      // Each character of `text` beyond the candidate's length is an edit to any of its beginnings.
      guard typed.count - known.count <= limit,
        let distances = editDistances(typed, toPrefixesOf: known, atMost: limit),
        let prefix = distances.min(), prefix <= limit
      else { return nil }
      return (candidate: candidate, prefix: prefix, whole: distances[known.count], index: index)
    }
    return ranked.sorted { ($0.prefix, $0.whole, $0.index) < ($1.prefix, $1.whole, $1.index) }
      .prefix(count).map(\.candidate)
  }

  /// `"; the nearest are 'a', 'b'"` for `candidates`, or `""` when there are none.
  public static func phrase(nearest candidates: [String]) -> String {
    switch candidates.count {
    case 0: ""
    case 1: "; the nearest is '\(candidates[0])'"
    default: "; the nearest are " + candidates.map { "'\($0)'" }.joined(separator: ", ")
    }
  }

  /// `"; did you mean 'tap'?"` for `suggestion`.
  public static func phrase(for suggestion: String) -> String {
    "; did you mean '\(suggestion)'?"
  }

  /// `text` lowercased, as characters, when it is short enough to look for suggestions.
  private static func comparable(_ text: String) -> [Character]? {
    // A character is at least one byte: most texts are known short without counting.
    guard text.utf8.count <= longestText || text.count <= longestText else { return nil }
    return Array(text.lowercased())
  }

  /// How far the numbers of `candidate` are from those of `text` when the two differ only in the
  /// value of some digits, as `×7` and `×8` do: the sum of the differences of the numbers, each
  /// run of digits one; 0 when they differ otherwise.
  private static func numberGap(from text: [Character], to candidate: [Character]) -> Double {
    guard text.count == candidate.count else { return 0 }
    var gap = 0.0
    var runs = ("", "")
    for (typed, known) in zip(text + [" "], candidate + [" "]) {
      switch (typed.isASCIIDigit, known.isASCIIDigit) {
      case (true, true):
        runs.0.append(typed)
        runs.1.append(known)
      case (false, false) where typed == known:
        gap += abs((Double(runs.0) ?? 0) - (Double(runs.1) ?? 0))
        runs = ("", "")
      default:
        return 0
      }
    }
    return gap
  }

  /// The Damerau–Levenshtein distances (optimal string alignment) from `source` to each prefix
  /// of `target`, the empty one first and `target` itself last; `nil` as soon as every one of
  /// them is known to be more than `limit`.
  ///
  /// The smallest distance in a row of the table never decreases from one row to the next (a
  /// swap costs one, as the substitution beside it does), so once a row has none within `limit`,
  /// no prefix is within it.
  static func editDistances(_ source: [Character], toPrefixesOf target: [Character], atMost limit: Int) -> [Int]? {
    var twoRowsBack = [Int](repeating: 0, count: target.count + 1)
    var previousRow = Array(0...target.count)
    var currentRow = [Int](repeating: 0, count: target.count + 1)
    guard !source.isEmpty else { return previousRow }
    for i in 1...source.count {
      currentRow[0] = i
      var rowMinimum = i
      for j in stride(from: 1, through: target.count, by: 1) {
        let substitutionCost = source[i - 1] == target[j - 1] ? 0 : 1
        var distance = min(
          previousRow[j] + 1,
          currentRow[j - 1] + 1,
          previousRow[j - 1] + substitutionCost
        )
        if i > 1, j > 1, source[i - 1] == target[j - 2], source[i - 2] == target[j - 1] {
          distance = min(distance, twoRowsBack[j - 2] + 1)
        }
        currentRow[j] = distance
        rowMinimum = min(rowMinimum, distance)
      }
      guard rowMinimum <= limit else { return nil }
      (twoRowsBack, previousRow, currentRow) = (previousRow, currentRow, twoRowsBack)
    }
    return previousRow
  }
}

extension Character {
  /// Whether the character is one of the digits 0 to 9.
  fileprivate var isASCIIDigit: Bool {
    asciiValue.map { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ?? false
  }
}
