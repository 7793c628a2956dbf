import Foundation
import JourneyExplore

/// What the explore command asks of a worker process, one JSON line each.
enum ExploreJob: Codable, Sendable {
  /// Explore the seed and shrink what fails.
  case explore(seed: UInt64)
  /// Explore the seed without shrinking, writing each step before it runs: for a seed whose
  /// worker crashed, to learn the steps that led there.
  case trace(seed: UInt64)
  /// Replay a candidate, written as a journey file of its faults and steps.
  case replay(journey: String)
}

/// What a worker answers for a job, one JSON line; a `trace` job also writes one ``step`` line
/// per step before it.
struct ExploreAnswer: Codable, Sendable {
  /// A step about to run, as a journey file writes it (trace jobs only); a line with a step is
  /// not the job's answer, which follows it.
  var step: String?
  /// The violation found, if any (the answer of every job but a step line).
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
