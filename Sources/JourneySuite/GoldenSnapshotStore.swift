import JourneyRunner

/// Golden texts read from the golden files beside the journey files.
struct GoldenSnapshotStore: SnapshotStore {
  let files: GoldenFiles

  func golden(for key: SnapshotKey) throws -> String? {
    try files.read(files.path(journeyFile: key.journeyFile, snapshot: key.name))
  }
}
