import Foundation
import Testing

@testable import JourneyCLI

/// The pool with a shell script for its worker, which answers as a worker does after writing more
/// to standard error than a pipe holds: were standard error read only once the worker ended, the
/// worker would block writing it and never answer.
@Suite(.timeLimit(.minutes(1))) struct ExploreWorkerPoolTests {
  /// A worker that reads its job, writes 200,000 bytes to standard error, then does `then`.
  private func pool(then: String) -> ExploreWorkerPool {
    ExploreWorkerPool(
      executable: "/bin/sh",
      arguments: ["-c", "read job; head -c 200000 /dev/zero | tr '\\0' x >&2; \(then)"],
      workingDirectory: FileManager.default.temporaryDirectory.path, count: 1, stepTimeout: .seconds(20))
  }

  @Test func aWorkerWritingMoreThanAPipeHoldsToStandardErrorAnswers() throws {
    var lines = ExploreLines()
    let line = try lines.text(of: ExploreAnswer(exploredSteps: 3))
    let pool = pool(then: "printf '%s\\n' '\(line)'; read job")
    let results = pool.explore([7], until: nil)
    pool.stop()
    guard case .answered(let answer) = results[7] else {
      Issue.record("expected an answer, found \(String(describing: results[7]))")
      return
    }
    #expect(answer.exploredSteps == 3)
  }

  @Test func aWorkerThatDiesAfterWritingMoreThanAPipeHoldsIsReportedWithItsFatalError() {
    let pool = pool(then: "echo 'Fatal error: the inbox overflowed' >&2; exit 1")
    let results = pool.explore([7], until: nil)
    pool.stop()
    guard case .crashed(let message, let progress) = results[7] else {
      Issue.record("expected a crash, found \(String(describing: results[7]))")
      return
    }
    #expect(message == "Fatal error: the inbox overflowed")
    #expect(progress.steps.isEmpty)
  }

  @Test func aWorkersLineThatDoesNotReadFailsTheJobWhileWhatTheAppPrintedBeforeIsPassedOver() throws {
    var lines = ExploreLines()
    let answer = try lines.text(of: ExploreAnswer(exploredSteps: 3))
    // The first worker answers with a line that does not read, after what the app printed; the
    // worker started after it answers as a worker does.
    let started = FileManager.default.temporaryDirectory.appendingPathComponent("explore-pool-\(getpid()).started").path
    defer { try? FileManager.default.removeItem(atPath: started) }
    let pool = ExploreWorkerPool(
      executable: "/bin/sh",
      arguments: [
        "-c",
        "read job; if [ -e '\(started)' ]; then printf '%s\\n' '\(answer)'; else touch '\(started)'; "
          + "echo 'printed by the app'; printf 'answer\\tthree\\n'; fi; read job",
      ],
      workingDirectory: FileManager.default.temporaryDirectory.path, count: 1, stepTimeout: .seconds(20))
    defer { pool.stop() }
    #expect(
      failure(exploring: 7, in: pool)
        == #"a line of the worker does not read: field 2 of an explore line does not read: "answer\tthree""#)
    guard case .answered = pool.explore([8], until: nil)[8] else {
      Issue.record("expected the next job to be answered by a worker of its own")
      return
    }
  }

  @Test func aWorkerThatCannotDoItsJobFailsItWithWhy() {
    let why = ExploreLines.text(ofFailure: #"the worker cannot read its job: field 1 of an explore line does not read: "?""#)
    let pool = ExploreWorkerPool(
      executable: "/bin/sh", arguments: ["-c", "read job; printf '%s\\n' '\(why)'; read job"],
      workingDirectory: FileManager.default.temporaryDirectory.path, count: 1, stepTimeout: .seconds(20))
    defer { pool.stop() }
    #expect(
      failure(exploring: 7, in: pool) == #"the worker cannot read its job: field 1 of an explore line does not read: "?""#)
  }

  /// The message of the failure of `seed`'s job in `pool`; `nil`, and an issue recorded, when it
  /// does not fail.
  private func failure(exploring seed: UInt64, in pool: ExploreWorkerPool) -> String? {
    let results = pool.explore([seed], until: nil)
    guard case .failed(let message) = results[seed] else {
      Issue.record("expected a failure, found \(String(describing: results[seed]))")
      return nil
    }
    return message
  }

  @Test func aWorkerWaitingForItsNextJobLongerThanTheStepTimeoutIsNotStopped() throws {
    var lines = ExploreLines()
    let line = try lines.text(of: ExploreAnswer(exploredSteps: 3))
    let pool = ExploreWorkerPool(
      executable: "/bin/sh", arguments: ["-c", "while read job; do printf '%s\\n' '\(line)'; done"],
      workingDirectory: FileManager.default.temporaryDirectory.path, count: 1, stepTimeout: .milliseconds(200))
    defer { pool.stop() }
    for seed: UInt64 in [7, 8] {
      let results = pool.explore([seed], until: nil)
      guard case .answered(let answer) = results[seed] else {
        Issue.record("expected an answer for seed \(seed), found \(String(describing: results[seed]))")
        return
      }
      #expect(answer.exploredSteps == 3)
      Thread.sleep(forTimeInterval: 0.6)
    }
  }
}
