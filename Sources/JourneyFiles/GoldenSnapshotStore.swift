import JourneyRunner

/// Golden texts read from the golden files beside the journey files.
package struct GoldenSnapshotStore: SnapshotStore {
  package let files: GoldenFiles

  package init(files: GoldenFiles) {
    self.files = files
  }

  package func golden(for key: SnapshotKey) throws -> String? {
    try files.read(files.path(journeyFile: key.journeyFile, snapshot: key.name))
  }
}
