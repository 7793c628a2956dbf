import Foundation
import JourneyExplore
import JourneyModel
import JourneyRunner
import Testing

@testable import JourneyCLI

/// A worker's loop: each job read is answered by one line, a job that does not read by a line
/// saying why, so that the command reports it rather than waiting for an answer.
@Suite struct ExploreWorkerTests {
  /// The lines a worker exploring the greeter from its launch, three steps a journey, writes
  /// for `jobs`.
  private func lines(answering jobs: [String]) throws -> [String] {
    let location = FileLocation(file: "explore", line: 1, column: 1)
    let explorer = Explorer(
      runner: JourneyRunner(host: GreeterHost(), snapshots: NoGoldenSnapshots()),
      start: Journey(file: "explore", name: "Launch", steps: [Step(.launch, at: location)], location: location),
      invariants: [], options: ExploreOptions(maximumSteps: 3))
    let output = Pipe()
    var jobs = jobs[...]
    ExploreWorker(
      explorer: explorer, shrinkBudget: 0, progress: nil, recordsCoverage: false,
      output: output.fileHandleForWriting
    ).run(readingJobs: { jobs.popFirst() })
    try output.fileHandleForWriting.close()
    let written = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    return written.split(separator: "\n").map(String.init)
  }

  @Test func aJobThatDoesNotReadIsAnsweredWithWhyAndTheNextJobAsUsual() throws {
    let lines = try lines(answering: ["explore\tseven", "explore\t7"])
    try #require(lines.count == 2)
    var command = ExploreLines()
    guard case .fails(let message) = try command.line(from: lines[0]) else {
      Issue.record("expected a failure in \(lines[0])")
      return
    }
    #expect(message == #"the worker cannot read its job: field 2 of an explore line does not read: "explore\tseven""#)
    guard case .answer(let answer) = try command.line(from: lines[1]) else {
      Issue.record("expected an answer in \(lines[1])")
      return
    }
    #expect(answer.exploredSteps > 0)
    #expect(answer.violation == nil)
  }

  @Test func aGuidedAnswerCarriesItsStepsOnlyWhenItsJourneyReachedWhatNoneBeforeItInTheWorkerDid() throws {
    // The same seed twice takes the same journey, which reaches nothing new the second time.
    var command = ExploreLines()
    let answers = try lines(answering: ["guided\t7\t-\t-", "guided\t7\t-\t-"]).map { line -> ExploreAnswer? in
      guard case .answer(let answer) = try command.line(from: line) else { return nil }
      return answer
    }
    try #require(answers.count == 2)
    let first = try #require(answers[0]?.guided)
    let second = try #require(answers[1]?.guided)
    #expect(!first.reach.reached.isEmpty)
    #expect(first.candidate?.steps.count == answers[0]?.exploredSteps)
    #expect(second.reach == first.reach)
    #expect(second.candidate == nil)
  }
}
