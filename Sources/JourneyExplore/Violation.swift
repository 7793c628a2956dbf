import JourneyModel
import Prelude

/// What went wrong in an explored journey: the first step that failed, or the first invariant
/// that did not hold after a step, or the app crashing.
public struct Violation: Hashable, Sendable {
  /// What was violated.
  public enum Kind: Hashable, Sendable {
    /// The journey exploration starts from failed before any generated step.
    case start
    /// A step failed as it fails in a journey: the runtime caught misuse (escaped work, storms
    /// of actions or timers), an enabled element refused the interaction, time did not settle.
    case step(Step)
    /// An invariant did not hold.
    case invariant(Invariant)
    /// Several enabled elements share a label and no id tells them apart, so no journey can
    /// address one.
    case unaddressable(label: String)
    /// The app trapped: the process running it ended.
    case crash
  }

  /// What was violated.
  public var kind: Kind
  /// What happened, as a journey's failure says it.
  public var message: String
  /// How many of the generated steps ran, the last one included, when it was found.
  public var stepCount: Int

  /// Makes a violation.
  public init(kind: Kind, message: String, stepCount: Int) {
    self.kind = kind
    self.message = message
    self.stepCount = stepCount
  }

  /// What makes two violations the same failure while shrinking: the invariant by its location,
  /// the unaddressable label, or the step's kind with the first line of its message, numbers
  /// left out (times and counts change as steps are removed).
  public var signature: String {
    switch kind {
    case .start: "start: \(Self.withoutNumbers(firstLine))"
    case .invariant(let invariant): "invariant at \(invariant.location)"
    case .unaddressable(let label): "unaddressable \(label.quoted)"
    case .step(let step): "\(step.kind.name): \(Self.withoutNumbers(firstLine))"
    case .crash: "crash: \(Self.withoutNumbers(firstLine))"
    }
  }

  /// A few words naming the failure, for the name of the journey that shows it.
  public var title: String {
    switch kind {
    case .start: "the start fails"
    case .invariant(let invariant): invariant.name
    case .unaddressable(let label): "\(label.quoted) cannot be addressed"
    case .step(let step): "'\(step.kind.name)' fails"
    case .crash: "the app crashes"
    }
  }

  /// A one-line summary for reports.
  public var summary: String {
    switch kind {
    case .start: "the journey exploration starts from failed: \(firstLine)"
    case .invariant(let invariant): "invariant \(invariant.name.quoted) (\(invariant.location)) does not hold"
    case .unaddressable(let label): "several enabled elements are labelled \(label.quoted) without ids"
    case .step(let step): "'\(step.kind.name)' failed: \(firstLine)"
    case .crash: firstLine.hasPrefix("the app") ? firstLine : "the app crashed: \(firstLine)"
    }
  }

  private var firstLine: String {
    String(message.prefix { $0 != "\n" })
  }

  private static func withoutNumbers(_ text: String) -> String {
    var result = ""
    var inNumber = false
    for character in text {
      if character.isNumber {
        if !inNumber { result += "#" }
        inNumber = true
      } else {
        inNumber = false
        result.append(character)
      }
    }
    return result
  }
}
