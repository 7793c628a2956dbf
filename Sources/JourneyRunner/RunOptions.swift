import Foundation
import SimulationRuntime

/// How the runner runs journeys.
public struct RunOptions: Hashable, Sendable {
  /// The seed of the app's random numbers on its first launch; each relaunch uses the next seed,
  /// so that a relaunched app does not replay the same numbers.
  public var seed: UInt64
  /// The schedule a journey that records none runs under (see ``/JourneyModel/Journey/schedule``):
  /// the order of work and timers due at the same virtual instant, and the mocks' latencies drawn
  /// from their ranges and default spreads (see ``/MockKit/MockWorld``). Schedule 0 runs every
  /// journey in the order the app's work came in, with each mock's lower latency. A relaunch keeps
  /// the schedule.
  public var scheduleSeed: UInt64
  /// The date the app sees before any virtual time has passed.
  public var epoch: Date
  /// How many of the last processed actions a failure lists.
  public var recentActionCount: Int
  /// What happens when a snapshot has no golden text or does not match it.
  public var snapshotPolicy: SnapshotPolicy

  /// Makes options.
  public init(
    seed: UInt64 = 0,
    scheduleSeed: UInt64 = 0,
    epoch: Date = RuntimeConfiguration.defaultEpoch,
    recentActionCount: Int = 10,
    snapshotPolicy: SnapshotPolicy = .verify
  ) {
    self.seed = seed
    self.scheduleSeed = scheduleSeed
    self.epoch = epoch
    self.recentActionCount = recentActionCount
    self.snapshotPolicy = snapshotPolicy
  }
}
