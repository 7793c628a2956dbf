
/// A journey's run, step by step: what each step did to the app, as an observer that asks for it
/// receives it (``JourneyObserver/tracesSteps``).
///
/// A trace holds only what the journey determines: virtual times, never real ones, and paths as
/// the loader was given them. Two runs of the same journey give equal traces, so a trace can be
/// kept, compared with the trace of another run, and shown step by step.
public struct JourneyTrace: Hashable, Sendable, Codable {
  /// The version of this layout, for readers of saved traces.
  public var format: Int
  /// The journey file's path.
  public var file: String
  /// The journey's name, with its examples row.
  public var name: String
  /// Its tags.
  public var tags: [String]
  /// `passed` or `failed`.
  public var status: String
  /// Every step in order, subflow steps after their `run` step; skipped steps only named.
  public var steps: [StepTrace]
  /// Why the journey failed before its first step or after its last one, as
  /// `path:line:column: error: message`; a step's failure is on the step.
  public var failure: String?
  /// The warnings of the journey, each as `path:line:column: warning: message`.
  public var warnings: [String]
  /// The virtual time the journey took, as journeys write durations.
  public var virtualDuration: String

  /// The layout this runner writes.
  public static let currentFormat = 1

  /// Makes a trace.
  public init(
    file: String, name: String, tags: [String], status: String, steps: [StepTrace],
    failure: String?, warnings: [String], virtualDuration: String
  ) {
    format = Self.currentFormat
    self.file = file
    self.name = name
    self.tags = tags
    self.status = status
    self.steps = steps
    self.failure = failure
    self.warnings = warnings
    self.virtualDuration = virtualDuration
  }
}

/// What one step did, in a ``JourneyTrace``.
public struct StepTrace: Hashable, Sendable, Codable {
  /// An action the app processed during the step.
  public struct Action: Hashable, Sendable, Codable {
    /// When, in virtual time since the journey started: `1.5s`.
    public var time: String
    /// The action, as failures describe it: `.login(.signInTapped)`.
    public var action: String
    /// `sent` when a step sent it, else `effect of` the action whose effect delivered it.
    public var cause: String

    /// Makes a traced action.
    public init(time: String, action: String, cause: String) {
      self.time = time
      self.action = action
      self.cause = cause
    }
  }

  /// A call a mock received during the step.
  public struct Call: Hashable, Sendable, Codable {
    /// The mock: `auth`.
    public var mock: String
    /// The endpoint: `login`.
    public var endpoint: String
    /// The arguments by name, on one line: `{email: ada@example.com}`; `{}` without any.
    public var arguments: String

    /// Makes a traced call.
    public init(mock: String, endpoint: String, arguments: String) {
      self.mock = mock
      self.endpoint = endpoint
      self.arguments = arguments
    }
  }

  /// A change of the app's state at one path, its values as ``/ValueCoding/Value/rendered`` writes them, in
  /// the order of the state's keys.
  public struct StateChange: Hashable, Sendable, Codable {
    /// Where: `user.profile.email`, empty for the whole state.
    public var path: String
    /// The value before; `nil` when it was added.
    public var before: String?
    /// The value after; `nil` when it was removed.
    public var after: String?

    /// Makes a traced change.
    public init(path: String, before: String?, after: String?) {
      self.path = path
      self.before = before
      self.after = after
    }
  }

  /// The step in a few words: `tap "Sign In"`.
  public var step: String
  /// Where it is written: `path:line:column`.
  public var location: String
  /// How many subflows deep it is.
  public var depth: Int
  /// `passed`, `failed` or `skipped`.
  public var status: String
  /// When it started, in virtual time since the journey started.
  public var time: String
  /// How much virtual time it took.
  public var duration: String
  /// The actions the app processed during the step, in order, with their causes.
  public var actions: [Action]
  /// How the app's state changed during the step; a first launch shows the whole state added at
  /// the root.
  public var stateChanges: [StateChange]
  /// The screen after the step, one line each; empty when the app is not running.
  public var screen: [String]
  /// The calls mocks received during the step, in order.
  public var calls: [Call]
  /// The timers pending and effects in flight after the step.
  public var pending: [String]
  /// Why the step failed, when it did.
  public var failure: String?

  /// Makes a traced step.
  public init(
    step: String, location: String, depth: Int, status: String, time: String, duration: String,
    actions: [Action] = [], stateChanges: [StateChange] = [], screen: [String] = [],
    calls: [Call] = [], pending: [String] = [], failure: String? = nil
  ) {
    self.step = step
    self.location = location
    self.depth = depth
    self.status = status
    self.time = time
    self.duration = duration
    self.actions = actions
    self.stateChanges = stateChanges
    self.screen = screen
    self.calls = calls
    self.pending = pending
    self.failure = failure
  }
}
