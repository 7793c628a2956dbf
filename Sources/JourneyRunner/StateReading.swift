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
  /// The values found at paths read alone.
  private var valuesByPath: [ValuePath: Value] = [:]
  /// Every path asked for, at this moment or an earlier one, in the order first asked.
  private(set) var pathsAskedFor: [ValuePath]
  private var isAskedFor: Set<ValuePath>

  /// What is known at `moment`: nothing yet, but the paths asked for at `earlier`.
  init(moment: ScreenMoment, after earlier: StateReading?) {
    self.moment = moment
    pathsAskedFor = earlier?.pathsAskedFor ?? []
    isAskedFor = earlier?.isAskedFor ?? []
  }

  /// The paths to encode for `paths`: none when all are known; else every path asked for so far
  /// that can be read alone and is not known.
  func unread(_ paths: [ValuePath]) -> [ValuePath] {
    // A known path was asked for before: most calls, the same checks after every step, end here.
    guard whole == nil, paths.contains(where: { !$0.isEmpty && valuesByPath[$0] == nil }) else { return [] }
    for path in paths where !path.isEmpty && isAskedFor.insert(path).inserted { pathsAskedFor.append(path) }
    return pathsAskedFor.filter { valuesByPath[$0] == nil }
  }

  /// Keeps the values `partial` (the state encoded for `paths` only) holds at `paths`.
  func record(_ partial: Value, at paths: [ValuePath]) {
    for path in paths {
      if let value = try? partial.lookup(path) { valuesByPath[path] = value }
    }
  }

  func record(whole value: Value) {
    whole = value
    valuesByPath = [:]
  }

  /// The value at `path`, or why there is none; `nil` when only the whole state can tell.
  func value(at path: ValuePath) -> Result<Value, ValueLookupError>? {
    if let whole { return Result { () throws(ValueLookupError) in try whole.lookup(path) } }
    return valuesByPath[path].map { .success($0) }
  }
}
