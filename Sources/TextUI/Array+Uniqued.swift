extension Array where Element: Hashable {
  /// The elements in order, each kept only where it first appears.
  var uniqued: [Element] {
    var seen = Set<Element>()
    return filter { seen.insert($0).inserted }
  }
}
