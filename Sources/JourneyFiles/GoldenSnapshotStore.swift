import JourneyRunner
import Synchronization

/// Golden texts read from the golden files beside the journey files.
///
/// A store keeps the snapshot folder of the journey file it read last, so that the snapshots of
/// one journey, which come one after another, find their folder once.
package struct GoldenSnapshotStore: SnapshotStore {
  package let files: GoldenFiles
  private let lastFolder = LastFolder()

  package init(files: GoldenFiles) {
    self.files = files
  }

  package func golden(for key: SnapshotKey) throws -> String? {
    try files.read(files.path(inSnapshotFolder: lastFolder.folder(of: key.journeyFile, in: files), snapshot: key.name))
  }
}

/// The snapshot folder of the journey file asked for last, shared by the copies of a store.
private final class LastFolder: Sendable {
  private let last = Mutex<(journeyFile: String, folder: String)?>(nil)

  /// The ``GoldenFiles/snapshotFolder(of:)`` of `journeyFile`, found again only for another file.
  func folder(of journeyFile: String, in files: GoldenFiles) -> String {
    last.withLock { last in
      if let last, last.journeyFile == journeyFile { return last.folder }
      let folder = files.snapshotFolder(of: journeyFile)
      last = (journeyFile, folder)
      return folder
    }
  }
}
