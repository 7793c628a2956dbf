/// "Did you mean" suggestions for misspelled names.
///
/// Closeness is the Damerau–Levenshtein distance in its optimal string alignment form (insertions,
/// deletions, substitutions and swaps of adjacent characters, each costing one), computed on
/// lowercased text so that case differences are free. A candidate is close enough when its
/// distance is at most `max(1, count / 3)`, where `count` is the length of the misspelled text,
/// and smaller than the length of the longer of the two, so that no name is offered for something
/// it shares nothing with.
public enum Suggestions {
  /// The candidate closest to `text`, or `nil` when none is close enough. Ties go to the candidate
  /// that comes first in `candidates`.
  public static func closest(to text: String, in candidates: some Sequence<String>) -> String? {
    let typed = Array(text.lowercased())
    let limit = max(1, typed.count / 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let known = Array(candidate.lowercased())
      let distance = editDistance(typed, known)
      guard distance <= limit, distance < max(typed.count, known.count) else { continue }
      if best.map({ distance < $0.distance }) ?? true {
        best = (candidate, distance)
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
    let typed = Array(text.lowercased())
    let ranked = candidates.enumerated().map { index, candidate in
      let distances = editDistances(typed, toPrefixesOf: Array(candidate.lowercased()))
      return (candidate: candidate, prefix: distances.min() ?? 0, whole: distances.last ?? 0, index: index)
    }
    return ranked.filter { 2 * $0.prefix <= typed.count }
      .sorted { ($0.prefix, $0.whole, $0.index) < ($1.prefix, $1.whole, $1.index) }
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

  /// The Damerau–Levenshtein distance (optimal string alignment) between two character arrays.
  static func editDistance(_ source: [Character], _ target: [Character]) -> Int {
    editDistances(source, toPrefixesOf: target)[target.count]
  }

  /// The Damerau–Levenshtein distances (optimal string alignment) from `source` to each prefix
  /// of `target`, the empty one first and `target` itself last.
  static func editDistances(_ source: [Character], toPrefixesOf target: [Character]) -> [Int] {
    var twoRowsBack = [Int](repeating: 0, count: target.count + 1)
    var previousRow = Array(0...target.count)
    var currentRow = [Int](repeating: 0, count: target.count + 1)
    guard !source.isEmpty else { return previousRow }
    for i in 1...source.count {
      currentRow[0] = i
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
      }
      (twoRowsBack, previousRow, currentRow) = (previousRow, currentRow, twoRowsBack)
    }
    return previousRow
  }
}
