import Dependencies
import Prelude
import Synchronization
import ValueCoding

/// The world outside the app during one journey run: how every mocked server and system service
/// behaves, the calls the app made to them, and the persistent stores (keychain, storage) the app
/// reads and writes.
///
/// Client mocks route every call through ``respond(_:_:arguments:as:errors:)`` and its variants:
/// the call is logged, takes its latency on the virtual clock, and then answers or fails as
/// configured.
///
/// The world's schedule (``scheduleSeed``) draws the latencies a device leaves to chance: a
/// latency a journey wrote as a range, and the default latencies of endpoints no journey
/// configured, within ``MockBehavior/defaultSpread(of:)``; see
/// ``MockBehavior/drawnLatency(schedule:mock:endpoint:callIndex:isDefault:)``. Schedule 0 keeps
/// every default latency and takes each range's shorter end; an exact latency a journey wrote
/// is exact under every schedule.
///
/// While the device is offline (``network`` is ``DeviceNetwork/offline``), an endpoint of a mock
/// reached over the network (``MockDescriptor/offlineError``) fails at once with that error unless
/// a journey configured what the endpoint ends with: a behaviour that states only its latency
/// (``MockBehavior/Outcome/endpointDefault``) fails at once too.
///
/// A relaunch of the app keeps the same world: server behaviour, sequence positions, the call log,
/// the stores and the network the device is in, the kind of its connection included, all survive
/// it; only the app's memory starts fresh. The world is driven from the one thread that runs the
/// simulation; its state is still guarded, so reading it from elsewhere is safe.
public final class MockWorld: Sendable {
  /// The mocks this world knows.
  public let catalog: MockCatalog
  /// The schedule the world's latencies are drawn under.
  public let scheduleSeed: UInt64

  private let state: Mutex<State>
  private let stores: [String: PersistentStore]

  private struct State {
    /// What the world knows of every endpoint of the catalog, by its route's
    /// `MockRoute.number`.
    var endpoints: [Endpoint]
    /// Every call, in the order the app made them.
    var calls: [MockCall] = []
    /// For each of `calls`, the error its step fails with; `nil` for an answer.
    var callErrors: [String?] = []
    /// The network the device is in.
    var network = DeviceNetwork.wifi
    /// The clock latencies pass on, when the app running in the world handed it over.
    var clock: (any Clock<Duration>)?
  }

  /// What the world keeps of one endpoint.
  private struct Endpoint {
    /// The configured behaviour; without one, the endpoint behaves as its descriptor's default.
    var behavior: MockBehavior?
    /// Calls since its behaviour was last set, which picks the step of a sequence.
    var callCount = 0
    /// Calls since the world was made, which number the draws of its latencies.
    var callTotal = 0

    /// Behaves as `behavior`, or as the descriptor's default for `nil`, sequences from their
    /// first step.
    mutating func configure(_ behavior: MockBehavior?) {
      self.behavior = behavior
      callCount = 0
    }

    /// Counts a call; returns the behaviour configured and the call's indices before it counted:
    /// since the behaviour was set, and since the world was made.
    mutating func call() -> (behavior: MockBehavior?, callIndex: Int, callNumber: Int) {
      defer {
        callCount += 1
        callTotal += 1
      }
      return (behavior, callCount, callTotal)
    }
  }

  /// Makes a world in which every endpoint of `catalog` has its default behaviour and every store
  /// is empty, whose latencies are drawn under the schedule `scheduleSeed` (0 takes each range's
  /// lower bound and every default latency as it is).
  public init(catalog: MockCatalog, scheduleSeed: UInt64 = 0) {
    self.catalog = catalog
    self.scheduleSeed = scheduleSeed
    state = Mutex(State(endpoints: Array(repeating: Endpoint(), count: catalog.endpointCount)))
    var stores: [String: PersistentStore] = [:]
    for descriptor in catalog.stores where stores[descriptor.name] == nil {
      stores[descriptor.name] = PersistentStore(descriptor)
    }
    self.stores = stores
  }

  // MARK: Behaviour

  /// Makes the endpoint behave as `behavior` from its next call on; a sequence starts at its
  /// first step.
  ///
  /// - Throws: ``MockError`` for an unknown mock or endpoint, or a behaviour that does not suit
  ///   the endpoint (see ``MockCatalog/validate(_:for:_:)``); nothing changes then.
  public func configure(_ mock: String, _ endpoint: String, _ behavior: MockBehavior) throws(MockError) {
    try catalog.validate(behavior, for: mock, endpoint)
    let number = try catalog.route(mock, endpoint).number
    state.withLock {
      $0.endpoints[number].configure(behavior)
    }
  }

  /// How the endpoint behaves now: as configured, or its default.
  ///
  /// - Throws: ``MockError`` for an unknown mock or endpoint.
  public func behavior(_ mock: String, _ endpoint: String) throws(MockError) -> MockBehavior {
    let route = try catalog.route(mock, endpoint)
    return state.withLock { $0.endpoints[route.number].behavior } ?? route.descriptor.defaultBehavior
  }

  /// Puts every endpoint back to its default behaviour, with sequences from their first step. The
  /// call log and the stores are kept.
  public func reset() {
    state.withLock {
      for index in $0.endpoints.indices {
        $0.endpoints[index].configure(nil)
      }
    }
  }

  /// The network the device is in, Wi-Fi until it is changed: offline, or the kind of its
  /// connection, which a relaunch of the app finds as it was left.
  public var network: DeviceNetwork {
    get { state.withLock { $0.network } }
    set { state.withLock { $0.network = newValue } }
  }

  /// The clock calls take their latencies on: the clock of the app now running in the world, which
  /// whoever launches the app hands over at each launch, since a relaunch keeps the world but runs
  /// on a fresh clock. While it is `nil`, each call reads `@Dependency(\.continuousClock)` as it
  /// is then, which casts the stored clock to its existential type on every call.
  public var clock: (any Clock<Duration>)? {
    get { state.withLock { $0.clock } }
    set { state.withLock { $0.clock = newValue } }
  }

  /// Whether the device has no network (``network`` is ``DeviceNetwork/offline``): endpoints
  /// reached over the network that no journey configured fail with their mock's
  /// ``MockDescriptor/offlineError``.
  public var isOffline: Bool {
    network == .offline
  }

  // MARK: Calls and stores

  /// Every call the app made, in order.
  public var calls: [MockCall] {
    state.withLock { $0.calls }
  }

  /// The outcome picked for each of ``calls``, in the same order: the name of the error it fails
  /// with, or `nil` for an answer (given when its latency has passed, unless the call was
  /// cancelled before).
  public var callErrors: [String?] {
    state.withLock { $0.callErrors }
  }

  /// The persistent store named `name`.
  ///
  /// - Throws: ``MockError/unknownStore(_:suggestion:knownStores:)``.
  public func store(_ name: String) throws(MockError) -> PersistentStore {
    guard let store = stores[name] else {
      throw MockError.unknownStore(
        name, suggestion: Suggestions.closest(to: name, in: stores.keys.sorted()),
        knownStores: stores.keys.sorted())
    }
    return store
  }

  // MARK: Responding

  /// Answers a call of an endpoint that returns `Output` and can fail with `Failure`: logs the
  /// call, sleeps its latency (drawn under ``scheduleSeed``) on ``clock``, or on
  /// `@Dependency(\.continuousClock)` while it is `nil`, then returns the answer decoded as
  /// `Output` or throws the `Failure` the behaviour names.
  ///
  /// - Parameters:
  ///   - mock: The mock's name.
  ///   - endpoint: The endpoint's name.
  ///   - arguments: The call's arguments, a mapping from the names the descriptor lists.
  ///   - output: The type to decode the answer as; an answer is decoded once per process, and
  ///     each call returns its own copy.
  ///   - errors: The client's error enumeration; behaviours name its raw values.
  /// - Throws: The named `Failure`; `CancellationError` when cancelled during the latency; a
  ///   ``MockError`` when the mock or endpoint is unknown or the behaviour does not suit it.
  public func respond<Output: Decodable & Sendable, Failure: RawRepresentable & CaseIterable & Error>(
    _ mock: String,
    _ endpoint: String,
    arguments: Value,
    as output: Output.Type,
    errors: Failure.Type
  ) async throws -> Output where Failure.RawValue == String {
    let answer = try await outcome(mock, endpoint, arguments: arguments, errors: Failure.self)
    return try decode(Output.self, from: answer, mock: mock, endpoint: endpoint)
  }

  /// Answers a call of an endpoint that returns nothing and can fail with `Failure`; see
  /// ``respond(_:_:arguments:as:errors:)``.
  public func respond<Failure: RawRepresentable & CaseIterable & Error>(
    _ mock: String,
    _ endpoint: String,
    arguments: Value,
    errors: Failure.Type
  ) async throws where Failure.RawValue == String {
    _ = try await outcome(mock, endpoint, arguments: arguments, errors: Failure.self)
  }

  /// Answers a call of an endpoint that returns `Output` and cannot fail; see
  /// ``respond(_:_:arguments:as:errors:)``.
  public func respond<Output: Decodable & Sendable>(
    _ mock: String,
    _ endpoint: String,
    arguments: Value,
    as output: Output.Type
  ) async throws -> Output {
    let answer = try await outcome(mock, endpoint, arguments: arguments, errors: NoFailure.self)
    return try decode(Output.self, from: answer, mock: mock, endpoint: endpoint)
  }

  /// Answers a call of an endpoint that returns nothing and cannot fail; see
  /// ``respond(_:_:arguments:as:errors:)``.
  public func respond(_ mock: String, _ endpoint: String, arguments: Value) async throws {
    _ = try await outcome(mock, endpoint, arguments: arguments, errors: NoFailure.self)
  }

  /// Logs the call, picks its step, sleeps its latency, and returns its answer or throws the
  /// `Failure` it names. It runs where its caller runs, as it starts: a function that does not
  /// inherit its caller's isolation asks the concurrency runtime, as it starts, to move to the
  /// generic executor, where every caller already is.
  private nonisolated(nonsending) func outcome<Failure: RawRepresentable & CaseIterable & Error>(
    _ mock: String,
    _ endpoint: String,
    arguments: Value,
    errors: Failure.Type
  ) async throws -> Value where Failure.RawValue == String {
    let route = try catalog.route(mock, endpoint)
    let (step, latency, clock) = state.withLock { state -> (MockBehavior?, Duration, (any Clock<Duration>)?) in
      let (configured, callIndex, callNumber) = state.endpoints[route.number].call()
      state.calls.append(MockCall(mock: mock, endpoint: endpoint, arguments: arguments))
      let configuredStep = configured?.step(forCall: callIndex)
      // Only a journey that stated the outcome keeps an endpoint answering while offline.
      let statesOutcome = configured != nil && configuredStep?.outcome != .endpointDefault
      let offlineFailure: MockBehavior? =
        if !statesOutcome, state.network == .offline, let offlineError = route.offlineError {
          MockBehavior.failure(offlineError)
        } else {
          nil
        }
      let isDefault = configured == nil && offlineFailure == nil
      let step: MockBehavior? =
        if let offlineFailure {
          offlineFailure
        } else if let configuredStep, configuredStep.outcome == .endpointDefault {
          route.descriptor.defaultBehavior.step(forCall: callIndex).map {
            MockBehavior(
              outcome: $0.outcome, latency: configuredStep.latency, maximumLatency: configuredStep.maximumLatency)
          }
        } else if configured != nil {
          configuredStep
        } else {
          route.descriptor.defaultBehavior.step(forCall: callIndex)
        }
      if case .failure(let errorName) = step?.outcome {
        state.callErrors.append(errorName)
      } else {
        state.callErrors.append(nil)
      }
      let latency = step.map {
        $0.drawnLatency(
          schedule: scheduleSeed, mock: mock, endpoint: endpoint, callIndex: callNumber, isDefault: isDefault)
      }
      return (step, latency ?? .zero, state.clock)
    }
    guard let step else {
      throw MockError.emptySequence(mock: mock, endpoint: endpoint, at: ["sequence"])
    }
    if latency > .zero {
      // Without a clock handed over, the clock of the dependencies the call runs under, read as
      // they are: a `@Dependency` would merge its own copy of them with them on every call, to
      // the same clock.
      try await (clock ?? DependencyValues._current.continuousClock).sleep(for: latency)
    }
    switch step.outcome {
    case .answer(let answer):
      return answer
    case .failure(let errorName):
      if let error = Failure(rawValue: errorName) {
        throw error
      }
      let knownErrors = Failure.allCases.map(\.rawValue)
      throw MockError.unknownError(
        errorName, mock: mock, endpoint: endpoint, at: ["error"],
        suggestion: Suggestions.closest(to: errorName, in: knownErrors), knownErrors: knownErrors)
    case .sequence, .endpointDefault:
      // `step(forCall:)` splices sequences into their steps, so a step is never one, and a step
      // that keeps the endpoint's default outcome was given it above.
      throw MockError.emptySequence(mock: mock, endpoint: endpoint, at: ["sequence"])
    }
  }

  private func decode<Output: Decodable & Sendable>(
    _ output: Output.Type, from answer: Value, mock: String, endpoint: String
  ) throws(MockError) -> Output {
    do {
      return try DecodedValues.mockAnswers.decode(Output.self, from: answer)
    } catch {
      throw .invalidAnswer(mock: mock, endpoint: endpoint, at: ["answer"], error)
    }
  }
}

/// The errors of an endpoint that cannot fail: none.
private enum NoFailure: RawRepresentable, CaseIterable, Error {
  init?(rawValue: String) {
    nil
  }

  var rawValue: String {
    switch self {}
  }
}
