import JourneyCoverage
import JourneyFiles
import JourneyModel
import JourneyRunner
import JourneySuite
import Prelude
import ValueCoding

/// A run as the JSON report holds it: the counts, the input's problems, each journey that ran with
/// its failure, warnings, steps, snapshots and trace file, and what was done to golden files.
///
/// The JSON report is this document encoded; `journey merge-reports` decodes the reports of
/// several shards, merges them and renders the whole as JSON, JUnit and HTML from it. Real
/// durations are all in objects under the key `timing`; virtual times are written as journeys
/// write durations (`1.5s`).
public struct ReportDocument: Codable, Sendable {
  /// The version of the report's format this harness writes, and the only one it reads. Every
  /// change to what the document holds raises it, here.
  public static let formatVersion = 3

  /// The version of the format the report is written in; `nil` in a report written before the
  /// format had a version, which is version 1.
  public var version: Int?
  public var exitStatus: Int32
  public var mode: String
  /// Whether every journey was selected, so that obsolete golden files were looked for.
  public var fullRun: Bool
  public var summary: Summary
  public var inputDiagnostics: [DiagnosticDocument]
  public var inputErrors: [String]
  public var journeys: [JourneyDocument]
  public var goldenFiles: GoldenFilesDocument
  /// The digest (``/JourneyFiles/GoldenReview/digest(of:)``) of each journey file the run
  /// loaded, by path: a review of the report accepts its changes only where the local journey
  /// files are the same.
  public var journeyFileDigests: [String: String]
  public var timing: Timing
  /// The shard the run was, as `--shard` named it; absent when it was not one.
  public var shard: ShardDocument?
  /// What the run's journeys reached, when it recorded coverage (`journey run --coverage`).
  public var coverage: Coverage?

  public init(_ report: RunReport) {
    version = Self.formatVersion
    exitStatus = report.exitStatus.rawValue
    shard = report.shard.map { ShardDocument(index: $0.index, count: $0.count) }
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
        ObsoleteFile(
            path: $0.file.path, journeyFile: $0.file.journeyFile, snapshot: $0.file.snapshotName,
            reason: $0.reason, message: $0.message)
      },
      obsoleteFailsRun: report.obsoleteFilesFail,
      deleted: report.deletedFiles,
      errors: report.fileErrors.map { FileErrorDocument(path: $0.path, problem: $0.problem) })
    journeyFileDigests = report.journeyFileDigests
    timing = Timing(report.duration)
    coverage = report.coverage
  }
}

extension ReportDocument {
  /// The version a report's JSON says it is written in, read before the rest of it: a report of
  /// another version is refused for its version, not for a key it names otherwise.
  public struct FormatVersion: Decodable, Sendable {
    /// The version; `nil` for version 1, written before the format had a version.
    public let version: Int?

    /// Why a report of this version cannot be read, or `nil` when it can.
    public var problem: String? {
      let version = version ?? 1
      guard version != ReportDocument.formatVersion else { return nil }
      let written = version > ReportDocument.formatVersion ? "a newer" : "an older"
      return "it is written in version \(version) of the report's format, by \(written) harness, and this one "
        + "reads version \(ReportDocument.formatVersion)"
    }
  }

  /// The counts of a run.
  public struct Summary: Codable, Sendable {
    public var passed: Int
    public var failed: Int
    public var skipped: Int
    public var invalidFiles: Int
  }

  /// One of the parts of a run, `index` of `count`.
  public struct ShardDocument: Codable, Hashable, Sendable {
    public var index: Int
    public var count: Int
  }

  /// A real duration, which varies from run to run.
  public struct Timing: Codable, Sendable {
    public var seconds: Double

    public init(_ duration: Duration) {
      seconds = duration.inSeconds
    }

    /// The timing `decoder` holds.
    ///
    /// - Throws: `DecodingError.dataCorrupted` at `seconds` for a number below 0 or above 1e9
    ///   (some 30 years), which no run takes and no report can show.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      seconds = try container.decode(Double.self, forKey: .seconds)
      guard (0...1e9).contains(seconds) else {
        throw DecodingError.dataCorruptedError(
          forKey: .seconds, in: container,
          debugDescription: "expected a real duration in seconds, from 0 to 1e9, found \(seconds)")
      }
    }
  }

  /// A position in a journey file.
  public struct LocationDocument: Codable, Sendable {
    public var file: String
    public var line: Int
    public var column: Int

    public init(_ location: FileLocation) {
      file = location.file
      line = location.line
      column = location.column
    }
  }

  /// A problem at a position.
  public struct DiagnosticDocument: Codable, Sendable {
    public var severity: String
    public var location: LocationDocument
    public var message: String
    /// `path:line:column: severity: message`.
    public var text: String

    public init(_ diagnostic: Diagnostic) {
      severity = diagnostic.severity.rawValue
      location = LocationDocument(diagnostic.location)
      message = diagnostic.message
      text = diagnostic.description
    }
  }

  /// A journey that ran.
  public struct JourneyDocument: Codable, Sendable {
    public var file: String
    public var name: String
    public var tags: [String]
    public var exampleRow: Int?
    public var location: LocationDocument
    public var status: JourneyStatus
    public var failure: FailureDocument?
    public var errors: [DiagnosticDocument]
    public var warnings: [DiagnosticDocument]
    public var steps: [StepDocument]
    public var snapshots: [SnapshotDocument]
    public var virtualDuration: String
    /// The trace file, when the run kept the journey's trace.
    public var trace: String?
    /// The trace of the journey's last passing run, kept beside a failing journey's trace; `nil`
    /// when there is none.
    public var lastPassedTrace: String?
    /// How a schedule changed the journey, when the run tried schedules (`--schedules`) and one
    /// did.
    public var schedules: ScheduleDifferenceDocument?
    public var timing: Timing

    /// `file › name`, as runs name journeys.
    public var identifier: String { "\(file) › \(name)" }

    public init(_ outcome: JourneyOutcome) {
      let result = outcome.result
      file = result.journey.file
      name = result.journey.name
      tags = result.journey.tags
      exampleRow = result.journey.exampleNumber
      location = LocationDocument(result.journey.location)
      status = outcome.passed ? .passed : .failed
      failure = result.failure.map(FailureDocument.init)
      errors = outcome.recordingFailures.map(DiagnosticDocument.init)
      warnings = result.warnings.map(DiagnosticDocument.init)
      steps = result.steps.map(StepDocument.init)
      snapshots = outcome.snapshots.map(SnapshotDocument.init)
      virtualDuration = result.virtualDuration.journeyDescription
      trace = outcome.trace.map(\.path)
      lastPassedTrace = outcome.trace?.lastPassedPath
      schedules = outcome.scheduleDifference.map(ScheduleDifferenceDocument.init)
      timing = Timing(outcome.duration)
    }
  }

  /// How a journey ended under the first schedule that changed it and under its own
  /// (``/JourneySuite/ScheduleDifference``); `journey run FILE --schedule-seed S` replays either.
  public struct ScheduleDifferenceDocument: Codable, Sendable {
    /// The schedule the journey ran under first: its file's, else 0.
    public var baseline: UInt64
    /// The first schedule tried that changed it.
    public var schedule: UInt64
    /// What differs: `verdict`, `final screen`.
    public var differs: [String]
    /// How the run under each ended, `passed` or `failed`.
    public var baselineStatus: String
    public var scheduleStatus: String
    /// The step, counted from 1, where the two runs' traces part in what a person or a check could
    /// see (``TraceDivergence/visibleAspects``); absent when they part after the last step.
    public var partingStep: Int?

    public init(_ difference: ScheduleDifference) {
      baseline = difference.baseline
      schedule = difference.schedule
      differs = difference.aspects.map(\.rawValue)
      baselineStatus = difference.baselineTrace.status
      scheduleStatus = difference.scheduleTrace.status
      partingStep =
        switch TraceDivergence(
          from: difference.baselineTrace, to: difference.scheduleTrace, noticing: TraceDivergence.visibleAspects
        )?.place {
        case .step(let index), .onlyOneHasStep(let index, _): index + 1
        case .ending, nil: nil
        }
    }

    /// `run FILE with --schedule-seed 0 and with --schedule-seed 7 to replay each`, for the
    /// journey of `file`.
    public func replayHint(file: String) -> String {
      "run \(file) with --schedule-seed \(baseline) and with --schedule-seed \(schedule) to replay each"
    }

    /// `under schedule 7 the verdict differs from schedule 0's (passed under 0, failed under 7)`.
    public var message: String {
      "under schedule \(schedule) the \(differs.joined(separator: " and the ")) "
        + "\(differs.count == 1 ? "differs" : "differ") from schedule \(baseline)'s "
        + "(\(baselineStatus) under \(baseline), \(scheduleStatus) under \(schedule))"
    }
  }

  /// How a journey ended, written `passed` or `failed`.
  public enum JourneyStatus: String, Codable, Sendable {
    case passed
    case failed

    /// The status `decoder` holds.
    ///
    /// - Throws: `DecodingError.dataCorrupted` at the status for a text that is neither, so that
    ///   a report that is not one of `journey run` is refused where it says so.
    public init(from decoder: any Decoder) throws {
      let text = try decoder.singleValueContainer().decode(String.self)
      guard let status = Self(rawValue: text) else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: decoder.codingPath,
            debugDescription: "expected a journey status, 'passed' or 'failed', found '\(text)'"))
      }
      self = status
    }
  }

  /// Why a journey failed.
  public struct FailureDocument: Codable, Sendable {
    public var phase: String
    public var diagnostic: DiagnosticDocument
    public var subflowRuns: [LocationDocument]
    public var virtualTime: String
    public var screen: String?
    public var recentActions: [String]
    /// The whole report, as the console shows it.
    public var text: String

    public init(_ failure: JourneyFailure) {
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

  /// How a step went.
  public struct StepDocument: Codable, Sendable {
    public var step: String
    public var kind: String
    public var location: LocationDocument
    public var depth: Int
    public var status: String
    public var virtualStart: String
    public var virtualDuration: String

    public init(_ result: StepResult) {
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

  /// A snapshot compared, and what was done with its golden file.
  public struct SnapshotDocument: Codable, Sendable {
    public var name: String
    public var location: LocationDocument
    public var goldenFile: String
    public var comparison: String
    public var action: String
    public var pendingFile: String?
    public var error: String?
    public var diff: String?
    /// The text the run took, when there was no golden or it differed: what a review of the
    /// report accepts.
    public var actual: String?
    /// The digest (``/JourneyFiles/GoldenReview/digest(of:)``) of the golden text the run
    /// compared against; absent when there was none.
    public var goldenDigest: String?

    public init(_ record: SnapshotRecord) {
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
      actual = record.outcome.status == .matched ? nil : record.outcome.actual
      goldenDigest = record.outcome.golden.map(GoldenReview.digest(of:))
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

  /// What a run found and did in the golden files as a whole.
  public struct GoldenFilesDocument: Codable, Sendable {
    public var obsolete: [ObsoleteFile]
    public var obsoleteFailsRun: Bool
    public var deleted: [String]
    public var errors: [FileErrorDocument]
  }

  /// A file that could not be written or deleted.
  public struct FileErrorDocument: Codable, Sendable {
    public var path: String
    public var problem: String
  }

  /// A golden file no journey takes.
  public struct ObsoleteFile: Codable, Sendable {
    public var path: String
    public var journeyFile: String
    public var snapshot: String
    public var reason: String
    /// The whole warning, as the console shows it.
    public var message: String
  }
}

extension ReportDocument {
  /// The real duration of each journey in seconds, by identifier (`file › name`), as `--timings`
  /// reads them to balance shards.
  public var timings: [String: Double] {
    Dictionary(journeys.map { ($0.identifier, $0.timing.seconds) }) { first, _ in first }
  }

  /// The reports of the shards of one run, each with the path it was read from, as one: every
  /// journey in file order with its snapshots' actual texts, the counts added up, the input's
  /// problems and the digests of the journey files (which every shard finds alike) once, and the
  /// exit status of the whole, the worst of the shards'. Its real duration is the longest
  /// shard's, as shards run side by side.
  ///
  /// Reports that are not the shards of one run (`mismatches(_:)`) are merged all the same,
  /// with what is wrong among the input errors and the exit status of invalid input: the whole
  /// must never look complete when part of the run is missing or counted twice.
  public static func merged(_ reports: [(path: String, document: ReportDocument)]) -> ReportDocument? {
    let documents = reports.map(\.document)
    guard var merged = documents.first else { return nil }
    let rest = documents.dropFirst()
    merged.version = formatVersion
    merged.exitStatus = documents.map(\.exitStatus).max() ?? 0
    merged.fullRun = documents.count == 1 && merged.fullRun
    merged.journeys = documents.flatMap(\.journeys).sorted {
      ($0.file, $0.location.line, $0.location.column, $0.exampleRow ?? 0)
        < ($1.file, $1.location.line, $1.location.column, $1.exampleRow ?? 0)
    }
    let passed = documents.reduce(0) { $0 + $1.summary.passed }
    let failed = documents.reduce(0) { $0 + $1.summary.failed }
    let loaded = documents.map { $0.summary.passed + $0.summary.failed + $0.summary.skipped }.min() ?? 0
    merged.summary = Summary(
      passed: passed, failed: failed, skipped: max(0, loaded - passed - failed),
      invalidFiles: documents.map(\.summary.invalidFiles).max() ?? 0)
    for document in rest {
      merged.inputDiagnostics += document.inputDiagnostics.filter { diagnostic in
        !merged.inputDiagnostics.contains { $0.text == diagnostic.text }
      }
      merged.inputErrors += document.inputErrors.filter { !merged.inputErrors.contains($0) }
      merged.goldenFiles.obsolete += document.goldenFiles.obsolete.filter { obsolete in
        !merged.goldenFiles.obsolete.contains { $0.path == obsolete.path }
      }
      merged.goldenFiles.obsoleteFailsRun = merged.goldenFiles.obsoleteFailsRun || document.goldenFiles.obsoleteFailsRun
      merged.goldenFiles.deleted += document.goldenFiles.deleted
      merged.goldenFiles.errors += document.goldenFiles.errors
      merged.journeyFileDigests.merge(document.journeyFileDigests) { first, _ in first }
      if let coverage = document.coverage {
        merged.coverage = merged.coverage.map { $0.merging(coverage) } ?? coverage
      }
    }
    merged.timing.seconds = documents.map(\.timing.seconds).max() ?? 0
    merged.shard = nil
    let mismatches = mismatches(reports)
    if !mismatches.isEmpty {
      merged.inputErrors += mismatches
      merged.exitStatus = max(merged.exitStatus, ExitStatus.invalidInput.rawValue)
    }
    return merged
  }

  /// What keeps `reports` from being the shards of one run: a journey that ran in two of them, a
  /// journey file whose digest differs between two of them, a report of a shard beside one of a
  /// whole run, shards of different splits, a shard twice, a shard missing. Empty when they fit
  /// together.
  static func mismatches(_ reports: [(path: String, document: ReportDocument)]) -> [String] {
    var problems: [String] = []
    var firstReport: [String: String] = [:]
    var repeated: [(journey: String, first: String, second: String)] = []
    for (path, document) in reports {
      for journey in document.journeys {
        let identifier = journey.exampleRow.map { "\(journey.identifier) (row \($0))" } ?? journey.identifier
        if let first = firstReport[identifier] {
          repeated.append((identifier, first, path))
        } else {
          firstReport[identifier] = path
        }
      }
    }
    if let example = repeated.first {
      let count = repeated.count == 1 ? "a journey ran" : "\(repeated.count) journeys ran"
      problems.append(
        "\(count) in two reports, such as '\(example.journey)' in \(example.first) and \(example.second): "
          + "each shard must run its own journeys, with '--shard i/n', the same n and a different i")
    }
    var digests: [String: (digest: String, report: String)] = [:]
    var changedFiles: [(file: String, first: String, second: String)] = []
    for (path, document) in reports {
      for (file, digest) in document.journeyFileDigests.sorted(by: { $0.key < $1.key }) {
        if let first = digests[file] {
          if first.digest != digest { changedFiles.append((file, first.report, path)) }
        } else {
          digests[file] = (digest, path)
        }
      }
    }
    if let example = changedFiles.first {
      let count = changedFiles.count == 1 ? "a journey file" : "\(changedFiles.count) journey files"
      problems.append(
        "the reports ran different versions of \(count), such as \(example.file) in \(example.first) and "
          + "\(example.second): the shards of one run run the same commit")
    }
    let shards = reports.compactMap { report in report.document.shard.map { (path: report.path, shard: $0) } }
    guard let first = shards.first else { return problems }
    if let whole = reports.first(where: { $0.document.shard == nil }) {
      problems.append("\(whole.path) is the report of a run that was not a shard, \(first.path) of shard \(first.shard.index)/\(first.shard.count)")
    }
    if let other = shards.first(where: { $0.shard.count != first.shard.count }) {
      problems.append(
        "the reports split the run in different ways: \(first.path) is shard \(first.shard.index)/\(first.shard.count), "
          + "\(other.path) shard \(other.shard.index)/\(other.shard.count)")
      return problems
    }
    let count = first.shard.count
    for index in 1...count {
      let paths = shards.filter { $0.shard.index == index }.map(\.path)
      if paths.count > 1 {
        problems.append("shard \(index)/\(count) has several reports: \(listed(paths, "and"))")
      }
    }
    let missing = (1...count).filter { index in !shards.contains { $0.shard.index == index } }
    if !missing.isEmpty {
      let named = listed(missing.map { "\($0)/\(count)" }, "and")
      problems.append(
        "no report of shard \(named): \(missing.count == 1 ? "its journeys" : "their journeys") ran in none of the reports")
    }
    return problems
  }
}
