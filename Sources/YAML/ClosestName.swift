/// The candidate most similar to `name`, if one is close enough to be a likely typo: at most a
/// third of the name's characters need editing.
func closestName(to name: String, among candidates: some Sequence<String>) -> String? {
  let target = Array(name)
  let limit = max(1, target.count / 3)
  var best: (name: String, distance: Int)?
  for candidate in candidates.sorted() {
    let distance = editDistance(target, Array(candidate))
    if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
  }
  return best?.name
}

/// The Levenshtein distance: the fewest insertions, deletions and substitutions turning one
/// string into the other.
private func editDistance(_ source: [Character], _ target: [Character]) -> Int {
  var previous = Array(0...target.count)
  for (sourceIndex, sourceCharacter) in source.enumerated() {
    var current = [sourceIndex + 1]
    for (targetIndex, targetCharacter) in target.enumerated() {
      let substitution = previous[targetIndex] + (sourceCharacter == targetCharacter ? 0 : 1)
      current.append(min(substitution, previous[targetIndex + 1] + 1, current[targetIndex] + 1))
    }
    previous = current
  }
  return previous[target.count]
}
