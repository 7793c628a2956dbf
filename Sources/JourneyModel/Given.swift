import ValueCoding

/// The world and the app before a journey's first step.
///
/// The harness understands `mocks` itself. Everything else under `given` (signed in or not, feature
/// flags, stored data, network status) belongs to the host app, which decodes ``app`` into its own
/// type and reports unknown keys.
public struct Given: Hashable, Sendable {
  /// How mocks behave from the start, in file order.
  public var mocks: [MockChange]
  /// The rest of `given`, for the host, with where each part of it is.
  public var app: LocatedValue

  /// Makes a `given`.
  public init(mocks: [MockChange] = [], app: LocatedValue = LocatedValue(.object([:]))) {
    self.mocks = mocks
    self.app = app
  }
}

/// A value read from a journey file, with the location of each of its parts, so that a problem
/// found later (by the host decoding it, say) can still be reported at its line and column.
public struct LocatedValue: Hashable, Sendable {
  /// The value.
  public var value: Value
  /// Where each part is, by its path; the empty path is the whole value.
  public var locations: [ValuePath: FileLocation]

  /// Makes a located value.
  public init(_ value: Value, locations: [ValuePath: FileLocation] = [:]) {
    self.value = value
    self.locations = locations
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
}
