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
        action: ActionDescription.describe(action), source: source(describedBy: ActionDescription.describe),
        time: time)
    }

    /// Where the action came from, the action whose effect sent it as `describe` writes it,
    /// abbreviated: that action is written in full where it was processed.
    func source(describedBy describe: (Any) -> String) -> ActionRecord.Source {
      effectOrigin.map { .effect(origin: ActionDescription.abbreviated(describe($0))) } ?? .sent
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
  /// How traced actions and origins are described, by their type.
  private var describers: [ObjectIdentifier: any TracedDescriber] = [:]
  /// Actions processed since the last ``takeUncovered()``; `nil` when the run records no coverage.
  private var uncovered: [Action]?

  init(recentLimit: Int, tracesActions: Bool = false, recordsCoverage: Bool = false) {
    self.recentLimit = max(0, recentLimit)
    traced = tracesActions ? [] : nil
    uncovered = recordsCoverage ? [] : nil
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
    uncovered?.append(event.action)
  }

  /// Returns the actions processed since the last call, forgetting them; none when the run
  /// records no coverage.
  func takeUncovered() -> [Action] {
    guard let actions = uncovered else { return [] }
    uncovered = []
    return actions
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
        action: tracedDescription(of: entry.action), source: entry.source(describedBy: tracedDescription(of:)),
        time: entry.time)
    }
  }

  /// What `ActionDescription` says of `value`, from the describer of its type.
  private func tracedDescription(of value: Any) -> String {
    let type = ObjectIdentifier(Swift.type(of: value))
    if let describer = describers[type] {
      return describer.describe(value)
    }
    let describer = Self.makeDescriber(for: value)
    describers[type] = describer
    return describer.describe(value)
  }

  /// A describer that remembers recent descriptions when the type of `value` is `Equatable`.
  private static func makeDescriber(for value: Any) -> any TracedDescriber {
    guard let value = value as? any Equatable else { return ReflectingDescriber() }
    func recentDescriptions<Value: Equatable>(of _: Value) -> any TracedDescriber {
      RecentDescriptions<Value>()
    }
    return recentDescriptions(of: value)
  }

  /// Returns the actions effects delivered since the last call, forgetting them.
  func takeUnreceived() -> [Entry] {
    defer { unreceived.removeAll() }
    return unreceived
  }

  /// The actions, one a line with their time and origin, indented by `indentation` spaces; or
  /// `none`.
  static func listing(_ entries: [Entry], indentation: Int = 4) -> String {
    let indentation = String(repeating: " ", count: indentation)
    guard !entries.isEmpty else { return indentation + "none" }
    return entries.map { indentation + $0.record.description }.joined(separator: "\n")
  }
}

/// Describes the traced actions and origins of one type.
private protocol TracedDescriber: AnyObject {
  /// What `ActionDescription` says of `value`, a value of the describer's type.
  func describe(_ value: Any) -> String
}

/// Describes every value afresh: its type is not `Equatable`, so there is no telling that a value
/// was described before.
private final class ReflectingDescriber: TracedDescriber {
  func describe(_ value: Any) -> String {
    ActionDescription.describe(value)
  }
}

/// Describes values of an `Equatable` type, keeping the descriptions of the last few distinct
/// ones: describing reflects over a value, and a journey processes the same few actions again
/// and again. Equal values are taken to describe alike, as they do when their conformance is
/// synthesized.
private final class RecentDescriptions<Value: Equatable>: TracedDescriber {
  /// How many descriptions it keeps.
  private static var limit: Int { 16 }
  /// The values described, in a ring: once full, the oldest is at `oldest` and is the next to be
  /// replaced.
  private var values: [Value] = []
  /// The description of each of ``values``.
  private var descriptions: [String] = []
  private var oldest = 0

  func describe(_ value: Any) -> String {
    let value = value as! Value
    // Counted rather than `values.indices`: this generic code runs unspecialized, where asking
    // the array for its indices costs more than comparing a few values.
    for index in 0..<values.count where values[index] == value {
      return descriptions[index]
    }
    let description = ActionDescription.describe(value)
    if values.count < Self.limit {
      values.append(value)
      descriptions.append(description)
    } else {
      values[oldest] = value
      descriptions[oldest] = description
      oldest = (oldest + 1) % Self.limit
    }
    return description
  }
}
