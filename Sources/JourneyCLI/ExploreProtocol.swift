import Foundation
import JourneyExplore

/// What the explore command asks of a worker process, one JSON line each.
enum ExploreJob: Codable, Sendable {
  /// Explore the seed and shrink what fails.
  case explore(seed: UInt64)
  /// Replay a candidate, written as a journey file of its faults and steps.
  case replay(journey: String)
}

/// What a worker writes for a job, one JSON line each: a line as each step starts, then the
/// answer. Each line tells the command that started the worker that the step before finished, so
/// that its watchdog times steps, never a whole seed or its shrinking.
enum ExploreLine: Codable, Sendable {
  /// Exploring is about to run `step`, written as a journey file writes it: should the worker
  /// die or be stopped in it, the command has the steps that led there.
  case explores(step: String)
  /// Exploring found `violation`, and shrinking it starts.
  case shrinks(ViolationRecord)
  /// A replay, while shrinking or for a replay job, is about to run a step.
  case replays
  /// The job's answer, its last line.
  case answer(ExploreAnswer)
}

extension ExploreLine {
  /// The line of ``replays`` with its newline, written for every step of every replay: made once,
  /// and recognised by the command without decoding it.
  static let replaysLine: Data = {
    let data = (try? JSONEncoder.exploreLines.encode(ExploreLine.replays)) ?? Data()
    return data + Data("\n".utf8)
  }()
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

extension JSONEncoder {
  /// One JSON line per message, keys sorted.
  static let exploreLines: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()
}
