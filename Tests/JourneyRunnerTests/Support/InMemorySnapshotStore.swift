import JourneyRunner

/// Golden texts held in memory, by snapshot name, for journeys of any file.
struct InMemorySnapshotStore: SnapshotStore {
  var goldens: [String: String]

  func golden(for key: SnapshotKey) throws -> String? {
    goldens[key.name]
  }
}

/// A store that cannot be read.
struct UnreadableSnapshotStore: SnapshotStore {
  struct Unreadable: Error, CustomStringConvertible {
    var description: String { "permission denied" }
  }

  func golden(for key: SnapshotKey) throws -> String? {
    throw Unreadable()
  }
}
