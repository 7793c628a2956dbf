/// Where golden snapshot texts come from. The runner only reads through it; writing them is the
/// caller's business (see ``SnapshotPolicy``).
///
/// The runner asks from every journey it runs, possibly from several threads at once.
public protocol SnapshotStore: Sendable {
  /// The golden text of the snapshot `key`, or `nil` when it has none yet.
  ///
  /// - Throws: An error whose description says why the golden text cannot be read; the step
  ///   fails with it.
  func golden(for key: SnapshotKey) throws -> String?
}

/// Which golden text a snapshot compares with: one per journey file and snapshot name (the loader
/// makes sure a journey takes each name once).
public struct SnapshotKey: Hashable, Sendable, CustomStringConvertible {
  /// The journey file's path, as the loader was given it.
  public var journeyFile: String
  /// The snapshot's name, such as `login-error`.
  public var name: String

  /// Makes a key.
  public init(journeyFile: String, name: String) {
    self.journeyFile = journeyFile
    self.name = name
  }

  /// `file › name`.
  public var description: String {
    "\(journeyFile) › \(name)"
  }
}

/// A store that holds no golden text, so that every snapshot step is new: for runs whose
/// journeys take no snapshots (exploration, benchmarks) or that only look at what they record.
public struct NoGoldenSnapshots: SnapshotStore {
  public init() {}

  public func golden(for key: SnapshotKey) -> String? { nil }
}
