import JourneyRunner

/// Writes what a run's ``SnapshotMode`` says to write after the runner compared a journey's
/// snapshots: missing goldens in the default mode, `.new` texts beside different goldens, and
/// every difference with `--update`; nothing in CI mode.
package struct SnapshotRecorder: Sendable {
  package let files: GoldenFiles
  package let mode: SnapshotMode

  package init(files: GoldenFiles, mode: SnapshotMode) {
    self.files = files
    self.mode = mode
  }

  /// Records the outcomes of one journey, in order.
  package func record(_ outcomes: [SnapshotOutcome]) -> [SnapshotRecord] {
    // The outcomes come from one journey file: its snapshot folder is found once, and again
    // only if a file differs.
    var last: (journeyFile: String, folder: String)?
    return outcomes.map { outcome in
      let journeyFile = outcome.key.journeyFile
      let folder = last.flatMap { $0.journeyFile == journeyFile ? $0.folder : nil } ?? files.snapshotFolder(of: journeyFile)
      last = (journeyFile, folder)
      return record(outcome, at: files.path(inSnapshotFolder: folder, snapshot: outcome.key.name))
    }
  }

  private func record(_ outcome: SnapshotOutcome, at path: String) -> SnapshotRecord {
    let action: SnapshotRecord.Action
    do throws(GoldenFileError) {
      action = try perform(outcome, at: path)
    } catch {
      action = .writeFailed(error)
    }
    return SnapshotRecord(outcome: outcome, goldenPath: path, action: action)
  }

  private func perform(_ outcome: SnapshotOutcome, at path: String) throws(GoldenFileError)
    -> SnapshotRecord.Action
  {
    switch (outcome.status, mode) {
    case (.matched, .ci):
      return .matched
    case (.matched, .record), (.matched, .update):
      try files.removePending(of: path)
      return .matched
    case (.missing, .ci), (.mismatched, .ci):
      return .notWritten
    case (.missing, .record), (.missing, .update):
      try files.write(outcome.actual, to: path)
      try files.removePending(of: path)
      return .written
    case (.mismatched, .update):
      try files.write(outcome.actual, to: path)
      try files.removePending(of: path)
      return .updated
    case (.mismatched, .record):
      let pending = path + GoldenFiles.pendingSuffix
      try files.write(outcome.actual, to: pending)
      return .pendingWritten(path: pending)
    }
  }
}
