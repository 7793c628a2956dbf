import ValueCoding

/// The world and the app before a journey's first step.
///
/// The loader reads `mocks` itself. Everything else under `given` is ``app``: the device's `now`,
/// `timeZone`, `locale` and `network`, which the runner applies for every host, and the host's own
/// keys (signed in or not, feature flags, stored data), which it decodes into its own type; a key
/// neither knows is an error.
public struct Given: Hashable, Sendable {
  /// How mocks behave from the start, in file order.
  public var mocks: [MockChange]
  /// The rest of `given`, the device's keys and the host's, with where each part of it is.
  public var app: LocatedValue

  /// Makes a `given`.
  public init(mocks: [MockChange] = [], app: LocatedValue = LocatedValue(.object([:]))) {
    self.mocks = mocks
    self.app = app
  }
}

/// A value read from a journey file, with where each part of it is written, so that a problem
/// found later (by the host decoding it, say) can still be reported at its line and column.
public struct LocatedValue: Hashable, Sendable {
  /// The value.
  public var value: Value
  /// Where each part is written, by its path: a mapping entry's value, a list's element; the
  /// empty path is the whole value.
  public var locations: [ValuePath: FileLocation]
  /// Where the key of each mapping entry is written, by the entry's path.
  public var keyLocations: [ValuePath: FileLocation]

  /// Makes a located value.
  public init(
    _ value: Value, locations: [ValuePath: FileLocation] = [:], keyLocations: [ValuePath: FileLocation] = [:]
  ) {
    self.value = value
    self.locations = locations
    self.keyLocations = keyLocations
  }

  /// The location of the part at `path`, or of its nearest located ancestor.
  public func location(of path: ValuePath) -> FileLocation? {
    var path = path
    while true {
      if let location = locations[path] { return location }
      guard !path.isEmpty else { return nil }
      path = path.prefix(path.components.count - 1)
    }
  }

  /// Where a problem at `site` is written: the key of an entry when the problem is its key, the
  /// part's value otherwise; the nearest located ancestor's value for a site that is not located.
  public func location(of site: ProblemSite) -> FileLocation? {
    switch site {
    case .value(let path): location(of: path)
    case .key(let path): keyLocations[path] ?? location(of: path)
    }
  }
}
