import Synchronization

/// The parts of a value that ``ValueEncoder/encode(_:only:)`` encodes: the values at some paths,
/// and the mappings on the way to them.
///
/// Selection follows mapping keys only: a list on the way to a selected path, or a path that
/// goes on into one, selects that list whole, since leaving elements out would move the indices
/// of those that stay.
final class PathSelection: Sendable {
  /// Whether everything from here down is selected.
  let isWhole: Bool
  /// What is selected under each key, in the order the paths first name the keys: a selection
  /// names few keys, which a look through finds sooner than hashing the key would.
  private let children: [(key: String, scope: Scope)]

  /// A selection of `paths`; the empty path selects the whole value.
  convenience init(_ paths: some Sequence<ValuePath>) {
    self.init(remainders: paths.map { $0.components[...] })
  }

  /// The selections made, by their paths.
  private static let made = Mutex<[Paths: PathSelection]>([:])
  /// How many selections ``made`` keeps before it starts again: a reader of an app's state reads
  /// at most a few hundred sets of paths, such as the checks' and the parts that changed.
  private static var madeLimit: Int { 512 }

  /// A selection of `paths`: the one made for the same paths before when there is one, since the
  /// same sets of paths are read again and again and finding them costs less than selecting.
  static func of(_ paths: [ValuePath]) -> PathSelection {
    let key = Paths(paths: paths)
    if let found = made.withLock({ $0[key] }) { return found }
    let selection = PathSelection(paths)
    made.withLock { made in
      if made.count == madeLimit { made.removeAll(keepingCapacity: true) }
      made[key] = selection
    }
    return selection
  }

  /// Paths as a key of ``made``: hashed by their shape (how many paths, and for each component
  /// its index, or its key's length and first byte) rather than by all their text, which costs
  /// less on every read, while sets of paths with the same shape are told apart by equality.
  private struct Paths: Hashable {
    let paths: [ValuePath]

    func hash(into hasher: inout Hasher) {
      var shape = paths.count
      for path in paths {
        for component in path.components {
          switch component {
          case .key(let key):
            let utf8 = key.utf8
            shape = shape &* 31 &+ utf8.count &* 257 &+ Int(utf8.first ?? 0)
          case .index(let index):
            shape = shape &* 31 &+ index
          }
        }
        shape = shape &* 31
      }
      hasher.combine(shape)
    }
  }

  /// A selection of what `remainders`, the rest of each path from here, lead to.
  private init(remainders: [ArraySlice<ValuePath.Component>]) {
    var remaindersByKey: [(key: String, remainders: [ArraySlice<ValuePath.Component>])] = []
    var isWhole = false
    for remainder in remainders {
      guard case .key(let key)? = remainder.first else {
        // The end of a path, or an index into a list: all of it.
        isWhole = true
        break
      }
      if let index = remaindersByKey.firstIndex(where: { $0.key == key }) {
        remaindersByKey[index].remainders.append(remainder.dropFirst())
      } else {
        remaindersByKey.append((key, [remainder.dropFirst()]))
      }
    }
    self.isWhole = isWhole
    children = isWhole ? [] : remaindersByKey.map { ($0.key, Self.scope(of: $0.remainders)) }
  }

  /// How much the rests of paths `remainders` select: all of it when one ends or goes on into a
  /// list, which needs no selection of its own; else their parts.
  private static func scope(of remainders: [ArraySlice<ValuePath.Component>]) -> Scope {
    let isWhole = remainders.contains { remainder in
      guard case .key? = remainder.first else { return true }
      return false
    }
    return isWhole ? .whole : .part(PathSelection(remainders: remainders))
  }

  /// Nothing at all: what a container outside the selection writes into.
  static let nothing = PathSelection(remainders: [])

  /// How many keys of a mapping are selected; `nil` when every key is.
  var keyCount: Int? {
    isWhole ? nil : children.count
  }

  /// What is selected under `key` of a mapping: `nil` when nothing is, or the whole selection when
  /// all of it is.
  func child(forKey key: String) -> Scope? {
    guard !isWhole else { return .whole }
    for child in children where Self.same(child.key, key) {
      return child.scope
    }
    return nil
  }

  /// Whether anything under `key` of a mapping is selected: ``child(forKey:)`` without telling
  /// how much.
  func selects(key: String) -> Bool {
    isWhole || children.contains { Self.same($0.key, key) }
  }

  /// Whether `first` and `second` are the same key: told apart by their lengths first, which
  /// most keys that differ do and which costs less than comparing them.
  private static func same(_ first: String, _ second: String) -> Bool {
    first.utf8.count == second.utf8.count && first == second
  }

  /// How much of a place in the value is selected.
  enum Scope {
    /// All of it.
    case whole
    /// The parts this selection names.
    case part(PathSelection)

    /// The selection to pass on to the place's containers: `nil` for all of it.
    var partial: PathSelection? {
      if case .part(let selection) = self { return selection }
      return nil
    }
  }
}
