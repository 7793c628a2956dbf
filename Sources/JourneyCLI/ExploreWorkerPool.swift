import Foundation
import Synchronization
import JourneyExplore

/// The worker processes of one explore command, each used by one thread at a time.
final class ExploreWorkerPool: @unchecked Sendable {
  private let workers: [ExploreWorkerProcess]

  init(executable: String, arguments: [String], workingDirectory: String, count: Int, stepTimeout: Duration) {
    workers = (0..<max(count, 1)).map { _ in
      ExploreWorkerProcess(
        executable: executable, arguments: arguments, workingDirectory: workingDirectory, stepTimeout: stepTimeout)
    }
  }

  /// Explores `seeds`, the workers taking the next seed as each finishes, starting none after
  /// `deadline`. The results are by seed, so their order does not depend on which worker ran what.
  func explore(_ seeds: [UInt64], until deadline: ContinuousClock.Instant?) -> [UInt64: ExploreWorkerProcess.Outcome] {
    run(seeds.map { ($0, .explore(seed: $0)) }, until: deadline)
  }

  /// Runs `jobs`, each for its seed, as ``explore(_:until:)`` runs seeds.
  func run(
    _ jobs: [(seed: UInt64, job: ExploreJob)], until deadline: ContinuousClock.Instant?
  ) -> [UInt64: ExploreWorkerProcess.Outcome] {
    let board = Board(jobs: jobs, deadline: deadline)
    // One thread of its own per worker: each blocks reading its worker, which must not starve
    // the global queues.
    let finished = DispatchGroup()
    for worker in workers {
      finished.enter()
      Thread {
        defer { finished.leave() }
        while let (seed, job) = board.nextJob() {
          let outcome: ExploreWorkerProcess.Outcome
          do {
            outcome = try worker.run(job)
          } catch {
            outcome = .crashed(message: "cannot start a worker: \(error)", ExploreWorkerProcess.Progress())
          }
          board.post(outcome, for: seed)
        }
      }.start()
    }
    finished.wait()
    return board.results
  }

  /// The jobs still to run and the outcomes so far, shared by the pool's threads.
  private final class Board: Sendable {
    private let jobs: [(seed: UInt64, job: ExploreJob)]
    private let deadline: ContinuousClock.Instant?
    private let state = Mutex((next: 0, results: [UInt64: ExploreWorkerProcess.Outcome]()))

    init(jobs: [(seed: UInt64, job: ExploreJob)], deadline: ContinuousClock.Instant?) {
      self.jobs = jobs
      self.deadline = deadline
    }

    /// The next job with its seed, or `nil` when all are taken or the deadline passed.
    func nextJob() -> (seed: UInt64, job: ExploreJob)? {
      state.withLock { state in
        guard state.next < jobs.count, deadline.map({ ContinuousClock.now < $0 }) ?? true else { return nil }
        defer { state.next += 1 }
        return jobs[state.next]
      }
    }

    func post(_ outcome: ExploreWorkerProcess.Outcome, for seed: UInt64) {
      state.withLock { $0.results[seed] = outcome }
    }

    var results: [UInt64: ExploreWorkerProcess.Outcome] {
      state.withLock { $0.results }
    }
  }

  /// Replays `candidate` in the first worker.
  func replay(_ candidate: Candidate) -> ExploreWorkerProcess.Outcome {
    do {
      return try workers[0].run(.replay(journey: ExploreCandidateText.text(of: candidate)))
    } catch {
      return .crashed(message: "cannot start a worker: \(error)", ExploreWorkerProcess.Progress())
    }
  }

  func stop() {
    for worker in workers { worker.stop() }
  }
}
