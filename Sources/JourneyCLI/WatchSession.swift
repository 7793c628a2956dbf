import JourneyFiles
import JourneyModel
import Prelude

/// A key `journey watch` takes, as Jest's watch mode has them.
enum WatchKey: Hashable, Sendable {
  /// Run every journey watched.
  case runAll
  /// Run the journeys that failed when they last ran.
  case runFailed
  /// Accept the snapshots that failed, writing their goldens.
  case acceptFailed
  /// Review the snapshots that failed one at a time, as `journey review` does.
  case reviewFailed
  /// Rebuild the journey command and restart it.
  case rebuild
  case quit

  /// The key a byte read from the terminal is, or `nil` for a byte the watch does not take.
  /// Ctrl-C and Ctrl-D quit, as `q` does: the terminal sends them as bytes in raw mode.
  init?(byte: UInt8) {
    switch byte {
    case UInt8(ascii: "a"): self = .runAll
    case UInt8(ascii: "f"): self = .runFailed
    case UInt8(ascii: "u"): self = .acceptFailed
    case UInt8(ascii: "i"): self = .reviewFailed
    case UInt8(ascii: "r"): self = .rebuild
    case UInt8(ascii: "q"), 3, 4: self = .quit
    default: return nil
    }
  }
}

/// A journey as the watch follows it: its identifier and the files whose change runs it again.
struct WatchedJourney: Hashable, Sendable {
  /// `file › name`.
  var identifier: String
  /// Its journey file, the subflow files it runs, and its goldens with their pending `.new`
  /// files, each normalised as ``/Prelude/FilePath/normalized(_:)`` writes it.
  var dependencies: Set<String>
}

extension WatchedJourney {
  /// `journey`, which depends on its file, the subflows it runs, and the goldens `files` keeps
  /// for its snapshots with their `.new` files, whether or not they exist yet.
  init(_ journey: Journey, goldenFiles files: GoldenFiles) {
    var dependencies: Set<String> = [FilePath.normalized(journey.file)]
    for step in journey.allSteps {
      guard case .run(let subflow) = step.kind else { continue }
      dependencies.insert(FilePath.resolving(subflow.file, from: FilePath.folder(of: step.location.file)))
    }
    self.init(identifier: journey.identifier, dependencies: dependencies.union(Self.goldens(of: journey, in: files)))
  }

  /// The goldens `files` keeps for the snapshots of `journey`, with their `.new` files: what a
  /// run of it writes.
  static func goldens(of journey: Journey, in files: GoldenFiles) -> Set<String> {
    journey.snapshotSteps.reduce(into: []) { goldens, snapshot in
      let golden = FilePath.normalized(files.path(journeyFile: journey.file, snapshot: snapshot.name))
      goldens.formUnion([golden, golden + GoldenFiles.pendingSuffix])
    }
  }
}

/// The journeys a watch follows as their files load now.
struct WatchSuite: Hashable, Sendable {
  /// The selected journeys of the valid files, in suite order.
  var journeys: [WatchedJourney]
  /// The problems of the files, rendered as `path:line:column: error: message`: a file with an
  /// error has no journeys until it is fixed.
  var problems: [String]
}

/// What a journey did the last time it ran.
struct WatchOutcome: Hashable, Sendable {
  /// `file › name`.
  var identifier: String
  var passed: Bool
  /// Why it failed, each rendered as `path:line:column: error: message`.
  var failures: [String]
  /// How many of its snapshots differ from their goldens, their text waiting in `.new` files.
  var pendingSnapshots: Int
}

/// Journeys the watch runs together, and why.
struct WatchRun: Hashable, Sendable {
  /// Their identifiers, in suite order.
  var journeys: [String]
  /// Why they run, such as `Scenarios/a.yaml changed`; `nil` for the first run.
  var reason: String?
}

/// What the watch asks of what drives it.
enum WatchAction: Hashable, Sendable {
  /// Run these journeys, then tell ``WatchSession/runFinished(_:)``.
  case run(WatchRun)
  /// Accept the failing snapshots of these journeys, then tell ``WatchSession/tell(_:)``.
  case accept(journeys: [String])
  /// Review the failing snapshots of these journeys, then tell ``WatchSession/tell(_:)``.
  case review(journeys: [String])
  /// Rebuild the journey command and restart it; when that fails, tell ``WatchSession/rebuildFailed(_:)``.
  case rebuild
}

/// `journey watch` as a state machine: files changed, keys pressed and runs finished in, the
/// runs, golden decisions and rebuilds to carry out and the screen out. It reads no files, no
/// clock and no terminal, so that each event's effect can be checked without them;
/// `JourneyTool.execute(_:arguments:…)` polls the files and the keys and feeds it.
///
/// Once Swift sources of the package changed, it runs no journey until the command is rebuilt:
/// what would run is the code from before the change.
struct WatchSession {
  /// The journeys, as they loaded last.
  private(set) var suite: WatchSuite
  /// The outcome of each journey the last time it ran, by identifier.
  private(set) var outcomes: [String: WatchOutcome] = [:]
  /// The run under way, or the last one.
  private(set) var lastRun: WatchRun?
  /// Whether ``lastRun`` is under way.
  private(set) var isRunning = false
  /// Whether Swift sources changed since the command was built.
  private(set) var sourcesChanged = false
  /// What the last key or decision did, or why it did nothing; kept until the next key.
  private(set) var notice: String?
  /// Whether `q` was pressed.
  private(set) var isFinished = false
  /// Whether the working folder is a package whose sources are watched (it has a `Package.swift`).
  let watchesSources: Bool
  /// Whether a change of the sources rebuilds and restarts at once, rather than asking for `r`.
  let restartsOnSourceChange: Bool

  /// How many journeys a run lists one by one when they pass; a larger run lists its failures.
  static let listedPassingJourneys = 10

  init(suite: WatchSuite, watchesSources: Bool, restartsOnSourceChange: Bool) {
    self.suite = suite
    self.watchesSources = watchesSources
    self.restartsOnSourceChange = restartsOnSourceChange
  }

  /// Whether `path` is a Swift source of the package: its manifest or a Swift file below `Sources/`.
  static func isSwiftSource(_ path: String) -> Bool {
    path == "Package.swift" || (path.hasPrefix("Sources/") && path.hasSuffix(".swift"))
  }

  // MARK: Events

  /// The first run: every journey.
  mutating func start() -> WatchAction? {
    run(suite.journeys.map(\.identifier), reason: nil)
  }

  /// The files at `paths` changed, appeared or went away, and the journeys now load as `suite`:
  /// runs the journeys that depend on one of them and the journeys that are new, and forgets
  /// those that are gone.
  mutating func filesChanged(_ paths: Set<String>, suite: WatchSuite) -> WatchAction? {
    let before = Dictionary(self.suite.journeys.map { ($0.identifier, $0.dependencies) }) { first, _ in first }
    self.suite = suite
    let identifiers = Set(suite.journeys.map(\.identifier))
    outcomes = outcomes.filter { identifiers.contains($0.key) }
    if paths.contains(where: Self.isSwiftSource) {
      sourcesChanged = true
      if restartsOnSourceChange { return .rebuild }
    }
    var causes: Set<String> = []
    var affected: [String] = []
    for journey in suite.journeys {
      let changed = paths.intersection(journey.dependencies.union(before[journey.identifier] ?? []))
      guard before[journey.identifier] == nil || !changed.isEmpty else { continue }
      affected.append(journey.identifier)
      causes.formUnion(changed)
    }
    guard !affected.isEmpty else { return nil }
    return run(affected, reason: Self.reason(causes.sorted()))
  }

  /// Takes `key`.
  mutating func press(_ key: WatchKey) -> WatchAction? {
    notice = nil
    switch key {
    case .runAll:
      return run(suite.journeys.map(\.identifier), reason: "all")
    case .runFailed:
      let failed = failedJourneys
      guard !failed.isEmpty else {
        notice = "No journey failed; nothing to run."
        return nil
      }
      return run(failed, reason: "failed")
    case .acceptFailed, .reviewFailed:
      let journeys = failedJourneys.filter { (outcomes[$0]?.pendingSnapshots ?? 0) > 0 }
      guard !journeys.isEmpty else {
        notice = "No snapshot failed; nothing to \(key == .acceptFailed ? "accept" : "review")."
        return nil
      }
      return key == .acceptFailed ? .accept(journeys: journeys) : .review(journeys: journeys)
    case .rebuild:
      guard watchesSources else {
        notice = "The working folder has no Package.swift; there is nothing to rebuild."
        return nil
      }
      return .rebuild
    case .quit:
      isFinished = true
      return nil
    }
  }

  /// The run under way ended with `outcomes`.
  mutating func runFinished(_ outcomes: [WatchOutcome]) {
    for outcome in outcomes {
      self.outcomes[outcome.identifier] = outcome
    }
    isRunning = false
  }

  /// Shows `notice`: what accepting or reviewing did.
  mutating func tell(_ notice: String) {
    self.notice = notice
  }

  /// The rebuild asked for failed, with `problem`: the command goes on with the code it has.
  mutating func rebuildFailed(_ problem: String) {
    notice = "\(problem); watching goes on with the code from before the change: fix it and press r."
  }

  /// Starts running `journeys`, unless there are none or the sources changed.
  private mutating func run(_ journeys: [String], reason: String?) -> WatchAction? {
    guard !journeys.isEmpty else {
      notice = "No journey to run."
      return nil
    }
    guard !sourcesChanged else {
      notice = "Journeys run the code from before the Swift sources changed; press r to rebuild and restart first."
      return nil
    }
    let run = WatchRun(journeys: journeys, reason: reason)
    lastRun = run
    isRunning = true
    return .run(run)
  }

  /// The journeys that failed when they last ran, in suite order.
  var failedJourneys: [String] {
    suite.journeys.map(\.identifier).filter { outcomes[$0]?.passed == false }
  }

  /// `a changed`, `a and b changed`, `a and 2 other files changed`.
  private static func reason(_ paths: [String]) -> String {
    switch paths.count {
    case 0: "new"
    case 1: "\(paths[0]) changed"
    case 2: "\(paths[0]) and \(paths[1]) changed"
    default: "\(paths[0]) and \(paths.count - 1) other files changed"
    }
  }

  // MARK: Screen

  /// The keys, one line; `r` only where there are sources to rebuild.
  var keyLine: String {
    let rebuild = watchesSources ? " · r rebuild" : ""
    return "a run all · f run failed · u accept failed snapshots · i review them\(rebuild) · q quit"
  }

  /// The screen: the problems of the files, the last run with each failure, the state of every
  /// journey, what needs doing, and the keys.
  func screen(style: ConsoleStyle) -> String {
    var lines = suite.problems
    if !lines.isEmpty { lines.append("") }
    if let run = lastRun {
      if isRunning {
        let what = ConsoleReporter.count(run.journeys.count, "journey") + Self.parenthesized(run.reason)
        lines.append(style.paint("Running \(what)\(style.usesUnicode ? "…" : "...")", .bold))
      } else {
        lines += runLines(run, style: style)
      }
      lines.append("")
    }
    lines.append(status(verb: "Watching", style: style))
    if sourcesChanged {
      lines.append(style.paint("Swift sources changed: press r to rebuild and restart", .yellow))
    }
    if let notice {
      lines.append(style.paint(notice, .yellow))
    }
    lines.append(style.paint(keyLine, .dim))
    return lines.joined(separator: "\n") + "\n"
  }

  /// What the watch leaves on the terminal when it ends: the state of every journey.
  func summary(style: ConsoleStyle) -> String {
    status(verb: "Watched", style: style) + "\n"
  }

  /// The run's counts, then each journey that ran with its failures, passing ones only in a
  /// small run.
  private func runLines(_ run: WatchRun, style: ConsoleStyle) -> [String] {
    let ran = run.journeys.compactMap { outcomes[$0] }
    let passed = ran.count { $0.passed }
    var lines = [
      style.paint("Ran \(ConsoleReporter.count(ran.count, "journey"))\(Self.parenthesized(run.reason)): ", .bold)
        + style.paint("\(passed) passed", passed > 0 ? .green : .dim) + ", "
        + style.paint("\(ran.count - passed) failed", passed < ran.count ? .red : .dim)
    ]
    for outcome in ran where !outcome.passed || ran.count <= Self.listedPassingJourneys {
      lines.append("\(outcome.passed ? style.passMark : style.failMark) \(shown(outcome.identifier, style: style))")
      for failure in outcome.failures {
        lines += failure.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
      }
    }
    return lines
  }

  /// `Watching 3 journeys: 2 passed, 1 failed, 1 snapshot failed`, with how many have not run.
  private func status(verb: String, style: ConsoleStyle) -> String {
    let states = suite.journeys.map { outcomes[$0.identifier] }
    let passed = states.count { $0?.passed == true }
    let failed = states.count { $0?.passed == false }
    var parts = [
      style.paint("\(passed) passed", passed > 0 ? .green : .dim),
      style.paint("\(failed) failed", failed > 0 ? .red : .dim),
    ]
    let notRun = states.count - passed - failed
    if notRun > 0 {
      parts.append("\(notRun) not run")
    }
    let pending = states.reduce(0) { $0 + (($1?.passed == false ? $1?.pendingSnapshots : nil) ?? 0) }
    if pending > 0 {
      parts.append(style.paint("\(ConsoleReporter.count(pending, "snapshot")) failed", .red))
    }
    return "\(verb) \(ConsoleReporter.count(states.count, "journey")): \(parts.joined(separator: ", "))"
  }

  /// ` (reason)`, or nothing.
  private static func parenthesized(_ reason: String?) -> String {
    reason.map { " (\($0))" } ?? ""
  }

  /// `file › name` with the style's separator.
  private func shown(_ identifier: String, style: ConsoleStyle) -> String {
    identifier.replacingOccurrences(of: " › ", with: " \(style.separator) ")
  }
}
