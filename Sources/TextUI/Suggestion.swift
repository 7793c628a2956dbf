/// Finds the label a person most likely meant when they asked for one that is not there.
enum Suggestion {
  /// The candidate closest to `wanted`, ignoring case, when it is within a third of `wanted`'s
  /// length (at least one edit) of it; the first such candidate on a tie.
  static func closest(to wanted: String, among candidates: [String]) -> String? {
    let target = Array(wanted.lowercased())
    let limit = max(1, target.count / 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(target, Array(candidate.lowercased()))
      if distance <= limit, distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// The least number of single-character insertions, deletions, substitutions and swaps of
  /// two neighbouring characters turning `a` into `b` (optimal string alignment distance), so
  /// that the common typo "Emial" is one edit from "Email".
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    var distance = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { distance[i][0] = i }
    for j in 0...b.count { distance[0][j] = j }
    for i in stride(from: 1, through: a.count, by: 1) {
      for j in stride(from: 1, through: b.count, by: 1) {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var best = min(
          distance[i - 1][j] + 1, distance[i][j - 1] + 1, distance[i - 1][j - 1] + cost
        )
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          best = min(best, distance[i - 2][j - 2] + 1)
        }
        distance[i][j] = best
      }
    }
    return distance[a.count][b.count]
  }
}
