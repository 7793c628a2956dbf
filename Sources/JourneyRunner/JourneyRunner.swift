import JourneyHosting
import JourneyModel

/// Runs journeys against the app a ``/JourneyHosting/JourneyHost`` plugs in.
///
/// Each journey runs with everything fresh: a new ``/MockKit/MockWorld``, a new store and a new
/// deterministic runtime (virtual clock, seeded random numbers), so the same journey gives the
/// same result on every run, and journeys share nothing. A runner holds no state of its own: one
/// runner can run several journeys at the same time on different threads.
///
/// The runner never reads or writes files and never prints. It reports through a
/// ``JourneyObserver`` and returns a ``JourneyResult``; golden snapshots come from a
/// ``SnapshotStore``, and recording them is the caller's business.
public struct JourneyRunner<Host: JourneyHost>: Sendable {
  /// The app.
  public let host: Host
  /// Where golden snapshots come from.
  public let snapshots: any SnapshotStore
  /// How journeys run.
  public let options: RunOptions

  /// Makes a runner.
  public init(host: Host, snapshots: any SnapshotStore, options: RunOptions = RunOptions()) {
    self.host = host
    self.snapshots = snapshots
    self.options = options
  }

  /// Runs one journey (one examples row) from a fresh world and app.
  ///
  /// Before the first step, `given` is applied: the mocks' behaviours, then the rest decoded,
  /// the world put on `given.network`, and the host's part handed to
  /// ``/JourneyHosting/JourneyHost/prepare(world:given:)``. Then each step, in order:
  ///
  /// - `launch` builds the store from `given`, its clock at `given.now` and the device in
  ///   `given.timeZone` and `given.locale`, and sends the launch action. Every step but `mock`,
  ///   `calls` and `run` needs the app, and fails before `launch` with "the app is not running".
  /// - `relaunch` sends the terminate action, cancels every effect and launches a fresh store in
  ///   the same world: persistent stores, mock behaviours and the call log survive; virtual time,
  ///   dates and UUIDs go on from where they were; the random seed moves to the next.
  /// - `background` and `foreground` send the lifecycle actions; a person's steps send the action
  ///   the current screen gives (an interaction error, listing the labels on screen, fails the
  ///   step); `deepLink` and `send` send the action the host makes.
  /// - `network` puts the world on the network, where its network mocks answer as offline or
  ///   online, and sends the host's network action if it has one; `mock` reconfigures the
  ///   world; `wait` moves the virtual clock; `settle` moves it from timer to timer, failing
  ///   when timers remain past its limit.
  /// - `see`, `notSee`, `screen`, `expect`, `calls`, `receive` and `snapshot` check; `calls`
  ///   covers the calls of its mock since the previous `calls` check of that mock, `receive` the
  ///   actions effects delivered since the previous `receive`.
  /// - `run` runs a subflow's steps in place; their failures are located in the subflow's file.
  ///
  /// After every step the app has run until idle at the current virtual time, and any misuse the
  /// runtime detected (an effect escaping it, a storm of actions or timers) fails the step. A
  /// failed step stops the journey; the failure carries the screen and the last actions. After
  /// the last step, the effects still in flight and timers still pending are a failure when the
  /// journey is exhaustive (which also requires every action effects delivered to be checked by
  /// `receive`), a warning otherwise.
  ///
  /// With a `coverage` recorder, what the journey reaches is added to its record (see
  /// ``CoverageRecorder``).
  public func run(
    _ journey: Journey, observer: (any JourneyObserver)? = nil, coverage: CoverageRecorder? = nil
  ) -> JourneyResult {
    JourneyRun(runner: self, journey: journey, observer: observer, coverage: coverage).execute()
  }
}
