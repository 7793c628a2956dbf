import JSONCoding
import JourneySuite

/// What `--last-failed` reads: the journeys that failed in the previous runs, kept in
/// `.journey/last-run.json` (ignored by git).
///
/// After each run, the journeys that ran leave the list and those that failed join it, so that a
/// run of some journeys keeps the failures of the others; journeys whose file is gone leave it
/// too.
struct LastRun: Codable {
  /// The identifiers (`file › name`) of the journeys that failed, sorted.
  var failed: [String]

  /// Where the tool keeps it, relative to its working directory.
  static let path = ".journey/last-run.json"

  /// The list after a run that gave `report`.
  func updated(by report: RunReport) -> LastRun {
    let ran = Set(report.outcomes.map { $0.result.journey.description })
    let failedNow = report.outcomes.filter { !$0.passed }.map { $0.result.journey.description }
    return LastRun(failed: Set(failed.filter { !ran.contains($0) } + failedNow).sorted())
  }

  /// The list without the journeys whose file is gone, as `fileExists` tells of a journey file's
  /// path: a journey deleted, or moved to another file, does not fail there again.
  func withoutGoneFiles(_ fileExists: (String) -> Bool) -> LastRun {
    LastRun(failed: failed.filter { fileExists(Self.file(of: $0)) })
  }

  /// The journey file of an identifier `file › name`.
  private static func file(of identifier: String) -> String {
    identifier.range(of: " › ").map { String(identifier[..<$0.lowerBound]) } ?? identifier
  }
}

extension ToolFiles {
  /// The last run's failures, as recorded; `nil` when no run was recorded.
  func readLastRun() throws(UsageError) -> LastRun? {
    guard let text = try? read(LastRun.path, as: "the last run") else { return nil }
    return try decode(
      LastRun.self, from: text, in: LastRun.path, isNot: "a record of the last run", suggestion: "; delete it")
  }

  /// Records the failures after a run that gave `report`.
  func recordLastRun(_ report: RunReport, previous: LastRun?) throws(UsageError) {
    let updated = (previous ?? LastRun(failed: [])).updated(by: report)
    do {
      try write(try JSONText.encode(updated), to: LastRun.path, as: "the last run")
    } catch let error as UsageError {
      throw error
    } catch {
      throw UsageError("cannot record the last run: \(error)")
    }
  }
}
