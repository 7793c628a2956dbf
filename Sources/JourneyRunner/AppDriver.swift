import Dependencies
import Foundation
import JourneyHosting
import JourneyModel
import MockKit
import Prelude
import SimulationRuntime
@_spi(Reflection) import Swift
import ValueCoding

/// Drives one run's app in its world: applies `given`, launches the app's store and launches it
/// again, and sends it the actions of its lifecycle and of world events; moves its time. What
/// carries over from one launch to the next (the world, the time, the launches so far) is kept
/// here.
final class AppDriver<Host: JourneyHost> {
  typealias Store = SimulationStore<Host.Feature>
  typealias Action = Host.Feature.Action

  let host: Host
  let options: RunOptions
  /// The schedule every launch runs under: the journey's own, or the options'.
  let scheduleSeed: UInt64
  /// The world outside the app, kept across relaunches.
  let world: MockWorld
  /// The actions the app processed, across launches.
  let log: ActionLog<Action>
  let durationTexts: DurationTexts
  /// Where the issues of the app being relaunched go.
  let issues: RunIssues
  let uuids = UUIDSequence()
  /// `given` but `mocks`, once decoded: the harness's keys and the host's.
  private(set) var given: JourneyGiven<Host.Given>?
  /// The running app, from `launch` on.
  private(set) var store: Store? {
    didSet { runtime = store.map { .passUnretained($0.runtime) } }
  }
  /// The runtime of ``store``, which keeps it alive, for ``now`` to read at every step without
  /// retaining and releasing the store or its runtime.
  private var runtime: Unmanaged<Runtime>?
  /// The virtual time that passed in the app's earlier launches.
  private(set) var earlierLaunchesTime: Duration = .zero
  private(set) var launchCount = 0
  /// The state at the moment ``stateMoment`` last looked at, which the next moment's is compared
  /// with, once ``hasLastState``, in memory of its own: an optional of the host's state type is
  /// looked up at every access.
  private let lastState = UnsafeMutablePointer<Host.Feature.State>.allocate(capacity: 1)
  /// Whether ``lastState`` holds a state.
  private var hasLastState = false
  /// The moment ``stateMoment`` last looked at.
  private var lastStateMoment = ScreenMoment(launch: 0, actionsProcessed: 0)
  /// The ``stateMoment`` of ``lastStateMoment``.
  private var stateSince = ScreenMoment(launch: 0, actionsProcessed: 0)

  init(
    host: Host, options: RunOptions, scheduleSeed: UInt64, log: ActionLog<Action>, durationTexts: DurationTexts,
    issues: RunIssues
  ) {
    self.host = host
    self.options = options
    self.scheduleSeed = scheduleSeed
    self.log = log
    self.durationTexts = durationTexts
    self.issues = issues
    world = MockWorld(catalog: host.mockCatalog, scheduleSeed: scheduleSeed)
  }

  deinit {
    if hasLastState { lastState.deinitialize(count: 1) }
    lastState.deallocate()
  }

  /// The virtual time since the journey started.
  var now: Duration {
    earlierLaunchesTime + (runtime?._withUnsafeGuaranteedRef { $0.elapsed } ?? .zero)
  }

  /// The moment the app is at: until it processes another action or launches again, its state
  /// and its screen stay the same.
  var moment: ScreenMoment {
    ScreenMoment(launch: launchCount, actionsProcessed: log.processedCount)
  }

  /// The moment the app's state came to be as it is now: ``moment``, or an earlier moment of
  /// this launch when the actions processed since left the state equal to what it was then (by
  /// `==`; a state that is not `Equatable` is taken as changed by every action). What depends on
  /// the state alone, its screen and its values, is the same at both moments. Each moment's state
  /// is compared with the state at the moment looked at before it.
  var stateMoment: ScreenMoment {
    let moment = moment
    if lastStateMoment == moment { return stateSince }
    return stateMoment(lookingAt: moment)
  }

  /// The ``stateMoment`` of `moment`, a moment other than the one looked at last, whose state is
  /// read and compared. Kept out of ``stateMoment``, which most checks ask at a moment it looked
  /// at already: the state's type is the host's, known only as the program runs, and a function
  /// holding one looks that type up as it starts, which answering from the moment alone need not.
  @inline(never)
  private func stateMoment(lookingAt moment: ScreenMoment) -> ScreenMoment {
    guard let store else { return moment }
    let state = store.state
    var isSame = false
    if lastStateMoment.launch == moment.launch, hasLastState, let equals = stateEquality {
      isSame = equals(lastState.pointee, state)
    }
    if !isSame { stateSince = moment }
    if hasLastState {
      lastState.pointee = state
    } else {
      lastState.initialize(to: state)
      hasLastState = true
    }
    lastStateMoment = moment
    return stateSince
  }

  /// Whether `first` and `second` are equal by `==`; `nil` when the state is not `Equatable`.
  func equals(_ first: Host.Feature.State, _ second: Host.Feature.State) -> Bool? {
    stateEquality.map { $0(first, second) }
  }

  /// `==` of the app's state, found once: `nil` when the state is not `Equatable`. The states are
  /// compared where they are stored, as the `Equatable` type they are, neither cast nor copied.
  private lazy var stateEquality: ((Host.Feature.State, Host.Feature.State) -> Bool)? = {
    guard let type = Host.Feature.State.self as? any Equatable.Type else { return nil }
    func equality<Value: Equatable>(_: Value.Type) -> (Host.Feature.State, Host.Feature.State) -> Bool {
      { first, second in
        withUnsafePointer(to: first) { first in
          withUnsafePointer(to: second) { second in
            UnsafeRawPointer(first).assumingMemoryBound(to: Value.self).pointee
              == UnsafeRawPointer(second).assumingMemoryBound(to: Value.self).pointee
          }
        }
      }
    }
    return equality(type)
  }()

  /// The running app's store.
  func runningStore() throws(StepError) -> Store {
    guard let store else { throw .appNotRunning }
    return store
  }

  // MARK: Given

  /// Applies `given`: the mocks' behaviours, then the rest decoded, the world put on its
  /// network, and the host's part prepared.
  func apply(_ given: Given) throws(StepError) {
    for change in given.mocks {
      try configure(change)
    }
    let app = given.app
    let decoded: JourneyGiven<Host.Given>
    do {
      decoded = try JourneyGiven<Host.Given>.decoded.decode(JourneyGiven<Host.Given>.self, from: app.value)
    } catch {
      throw StepError(error.description(under: "given"), at: app.location(of: error.problemSite))
    }
    if let network = decoded.world.network {
      world.network = DeviceNetwork(network)
    }
    do {
      try host.prepare(world: world, given: decoded.host)
    } catch {
      throw StepError("cannot prepare the world from 'given': \(error)", at: app.location(of: .root))
    }
    self.given = decoded
  }

  // MARK: Lifecycle

  func launch() throws(StepError) {
    guard store == nil else {
      throw StepError("the app is already running; use '- \(StepKind.Name.relaunch)' to start it again")
    }
    startApp()
  }

  /// Terminates the app (its terminate action, then every effect cancelled) and launches a fresh
  /// one in the same world. The issues the terminated app left fail the step; its warnings are
  /// the journey's, at `location`.
  func relaunch(warningsAt location: FileLocation) throws(StepError) {
    let old = try runningStore()
    if let terminate = host.terminateAction {
      old.send(terminate)
    }
    old.cancelAllEffects()
    if let failures = issues.failures(in: old.runtime, at: location) {
      throw StepError(failures)
    }
    old.actionListener = nil
    earlierLaunchesTime += old.runtime.elapsed
    store = nil
    startApp()
  }

  /// Builds a store from `given` on a fresh runtime, whose dates continue from the earlier
  /// launches, on a device in the time zone and locale `given` sets, hands the world the
  /// runtime's virtual clock, and sends the launch action. The host's start date, time zone and
  /// locale, when it sets them, come before `given`'s own.
  private func startApp() {
    guard let given else { return }
    let configuration = RuntimeConfiguration(
      epoch: (host.startDate(given: given.host) ?? given.world.now ?? options.epoch)
        .addingTimeInterval(earlierLaunchesTime.inSeconds),
      seed: options.seed &+ UInt64(launchCount),
      scheduleSeed: scheduleSeed
    )
    launchCount += 1
    let timeZone = host.timeZone(given: given.host) ?? given.world.timeZone?.timeZone
    let locale = host.locale(given: given.host) ?? given.world.locale?.locale
    let prepareDependencies = { [host, world, uuids] (dependencies: inout DependencyValues) in
      dependencies.uuid = uuids.generator
      if let timeZone {
        dependencies.timeZone = timeZone
        dependencies.calendar.timeZone = timeZone
      }
      if let locale {
        dependencies.locale = locale
        dependencies.calendar.locale = locale
      }
      host.dependencies(world: world, into: &dependencies)
    }
    let initialState = host.initialState(given: given.host, world: world)
    func makeStore(running composed: Host.Feature.Composed?) -> Store {
      guard let composed else {
        return Store(
          initialState: initialState, reducer: host.reducer(), configuration: configuration,
          prepareDependencies: prepareDependencies)
      }
      return Store(
        initialState: initialState, composedReducer: composed, configuration: configuration,
        prepareDependencies: prepareDependencies)
    }
    let store = ComposedReducers.store(of: host, make: makeStore) { dependencies in
      Runtime(configuration: configuration).install(into: &dependencies)
      prepareDependencies(&dependencies)
    }
    world.clock = store.runtime.clock
    let base = earlierLaunchesTime
    store.actionListener = { [log] event in log.record(event, base: base) }
    self.store = store
    if let launch = host.launchAction {
      store.send(launch)
    }
  }

  /// Sends the host's action for the lifecycle step `step`, `background` or `foreground`. The
  /// action is looked up here rather than by the step's caller, which would look its type up for
  /// every step it executes.
  func sendLifecycleAction(of step: StepKind.Name) throws(StepError) {
    try sendLifecycleAction(step == .background ? host.backgroundAction : host.foregroundAction, of: step)
  }

  func sendLifecycleAction(_ action: Action?, of step: StepKind.Name) throws(StepError) {
    let store = try runningStore()
    guard let action else {
      throw StepError(
        "this app does not handle '\(step)': its journey host has no \(step) action")
    }
    store.send(action)
  }

  /// Stops whatever is still running, so that nothing of this run outlives it.
  func stop() {
    guard let store else { return }
    store.cancelAllEffects()
    _ = store.runtime.takeIssues()
    store.actionListener = nil
  }

  // MARK: The world

  /// Sends the action the host's `deepLinkAction(url:)` makes for `url`.
  func openDeepLink(_ url: String) throws(StepError) {
    let store = try runningStore()
    let action: Action
    do {
      action = try host.deepLinkAction(url: url)
    } catch {
      throw StepError(String(describing: error))
    }
    store.send(action)
  }

  /// Puts the device in the world on `condition` (see ``MockWorld/network``), where a relaunch
  /// finds it, then sends the host's action for the new network, if it has one.
  func changeNetwork(to condition: NetworkCondition) throws(StepError) {
    let store = try runningStore()
    world.network = DeviceNetwork(condition)
    if let action = host.networkAction(condition) {
      store.send(action)
    }
  }

  /// Sends the action a `send` step names; a problem in its payload is located there.
  func send(_ reference: ActionReference) throws(StepError) {
    let store = try runningStore()
    let action: Action
    do {
      action = try host.action(path: reference.path, payload: reference.payload?.value)
    } catch {
      let payloadSite = (error as? JourneyHostError)?.payloadSite
      throw StepError(
        String(describing: error),
        at: payloadSite.flatMap { reference.payload?.location(of: $0) })
    }
    store.send(action)
  }

  /// Makes a mock endpoint behave as a `given` or `mock` step says; a problem is located in the
  /// behaviour as written.
  func configure(_ change: MockChange) throws(StepError) {
    let behavior: MockBehavior
    do {
      behavior = try MockBehavior(change.behavior.value)
    } catch {
      throw StepError(
        error.description(under: "\(change.mock).\(change.endpoint)"),
        at: change.location(of: error.problemSite))
    }
    do {
      try world.configure(change.mock, change.endpoint, behavior)
    } catch {
      throw StepError(
        error.description,
        at: change.location(of: error.problemSite))
    }
  }

  // MARK: Time

  /// Moves the running app's virtual clock by `duration`, running what comes due on the way.
  func advanceTime(by duration: Duration) throws(StepError) {
    try runningStore().advance(by: duration)
  }

  /// Moves time from one pending timer to the next, running what comes due at each instant, until
  /// `holds` after an instant's work, checking first at once; returns whether it held. When it
  /// never holds, the clock ends `limit` after it started, with what came due by then run.
  func advance(atMost limit: Duration, until holds: () -> Bool) throws(StepError) -> Bool {
    let store = try runningStore()
    let deadline = store.runtime.elapsed + limit
    if holds() { return true }
    while let next = store.runtime.nextTimerDeadline, next < deadline {
      store.advance(by: max(next - store.runtime.elapsed, .zero))
      if holds() { return true }
    }
    store.advance(by: deadline - store.runtime.elapsed)
    return holds()
  }

  /// Moves time from timer to timer until none is pending, failing when some still are after
  /// `limit`.
  func settle(limit: Duration) throws(StepError) {
    let store = try runningStore()
    guard !store.settle(limit: limit) else { return }
    let timers = store.runtime.pendingTimers
    throw StepError(
      "not settled within \(limit.journeyDescription): \(Self.count(timers.count, "timer")) "
        + "still pending\n" + timers.map { "  " + describe($0) }.joined(separator: "\n")
        + "\n  give '\(StepKind.Name.settle)' a longer limit, or stop the work that keeps setting timers")
  }

  /// The effects in flight and the timers pending, with a hint; `nil` when there are none.
  func leftoverWork() -> String? {
    guard let runtime = store?.runtime else { return nil }
    let effects = runtime.inFlightEffects
    let timers = runtime.pendingTimers
    guard !effects.isEmpty || !timers.isEmpty else { return nil }
    let counts = [
      effects.isEmpty ? nil : (effects.count == 1 ? "1 effect" : "\(effects.count) effects") + " in flight",
      timers.isEmpty ? nil : (timers.count == 1 ? "1 timer" : "\(timers.count) timers") + " pending",
    ].compactMap { $0 }
    return "the journey ended with \(counts.joined(separator: " and ")):\n"
      + (effects.map(describe) + timers.map(describe)).map { "  " + $0 }.joined(separator: "\n")
      + "\n  let them finish with '- \(StepKind.Name.settle)', or stop them in a step before the end"
  }

  /// `timer at 3s from an effect of .startTapped`, its time since the journey started.
  func describe(_ timer: PendingTimer) -> String {
    "timer at \(durationTexts.text(of: earlierLaunchesTime + timer.deadline))"
      + (timer.origin.map { " from an effect of \(ActionDescription.abbreviated($0))" } ?? "")
  }

  /// `effect of .startTapped, started at 1s (cancellable by …), waiting on the clock`, its time
  /// since the journey started.
  func describe(_ effect: InFlightEffect) -> String {
    let ids = effect.cancellationIDs.isEmpty
      ? "" : " (cancellable by \(effect.cancellationIDs.joined(separator: ", ")))"
    let waiting = effect.isSleeping ? "waiting on the clock" : "waiting outside the runtime"
    return "effect of \(ActionDescription.abbreviated(effect.origin)), started at "
      + "\(durationTexts.text(of: earlierLaunchesTime + effect.startedAt))\(ids), \(waiting)"
  }

  /// `1 timer is`, `2 timers are`.
  private static func count(_ count: Int, _ noun: String) -> String {
    count == 1 ? "1 \(noun) is" : "\(count) \(noun)s are"
  }
}

/// The reducers of apps, composed once per process with the dependencies a store of the app sets
/// and none of the process's own. Every `@Dependency` value merges the dependencies its reducer
/// was composed with into those of the store handling the action, whose values win: a store that
/// sets every key the reducer was composed with reads only its own values, and the merge
/// replaces values without growing. A store that leaves one of those keys unset, as a host may
/// when what it sets depends on the run's world, runs a reducer composed for it alone, which
/// cannot read an earlier run's values.
enum ComposedReducers {
  /// A composed reducer as the cache keeps it, with the keys of the dependencies it was composed
  /// with: immutable values and closures that read only their arguments and the dependencies of
  /// the store running them, which any thread can run.
  private struct Shared<Composed>: @unchecked Sendable {
    let reducer: Composed
    let keys: [ObjectIdentifier]
  }

  /// The reducers of hosts that carry no data, by host type, as composed so far in this process.
  /// Such a host has one value only, so every instance of its type gives the same reducer; a
  /// type's identifier is unique for the process's lifetime.
  private static let composed = SharedInstances<ObjectIdentifier>()

  /// Dependencies with no key set.
  private static let unset = DependencyValues()

  /// A store of `host`'s app made by `make`, which is given the reducer composed once per
  /// process with the dependencies `set` sets, as a store of the app sets them, or `nil` for a
  /// store that composes its own: when `host` carries data, when the keys of dependencies cannot
  /// be read, or when the store made leaves unset a key the shared reducer was composed with.
  static func store<Host: JourneyHost>(
    of host: Host, make: (Host.Feature.Composed?) -> SimulationStore<Host.Feature>,
    setting set: (inout DependencyValues) -> Void
  ) -> SimulationStore<Host.Feature> {
    guard MemoryLayout<Host>.size == 0, let storageOffset else { return make(nil) }
    let shared = composed.instance(for: ObjectIdentifier(Host.self)) { () -> Shared<Host.Feature.Composed> in
      var dependencies = unset
      set(&dependencies)
      let reducer = DependencyValues.$_current.withValue(dependencies) { host.reducer().composed() }
      return Shared(reducer: reducer, keys: Array(storage(of: dependencies, at: storageOffset).keys))
    }
    let store = make(shared.reducer)
    let values = storage(of: store.dependencies, at: storageOffset)
    guard shared.keys.allSatisfy({ values.index(forKey: $0) != nil }) else { return make(nil) }
    return store
  }

  /// The values `dependencies` sets, by their keys' identifiers, kept at `offset`
  /// (``storageOffset``).
  private static func storage(of dependencies: DependencyValues, at offset: Int) -> Storage {
    withUnsafeBytes(of: dependencies) { $0.load(fromByteOffset: offset, as: Storage.self) }
  }

  /// How dependencies keep the values set.
  private typealias Storage = [ObjectIdentifier: any Sendable]

  /// Where in dependencies their values set are kept, found once from the type's fields: the
  /// offset of their `storage`, when it is a ``Storage``; `nil` when this version of the
  /// dependencies' library keeps them otherwise.
  private static let storageOffset: Int? = {
    var offset: Int?
    _forEachField(of: DependencyValues.self) { name, fieldOffset, type, _ in
      if String(cString: name) == "storage", ObjectIdentifier(type) == ObjectIdentifier(Storage.self) {
        offset = fieldOffset
      }
      return offset == nil
    }
    return offset
  }()
}
