import Foundation
import JourneyCoverage
import JourneyExplore

/// What the explore command asks of a worker process, one JSON line each.
enum ExploreJob: Codable, Sendable {
  /// Explore the seed and shrink what fails.
  case explore(seed: UInt64)
  /// Explore the seed from its lead, guided, and shrink what fails.
  case guided(seed: UInt64, lead: LeadRecord)
  /// Replay a candidate, written as a journey file of its faults and steps.
  case replay(journey: String)
}

/// What a worker writes on standard output for a job, one JSON line each: when shrinking starts,
/// then the answer. Each step's start goes to the worker's progress file instead
/// (``ExploreProgressFile``), which wakes nobody.
enum ExploreLine: Codable, Sendable {
  /// Exploring found `violation`, and shrinking it starts.
  case shrinks(ViolationRecord)
  /// The job's answer, its last line.
  case answer(ExploreAnswer)
}

/// The file a worker appends to as each step starts, and the command reads: it grows while steps
/// finish, which the command's watchdog checks, so that it times steps, never a whole seed or its
/// shrinking; and should the worker die or be stopped in a step, it holds the steps that led
/// there. Writing it costs the worker one `write` to a file a step and the command nothing, where
/// a line on a pipe woke the command for every step.
///
/// An explored step is its text as a journey file writes it, ended by ``stepEnd``; a replayed
/// step, whose text the command has, is ``replayMark`` alone.
enum ExploreProgressFile {
  /// Ends the text of an explored step: the ASCII record separator, which no step's text holds.
  static let stepEnd = UInt8(0x1E)
  /// Marks a replayed step: the ASCII unit separator.
  static let replayMark = UInt8(0x1F)

  /// The record of an explored step about to run.
  static func record(ofStep text: String) -> Data {
    Data(text.utf8) + [stepEnd]
  }

  /// The explored steps of `data`, written since a job began, in order. Replays come only after
  /// exploring, so their marks follow the last step's end.
  static func steps(in data: Data) -> [String] {
    data.split(separator: stepEnd, omittingEmptySubsequences: false).dropLast().map {
      String(decoding: $0, as: UTF8.self)
    }
  }
}

/// What a worker answers for a job.
struct ExploreAnswer: Codable, Sendable {
  /// The violation found, if any.
  var violation: ViolationRecord?
  /// The steps generated before shrinking.
  var exploredSteps = 0
  /// The shrunk journey's file text, for an explore job that failed.
  var journey: String?
  /// The steps of the shrunk journey after the start.
  var shrunkSteps = 0
  /// The faults of the shrunk journey.
  var shrunkFaults = 0
  /// The replays shrinking took.
  var replays = 0
  /// The dead controls exploring used, each once, in the order it used them.
  var deadControls: [DeadControlRecord] = []
  /// For a guided job, what it explored and reached.
  var guided: GuidedRecord?
  /// What the seed's journey reached, when the exploration records coverage.
  var coverage: Coverage?
}

/// A guided seed's lead as it crosses between processes.
struct LeadRecord: Codable, Hashable, Sendable {
  /// The parent, as ``ExploreCandidateText`` writes it.
  var parent: String?
  /// The uses of elements earlier runs made, sorted.
  var used: [String]?

  init(_ lead: Lead) {
    parent = lead.parent.map(ExploreCandidateText.text(of:))
    used = lead.used?.sorted()
  }

  /// The lead; a parent that does not read back is left out.
  var lead: Lead {
    Lead(parent: parent.flatMap { try? ExploreCandidateText.candidate(from: $0) }, used: used.map(Set.init))
  }
}

/// What a guided job explored and reached, for the command to merge.
struct GuidedRecord: Codable, Hashable, Sendable {
  /// The candidate explored, before shrinking, as ``ExploreCandidateText`` writes it.
  var candidate: String
  var reach: Reach
}

/// A violation as it crosses between processes.
struct ViolationRecord: Codable, Hashable, Sendable {
  var title: String
  var summary: String
  var message: String
  var signature: String
  var stepCount: Int

  init(_ violation: Violation) {
    title = violation.title
    summary = violation.summary
    message = violation.message
    signature = violation.signature
    stepCount = violation.stepCount
  }
}

/// A dead control as it crosses between processes.
struct DeadControlRecord: Codable, Hashable, Sendable {
  var signature: String
  var summary: String
  var allowance: String
  var stepCount: Int

  init(_ deadControl: DeadControl) {
    signature = deadControl.signature
    summary = deadControl.summary
    allowance = deadControl.allowance
    stepCount = deadControl.stepCount
  }
}
