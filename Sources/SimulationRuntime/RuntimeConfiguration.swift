import Foundation

/// How a simulation runtime is set up: where virtual time starts, the seed of its random numbers,
/// the schedule its work runs in, and the bounds past which a step is a runaway.
public struct RuntimeConfiguration: Hashable, Sendable {
  /// The date `\.date` returns before any time has passed. Virtual time adds to it.
  public var epoch: Date
  /// The seed of the generator behind `\.withRandomNumberGenerator`.
  public var seed: UInt64
  /// The schedule: which of the orders a device could run it in the work due at the same virtual
  /// instant runs in. Timers due at the same instant wake, and jobs ready together run, in an
  /// order drawn from this seed; schedule 0 keeps the order they came in (deadline, then
  /// registration for timers; first in, first out for jobs). The same schedule gives the same
  /// order on every run.
  public var scheduleSeed: UInt64
  /// The most actions one step may process before it is stopped as an effect storm.
  public var maxActionsPerStep: Int
  /// The most sleeps one step may start on the virtual clock before it is stopped as a storm.
  public var maxTimersPerStep: Int
  /// The most executor jobs one step may run before it is stopped as a busy loop.
  public var maxJobsPerStep: Int
  /// How the runtime recognises an effect's own task; see ``TaskIdentity``.
  public var taskIdentity: TaskIdentity

  /// 2026-01-01 00:00:00 UTC.
  public static let defaultEpoch = Date(timeIntervalSince1970: 1_767_225_600)

  /// Makes a configuration; the defaults suit journeys and unit tests alike.
  public init(
    epoch: Date = Self.defaultEpoch,
    seed: UInt64 = 0,
    scheduleSeed: UInt64 = 0,
    maxActionsPerStep: Int = 10_000,
    maxTimersPerStep: Int = 100_000,
    maxJobsPerStep: Int = 10_000_000,
    taskIdentity: TaskIdentity = .runtimeEntryPoint
  ) {
    self.epoch = epoch
    self.seed = seed
    self.scheduleSeed = scheduleSeed
    self.maxActionsPerStep = maxActionsPerStep
    self.maxTimersPerStep = maxTimersPerStep
    self.maxJobsPerStep = maxJobsPerStep
    self.taskIdentity = taskIdentity
  }
}
