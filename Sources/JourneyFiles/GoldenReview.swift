import Foundation
import JourneyModel
import Prelude

/// Finds the golden changes of journeys waiting for review, and accepts or rejects them one at a
/// time, as `journey review` does at each key press.
///
/// Accepting writes the golden atomically (a temporary file renamed over it) before removing the
/// pending `.new` file, so that a review stopped at any moment leaves every file as it was or
/// fully written.
public struct GoldenReview: Sendable {
  /// The golden files.
  public let files: GoldenFiles
  /// The journey command, which the reasons of refused changes tell to run.
  public let command: JourneyCommandName

  /// Makes a review of the golden files in `files`.
  public init(files: GoldenFiles = GoldenFiles(), command: JourneyCommandName = .unnamed) {
    self.files = files
    self.command = command
  }

  /// The pending changes of `journeys` and the obsolete files `obsolete`, in review order:
  /// by journey file, then by the place of the `snapshot` step, obsolete files last.
  ///
  /// A snapshot with a pending `.new` file is a ``GoldenChange/Kind/mismatch`` when it has a
  /// golden and ``GoldenChange/Kind/new`` when it has none; a snapshot with neither is new and
  /// refused until a run records its text. A golden several journeys take (the rows of an
  /// examples table) is one change, the first journey's.
  public func changes(of journeys: [Journey], obsolete: [ObsoleteGoldenFile]) -> [GoldenChange] {
    var seen: Set<String> = []
    var changes: [GoldenChange] = []
    for journey in journeys {
      for (name, location) in journey.snapshotSteps {
        let goldenPath = files.path(journeyFile: journey.file, snapshot: name)
        guard seen.insert(goldenPath).inserted,
          let change = change(of: journey, snapshot: name, at: location, goldenPath: goldenPath)
        else { continue }
        changes.append(change)
      }
    }
    let obsoleteByGolden = Dictionary(grouping: obsolete) { $0.file.goldenPath }
    for (goldenPath, obsoleteFiles) in obsoleteByGolden where seen.insert(goldenPath).inserted {
      changes.append(change(obsolete: obsoleteFiles, goldenPath: goldenPath))
    }
    return changes.sorted(by: Self.reviewOrder)
  }

  /// Accepts `change`: writes its new text to the golden and removes the pending file, or, for
  /// an obsolete change, deletes the golden and its pending file.
  ///
  /// - Throws: ``GoldenFileError`` when the change is refused, when the golden is no longer the
  ///   text the change was made from (review it again), or when a file cannot be written or
  ///   deleted.
  public func accept(_ change: GoldenChange) throws(GoldenFileError) {
    if let refusal = change.refusal {
      throw GoldenFileError(path: change.goldenPath, problem: refusal)
    }
    try requireUnchanged(change)
    switch change.kind {
    case .mismatch, .new:
      guard let text = change.newText else {
        throw GoldenFileError(path: change.goldenPath, problem: "there is no new text to accept")
      }
      try files.write(text, to: change.goldenPath)
      try removePending(of: change)
    case .obsolete:
      if try files.read(change.goldenPath) != nil {
        try files.delete(change.goldenPath)
      }
      try removePending(of: change)
    }
  }

  /// Rejects `change`: removes its pending file and keeps the golden as it is; an obsolete file
  /// is kept.
  ///
  /// - Throws: ``GoldenFileError`` when the pending file cannot be deleted.
  public func reject(_ change: GoldenChange) throws(GoldenFileError) {
    switch change.kind {
    case .mismatch, .new: try removePending(of: change)
    case .obsolete: return
    }
  }

  /// Carries out `decision` about `change`: accepts it, rejects it, or, skipped, does nothing.
  ///
  /// - Throws: ``GoldenFileError`` as ``accept(_:)`` and ``reject(_:)`` do.
  public func apply(_ decision: GoldenDecision, to change: GoldenChange) throws(GoldenFileError) {
    switch decision {
    case .accepted: try accept(change)
    case .rejected: try reject(change)
    case .skipped: return
    }
  }

  /// A digest of `text` that tells whether two texts are the same: 16 hexadecimal digits of the
  /// 64-bit FNV-1a hash of its UTF-8 bytes, the same on every machine. A report records the
  /// digests of the goldens and journey files its run read, so that a review of the report can
  /// tell whether the local files are still those.
  public static func digest(of text: String) -> String {
    let hex = String(text.stableHash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// The ``digest(of:)`` of the text of the file at `path`, or `nil` when it cannot be read.
  public static func digest(ofFileAt path: String) -> String? {
    FileManager.default.contents(atPath: path).map { digest(of: String(decoding: $0, as: UTF8.self)) }
  }

  // MARK: Finding changes

  private func change(
    of journey: Journey, snapshot name: String, at location: FileLocation, goldenPath: String
  ) -> GoldenChange? {
    let pendingPath = goldenPath + GoldenFiles.pendingSuffix
    var change = GoldenChange(
      kind: .mismatch, journeyFile: journey.file, journeyName: journey.name, location: location,
      snapshotName: name, goldenPath: goldenPath, pendingPath: nil, oldText: nil, newText: nil)
    do throws(GoldenFileError) {
      change.oldText = try files.read(goldenPath)
      change.newText = try files.read(pendingPath)
    } catch {
      change.refusal = error.description
      return change
    }
    switch (change.oldText, change.newText) {
    case (_?, nil):
      return nil
    case (_?, _?):
      change.pendingPath = pendingPath
    case (nil, _?):
      change.kind = .new
      change.pendingPath = pendingPath
    case (nil, nil):
      change.kind = .new
      change.refusal =
        "no run has recorded its text yet; record it with \(command.quoted("run \(journey.file)"))"
    }
    return change
  }

  private func change(obsolete: [ObsoleteGoldenFile], goldenPath: String) -> GoldenChange {
    let first = obsolete[0].file
    let pending = obsolete.first { $0.file.isPending }?.file.path
    var change = GoldenChange(
      kind: .obsolete, journeyFile: first.journeyFile, journeyName: nil, location: nil,
      snapshotName: first.snapshotName, goldenPath: goldenPath, pendingPath: pending, oldText: nil, newText: nil)
    do throws(GoldenFileError) {
      change.oldText = try currentOldText(of: change)
    } catch {
      change.refusal = error.description
    }
    return change
  }

  private static func reviewOrder(_ lhs: GoldenChange, _ rhs: GoldenChange) -> Bool {
    func key(_ change: GoldenChange) -> (String, Int, Int, String) {
      (change.journeyFile, change.location?.line ?? .max, change.location?.column ?? .max, change.goldenPath)
    }
    return key(lhs) < key(rhs)
  }

  // MARK: Carrying out

  /// The text accepting replaces: the golden's, or, for an obsolete pending file without a
  /// golden, the pending file's.
  private func currentOldText(of change: GoldenChange) throws(GoldenFileError) -> String? {
    if let golden = try files.read(change.goldenPath) { return golden }
    guard change.kind == .obsolete, let pending = change.pendingPath else { return nil }
    return try files.read(pending)
  }

  private func requireUnchanged(_ change: GoldenChange) throws(GoldenFileError) {
    guard try currentOldText(of: change) == change.oldText else {
      throw GoldenFileError(
        path: change.goldenPath,
        problem: "the file changed since the change was listed; review it again to see what it holds now")
    }
  }

  private func removePending(of change: GoldenChange) throws(GoldenFileError) {
    guard let pending = change.pendingPath, FileManager.default.fileExists(atPath: pending) else { return }
    try files.delete(pending)
  }
}
