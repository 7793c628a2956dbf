import Foundation
import Synchronization
import JourneyExplore

/// The worker processes of one explore command, each used by one thread at a time.
final class ExploreWorkerPool: @unchecked Sendable {
  private let workers: [ExploreWorkerProcess]

  init(executable: String, arguments: [String], workingDirectory: String, count: Int) {
    workers = (0..<max(count, 1)).map { _ in
      ExploreWorkerProcess(executable: executable, arguments: arguments, workingDirectory: workingDirectory)
    }
  }

  /// Explores `seeds`, the workers taking the next seed as each finishes, starting none after
  /// `deadline`. A seed whose worker dies is traced again in a fresh worker to learn its steps.
  /// The results are by seed, so their order does not depend on which worker ran what.
  func explore(_ seeds: [UInt64], until deadline: ContinuousClock.Instant?) -> [UInt64: ExploreWorkerProcess.Outcome] {
    let board = Mutex((next: 0, results: [UInt64: ExploreWorkerProcess.Outcome]()))
    DispatchQueue.concurrentPerform(iterations: workers.count) { index in
      let worker = workers[index]
      while true {
        let seed: UInt64? = board.withLock { board in
          let isOver = board.next >= seeds.count || deadline.map { ContinuousClock.now >= $0 } ?? false
          defer { board.next += 1 }
          return isOver ? nil : seeds[board.next]
        }
        guard let seed else { return }
        var outcome: ExploreWorkerProcess.Outcome
        do {
          outcome = try worker.run(.explore(seed: seed))
          if case .crashed = outcome {
            outcome = try worker.run(.trace(seed: seed))
          }
        } catch {
          outcome = .crashed(message: "cannot start a worker: \(error)", steps: [])
        }
        board.withLock { $0.results[seed] = outcome }
      }
    }
    return board.withLock { $0.results }
  }

  /// Replays `candidate` in the first worker.
  func replay(_ candidate: Candidate) -> ExploreWorkerProcess.Outcome {
    do {
      return try workers[0].run(.replay(journey: ExploreCandidateText.text(of: candidate)))
    } catch {
      return .crashed(message: "cannot start a worker: \(error)", steps: [])
    }
  }

  func stop() {
    for worker in workers { worker.stop() }
  }
}
