import ValueCoding

/// The app's state at one moment between actions, read as values for the checks made then.
/// Only the paths checks ask for are encoded (`StateSelection.paths`), all at once:
/// those asked for now and those asked for at earlier moments, since the same checks tend to come
/// back after every step, as invariants do. The whole state is read only when something needs all
/// of it: a snapshot, a trace, the empty path, or a path that is not there, whose message lists
/// what is.
final class StateReading {
  let moment: ScreenMoment
  /// The whole state, once read.
  private(set) var whole: Value?
  /// Every path asked for, at this moment or an earlier one, in the order first asked.
  private(set) var pathsAskedFor: [ValuePath]
  /// Where each path asked for is in ``pathsAskedFor``.
  private var indexByPath: [ValuePath: Int]
  /// The value found at each path asked for, read alone, in the order of ``pathsAskedFor``;
  /// `nil` where none was yet.
  private var values: [Value?]
  /// Each list of paths asked for at once whose paths all are in ``pathsAskedFor``, with where
  /// they are there, in the order first asked: the same checks ask for the same lists again, in
  /// the same order, and a list is found by comparing it with the next ones, which costs less
  /// than hashing each of its paths.
  private var queries: [(paths: [ValuePath], indices: [Int])]
  /// Where in ``queries`` to look first: after the list found last.
  private var nextQuery = 0
  /// How many lists ``queries`` keeps: the checks after every step, such as invariants, ask for a
  /// few lists again and again; a journey's other lists, each asked for once or twice, are found
  /// by their paths' hashes instead of lengthening every search.
  private static var queryLimit: Int { 16 }

  /// What is known at `moment`: nothing yet, but the paths asked for at `earlier`.
  init(moment: ScreenMoment, after earlier: StateReading?) {
    self.moment = moment
    pathsAskedFor = earlier?.pathsAskedFor ?? []
    indexByPath = earlier?.indexByPath ?? [:]
    queries = earlier?.queries ?? []
    nextQuery = earlier?.nextQuery ?? 0
    values = Array(repeating: nil, count: pathsAskedFor.count)
  }

  /// The paths to encode for `paths`: none when all are known; else every path asked for so far
  /// that can be read alone and is not known.
  func unread(_ paths: [ValuePath]) -> [ValuePath] {
    guard whole == nil else { return [] }
    // A list asked for before is found without hashing its paths.
    if let indices = indices(of: paths) {
      guard indices.contains(where: { values[$0] == nil }) else { return [] }
    } else {
      guard paths.contains(where: { !$0.isEmpty && value(at: $0) == nil }) else { return [] }
      ask(paths)
    }
    // At a new moment nothing is known: the paths asked for are the same list as before, which
    // the selection made for them last compares quickly.
    if values.allSatisfy({ $0 == nil }) { return pathsAskedFor }
    return zip(pathsAskedFor, values).compactMap { path, value in value == nil ? path : nil }
  }

  /// Adds `paths` to those asked for, so that they are encoded with the next ones.
  func ask(_ paths: [ValuePath]) {
    for path in paths where !path.isEmpty && indexByPath[path] == nil {
      indexByPath[path] = pathsAskedFor.count
      pathsAskedFor.append(path)
      values.append(nil)
    }
  }

  /// Keeps the values `partial`, the state encoded for the paths ``unread(_:)`` gave, holds at
  /// those paths.
  func record(_ partial: Value) {
    for index in values.indices where values[index] == nil {
      values[index] = try? partial.lookup(pathsAskedFor[index])
    }
  }

  func record(whole value: Value) {
    whole = value
  }

  /// The value at each of `paths`, or why there is none; `nil` when only the whole state can tell
  /// for some.
  func values(at paths: [ValuePath]) -> [Result<Value, ValueLookupError>]? {
    if let whole { return paths.map { path in Result { () throws(ValueLookupError) in try whole.lookup(path) } } }
    guard let indices = indices(of: paths) else { return nil }
    var found: [Result<Value, ValueLookupError>] = []
    found.reserveCapacity(indices.count)
    for index in indices {
      guard let value = values[index] else { return nil }
      found.append(.success(value))
    }
    return found
  }

  /// Where each of `paths` is in ``pathsAskedFor``; `nil` when some is not there.
  private func indices(of paths: [ValuePath]) -> [Int]? {
    for offset in queries.indices {
      let index = (nextQuery + offset) % queries.count
      if queries[index].paths == paths {
        nextQuery = index + 1
        return queries[index].indices
      }
    }
    var indices: [Int] = []
    indices.reserveCapacity(paths.count)
    for path in paths {
      guard let index = indexByPath[path] else { return nil }
      indices.append(index)
    }
    if queries.count < Self.queryLimit {
      queries.append((paths, indices))
      nextQuery = queries.count
    }
    return indices
  }

  /// The value read alone at `path`, when it was.
  private func value(at path: ValuePath) -> Value? {
    indexByPath[path].flatMap { values[$0] }
  }
}
