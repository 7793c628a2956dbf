import SimulationRuntime

/// The actions one journey's app processed: the last few, for failures, those effects delivered
/// that no `receive` step has checked yet, and, in a traced run, those of the current step.
///
/// Actions are kept as they are and described only when a message needs them.
final class ActionLog<Action> {
  /// An action as processed, with where it came from and when.
  struct Entry {
    let action: Action
    /// The action whose effect delivered it; `nil` when a step sent it.
    let effectOrigin: (any Sendable)?
    /// Virtual time since the journey started.
    let time: Duration

    var record: ActionRecord {
      ActionRecord(
        action: ActionDescription.describe(action),
        source: effectOrigin.map { .effect(origin: ActionDescription.describe($0)) } ?? .sent,
        time: time
      )
    }

    var casePath: [String] {
      ActionCasePath.names(of: action)
    }
  }

  private let recentLimit: Int
  /// How many actions have been processed, across launches.
  private(set) var processedCount = 0
  /// The last actions, up to `recentLimit`, in a ring: once full, the oldest is at
  /// `oldestRecent` and is the next to be replaced.
  private var recent: [Entry] = []
  private var oldestRecent = 0
  /// Actions effects delivered since the last `receive` step, in order.
  private(set) var unreceived: [Entry] = []
  /// Actions processed since the last ``takeTraced()``; `nil` when the run is not traced.
  private var traced: [Entry]?
  /// The descriptions of the last distinct traced actions and origins whose type is
  /// `Equatable`, most recently used first: describing reflects over a value, and a journey
  /// processes the same few actions again and again. Equal values are taken to describe alike,
  /// as they do when their conformance is synthesized.
  private var recentDescriptions: [(value: any Equatable, description: String)] = []
  /// How many descriptions ``recentDescriptions`` keeps.
  private static var recentDescriptionLimit: Int { 16 }

  init(recentLimit: Int, tracesActions: Bool = false) {
    self.recentLimit = max(0, recentLimit)
    traced = tracesActions ? [] : nil
  }

  /// Notes an action the store processed; `base` is the virtual time at which the store's
  /// runtime started.
  func record(_ event: ActionEvent<Action>, base: Duration) {
    processedCount += 1
    let origin = event.originAction
    let entry = Entry(action: event.action, effectOrigin: origin, time: base + event.time)
    if recent.count < recentLimit {
      recent.append(entry)
    } else if recentLimit > 0 {
      recent[oldestRecent] = entry
      oldestRecent = (oldestRecent + 1) % recentLimit
    }
    if origin != nil {
      unreceived.append(entry)
    }
    traced?.append(entry)
  }

  /// The last actions processed, oldest first.
  var recentRecords: [ActionRecord] {
    (recent[oldestRecent...] + recent[..<oldestRecent]).map(\.record)
  }

  /// Returns the actions processed since the last call, forgetting them; none when the run is not
  /// traced.
  func takeTraced() -> [ActionRecord] {
    guard let entries = traced else { return [] }
    traced = []
    return entries.map { entry in
      ActionRecord(
        action: tracedDescription(of: entry.action),
        source: entry.effectOrigin.map { .effect(origin: tracedDescription(of: $0)) } ?? .sent,
        time: entry.time)
    }
  }

  /// What `ActionDescription` says of `value`, taken from ``recentDescriptions`` when an equal
  /// value was described lately.
  private func tracedDescription(of value: Any) -> String {
    guard let equatable = value as? any Equatable else {
      return ActionDescription.describe(value)
    }
    if let index = recentDescriptions.firstIndex(where: { Self.isEqual($0.value, value) }) {
      let recent = recentDescriptions.remove(at: index)
      recentDescriptions.insert(recent, at: 0)
      return recent.description
    }
    let description = ActionDescription.describe(value)
    recentDescriptions.insert((equatable, description), at: 0)
    if recentDescriptions.count > Self.recentDescriptionLimit {
      recentDescriptions.removeLast()
    }
    return description
  }

  private static func isEqual(_ known: any Equatable, _ other: Any) -> Bool {
    func equals<Value: Equatable>(_ known: Value) -> Bool {
      (other as? Value) == known
    }
    return equals(known)
  }

  /// Returns the actions effects delivered since the last call, forgetting them.
  func takeUnreceived() -> [Entry] {
    defer { unreceived.removeAll() }
    return unreceived
  }
}
