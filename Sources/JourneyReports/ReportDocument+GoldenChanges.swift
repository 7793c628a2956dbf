import Foundation
import JourneyFiles
import JourneyModel
import Prelude

extension ReportDocument {
  /// The golden changes the run saw, to review against the local files as
  /// ``/JourneyFiles/GoldenReview`` reviews a local run's: each snapshot with no golden or a
  /// different one that the run did not write itself, with the text the run took, and each
  /// obsolete file still here. Relative paths of the report are resolved from
  /// `workingDirectory`, where the run ran.
  ///
  /// A change is refused, with the reason, when its journey file is not the one the run read
  /// (gone, or of another digest), or when its golden is no longer the one the run compared
  /// against. A change the local golden already holds is left out.
  public func goldenChanges(review: GoldenReview, workingDirectory: String) -> [GoldenChange] {
    let context = ReportReviewContext(report: self, review: review, workingDirectory: workingDirectory)
    var seen: Set<String> = []
    var changes: [GoldenChange] = []
    for journey in journeys {
      for snapshot in journey.snapshots {
        guard let change = context.change(of: snapshot, in: journey), seen.insert(change.goldenPath).inserted
        else { continue }
        changes.append(change)
      }
    }
    let obsolete = Dictionary(grouping: goldenFiles.obsolete) { context.goldenPath(ofObsolete: $0.path) }
    for (goldenPath, files) in obsolete.sorted(by: { $0.key < $1.key }) where seen.insert(goldenPath).inserted {
      if let change = context.change(obsolete: files, goldenPath: goldenPath) {
        changes.append(change)
      }
    }
    return changes
  }
}

/// What a review of a report compares its changes with: the local journey files and goldens.
private struct ReportReviewContext {
  let report: ReportDocument
  let review: GoldenReview
  let workingDirectory: String

  func local(_ path: String) -> String {
    FilePath.resolving(path, from: workingDirectory)
  }

  func goldenPath(ofObsolete path: String) -> String {
    let pending = GoldenFiles.pendingSuffix
    return local(path.hasSuffix(pending) ? String(path.dropLast(pending.count)) : path)
  }

  /// The change of a snapshot the run did not match and did not write itself.
  func change(
    of snapshot: ReportDocument.SnapshotDocument, in journey: ReportDocument.JourneyDocument
  ) -> GoldenChange? {
    guard let actual = snapshot.actual, ["notWritten", "pendingWritten"].contains(snapshot.action) else {
      return nil
    }
    let goldenPath = local(snapshot.goldenFile)
    let pendingPath = goldenPath + GoldenFiles.pendingSuffix
    var change = GoldenChange(
      kind: snapshot.comparison == "missing" ? .new : .mismatch, journeyFile: journey.file,
      journeyName: journey.name,
      location: FileLocation(
        file: snapshot.location.file, line: snapshot.location.line, column: snapshot.location.column),
      snapshotName: snapshot.name, goldenPath: goldenPath,
      pendingPath: FileManager.default.fileExists(atPath: pendingPath) ? pendingPath : nil, oldText: nil, newText: actual)
    do throws(GoldenFileError) {
      change.oldText = try review.files.read(goldenPath)
    } catch {
      change.refusal = error.description
      return change
    }
    guard change.oldText != actual else { return nil }
    change.refusal =
      journeyFileRefusal(journey.file)
      ?? goldenRefusal(reported: snapshot.goldenDigest, local: change.oldText.map(GoldenReview.digest(of:)))
    return change
  }

  /// The change of the obsolete `files` of one golden, or `nil` when none of them is here.
  func change(obsolete files: [ReportDocument.ObsoleteFile], goldenPath: String) -> GoldenChange? {
    let pending = files.map { local($0.path) }.first { $0.hasSuffix(GoldenFiles.pendingSuffix) }
    let present = [goldenPath, pending].compactMap(\.self).filter { FileManager.default.fileExists(atPath: $0) }
    guard let first = files.first, let shown = present.first else { return nil }
    var change = GoldenChange(
      kind: .obsolete, journeyFile: first.journeyFile, journeyName: nil, location: nil,
      snapshotName: first.snapshot, goldenPath: goldenPath,
      pendingPath: pending.flatMap { present.contains($0) ? $0 : nil }, oldText: nil, newText: nil)
    do throws(GoldenFileError) {
      change.oldText = try review.files.read(shown)
    } catch {
      change.refusal = error.description
      return change
    }
    change.refusal = journeyFileRefusal(first.journeyFile)
    return change
  }

  /// Why the local journey file `file` is not the one the run read, or `nil` when it is.
  private func journeyFileRefusal(_ file: String) -> String? {
    let reported = report.journeyFileDigests[file]
    let local = GoldenReview.digest(ofFileAt: self.local(file))
    switch (reported, local) {
    case (let reported?, let local?) where reported == local:
      return nil
    case (nil, nil):
      return nil
    case (_?, nil):
      return "the journey file \(file) the run read is not here; review the report in a checkout of the commit it ran"
    case (nil, _?):
      return "the run read no journey file \(file), and one is here now; run the journey again to see what it takes"
    case (_?, _?):
      return "the journey file \(file) changed since the run (its digest was \(reported ?? ""), it is \(local ?? "") "
        + "here); run the journey again, or review the report in a checkout of the commit it ran"
    }
  }

  /// Why the local golden, of digest `local`, is not the one the run compared against, of
  /// digest `reported`, or `nil` when it is; `nil` digests for no golden.
  private func goldenRefusal(reported: String?, local: String?) -> String? {
    switch (reported, local) {
    case (let reported?, let local?) where reported == local:
      return nil
    case (nil, nil):
      return nil
    case (_?, nil):
      return "the golden file the run compared against is gone here; run the journey again to record it"
    case (nil, _?):
      return "the run found no golden file, and one is here now; run the journey again to compare with it"
    case (_?, _?):
      return "the golden file changed since the run compared against it (its digest was \(reported ?? ""), "
        + "it is \(local ?? "") here); run the journey again to compare with it"
    }
  }
}
