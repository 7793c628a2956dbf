import Foundation
import JourneyModel
import JourneyRunner
import JourneySuite
import Prelude
import ValueCoding

/// Writes a run as JSON, for tools: the counts, the input's problems, each journey that ran with
/// its failure, warnings, steps and snapshots, and what was done to golden files.
///
/// Keys are sorted, so the same run gives the same text, except for real durations, which are
/// all in objects under the key `timing` for tools and tests to ignore. Virtual times are
/// deterministic and written as journeys write durations (`1.5s`).
public enum JSONReporter {
  /// The JSON text of `report`, ending with a newline.
  public static func document(_ report: RunReport) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      return String(decoding: try encoder.encode(RunDocument(report)), as: UTF8.self) + "\n"
    } catch {
      preconditionFailure("a run report is made of strings and numbers only: \(error)")
    }
  }

  // MARK: The document

  private struct RunDocument: Encodable {
    var exitStatus: Int32
    var mode: String
    /// Whether every journey was selected, so that obsolete golden files were looked for.
    var fullRun: Bool
    var summary: Summary
    var inputDiagnostics: [DiagnosticDocument]
    var inputErrors: [String]
    var journeys: [JourneyDocument]
    var goldenFiles: GoldenFilesDocument
    var timing: Timing

    init(_ report: RunReport) {
      exitStatus = report.exitStatus.rawValue
      fullRun = report.isFullRun
      mode =
        switch report.mode {
        case .record: "record"
        case .update: "update"
        case .ci: "ci"
        }
      summary = Summary(
        passed: report.passedCount, failed: report.failedCount, skipped: report.skippedCount,
        invalidFiles: report.invalidFileCount)
      inputDiagnostics = report.inputDiagnostics.map(DiagnosticDocument.init)
      inputErrors = report.inputErrors
      journeys = report.outcomes.map(JourneyDocument.init)
      goldenFiles = GoldenFilesDocument(
        obsolete: report.obsoleteFiles.map {
          ObsoleteFile(path: $0.file.path, journeyFile: $0.file.journeyFile, snapshot: $0.file.snapshotName, reason: $0.reason)
        },
        obsoleteFailsRun: report.obsoleteFilesFail,
        deleted: report.deletedFiles,
        errors: report.fileErrors.map(\.description))
      timing = Timing(report.duration)
    }
  }

  private struct Summary: Encodable {
    var passed: Int
    var failed: Int
    var skipped: Int
    var invalidFiles: Int
  }

  private struct Timing: Encodable {
    var seconds: Double

    init(_ duration: Duration) {
      seconds = duration.inSeconds
    }
  }

  private struct LocationDocument: Encodable {
    var file: String
    var line: Int
    var column: Int

    init(_ location: FileLocation) {
      file = location.file
      line = location.line
      column = location.column
    }
  }

  private struct DiagnosticDocument: Encodable {
    var severity: String
    var location: LocationDocument
    var message: String
    /// `path:line:column: severity: message`.
    var text: String

    init(_ diagnostic: Diagnostic) {
      severity = diagnostic.severity.rawValue
      location = LocationDocument(diagnostic.location)
      message = diagnostic.message
      text = diagnostic.description
    }
  }

  private struct JourneyDocument: Encodable {
    var file: String
    var name: String
    var tags: [String]
    var exampleRow: Int?
    var location: LocationDocument
    var status: String
    var failure: FailureDocument?
    var errors: [DiagnosticDocument]
    var warnings: [DiagnosticDocument]
    var steps: [StepDocument]
    var snapshots: [SnapshotDocument]
    var virtualDuration: String
    var timing: Timing

    init(_ outcome: JourneyOutcome) {
      let result = outcome.result
      file = result.journey.file
      name = result.journey.name
      tags = result.journey.tags
      exampleRow = result.journey.exampleNumber
      location = LocationDocument(result.journey.location)
      status = outcome.passed ? "passed" : "failed"
      failure = result.failure.map(FailureDocument.init)
      errors = outcome.recordingFailures.map(DiagnosticDocument.init)
      warnings = result.warnings.map(DiagnosticDocument.init)
      steps = result.steps.map(StepDocument.init)
      snapshots = outcome.snapshots.map(SnapshotDocument.init)
      virtualDuration = result.virtualDuration.journeyDescription
      timing = Timing(outcome.duration)
    }
  }

  private struct FailureDocument: Encodable {
    var phase: String
    var diagnostic: DiagnosticDocument
    var subflowRuns: [LocationDocument]
    var virtualTime: String
    var screen: String?
    var recentActions: [String]
    /// The whole report, as the console shows it.
    var text: String

    init(_ failure: JourneyFailure) {
      phase =
        switch failure.phase {
        case .setup: "setup"
        case .step: "step"
        case .end: "end"
        }
      diagnostic = DiagnosticDocument(failure.diagnostic)
      subflowRuns = failure.subflowRuns.map(LocationDocument.init)
      virtualTime = failure.time.journeyDescription
      screen = failure.screen
      recentActions = failure.recentActions.map(\.description)
      text = failure.description
    }
  }

  private struct StepDocument: Encodable {
    var step: String
    var kind: String
    var location: LocationDocument
    var depth: Int
    var status: String
    var virtualStart: String
    var virtualDuration: String

    init(_ result: StepResult) {
      step = result.step.kind.summary
      kind = result.step.kind.name
      location = LocationDocument(result.step.location)
      depth = result.depth
      status =
        switch result.status {
        case .passed: "passed"
        case .failed: "failed"
        case .skipped: "skipped"
        }
      virtualStart = result.startTime.journeyDescription
      virtualDuration = result.virtualDuration.journeyDescription
    }
  }

  private struct SnapshotDocument: Encodable {
    var name: String
    var location: LocationDocument
    var goldenFile: String
    var comparison: String
    var action: String
    var pendingFile: String?
    var error: String?
    var diff: String?

    init(_ record: SnapshotRecord) {
      name = record.outcome.key.name
      location = LocationDocument(record.outcome.location)
      goldenFile = record.goldenPath
      comparison =
        switch record.outcome.status {
        case .matched: "matched"
        case .missing: "missing"
        case .mismatched: "mismatched"
        }
      diff = record.outcome.diff
      switch record.action {
      case .matched: action = "none"
      case .written: action = "written"
      case .updated: action = "updated"
      case .pendingWritten(let path):
        action = "pendingWritten"
        pendingFile = path
      case .notWritten: action = "notWritten"
      case .writeFailed(let error):
        action = "writeFailed"
        self.error = error.description
      }
    }
  }

  private struct GoldenFilesDocument: Encodable {
    var obsolete: [ObsoleteFile]
    var obsoleteFailsRun: Bool
    var deleted: [String]
    var errors: [String]
  }

  private struct ObsoleteFile: Encodable {
    var path: String
    var journeyFile: String
    var snapshot: String
    var reason: String
  }
}
