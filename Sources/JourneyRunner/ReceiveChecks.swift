import JourneyHosting
import JourneyModel

/// The `receive` step: the actions effects delivered since the previous `receive` step (or since
/// the journey started), matched in order by case-path prefix; the `notReceive` step: none of
/// those actions matches its prefixes; and, at the end of an exhaustive journey, those no
/// `receive` step checked.
///
/// In a journey that is not exhaustive, the patterns must match some of those actions in order,
/// others between them being let go. In an exhaustive journey they must match all of them, one
/// pattern each. Either way, the step consumes every action delivered so far. `notReceive`
/// consumes none, exhaustive or not: a later `receive` still covers them, and an exhaustive
/// journey still requires one to.
final class ReceiveChecks<Host: JourneyHost> {
  typealias Log = ActionLog<Host.Feature.Action>
  typealias Entry = Log.Entry

  let driver: AppDriver<Host>
  /// Whether every action effects deliver must be checked, one pattern each.
  let exhaustive: Bool

  init(driver: AppDriver<Host>, exhaustive: Bool) {
    self.driver = driver
    self.exhaustive = exhaustive
  }

  /// Checks the actions delivered since the previous `receive` against `patterns`, consuming them.
  func checkReceived(_ patterns: [ActionPattern]) throws(StepError) {
    _ = try driver.runningStore()
    let received = driver.log.takeUnreceived()
    let problem = exhaustive
      ? Self.exhaustiveMismatch(patterns, received) : Self.orderedMismatch(patterns, received)
    guard let (message, location) = problem else { return }
    throw StepError(
      message + "\n  received since the previous '\(StepKind.Name.receive)':\n"
        + Log.listing(received), at: location)
  }

  /// Checks that no action delivered since the previous `receive` matches any of `patterns`,
  /// leaving them for the next `receive`.
  func checkNotReceived(_ patterns: [ActionPattern]) throws(StepError) {
    _ = try driver.runningStore()
    let received = driver.log.unreceived
    for pattern in patterns {
      let matching = received.filter { ActionCasePath.matches($0.casePath, prefix: pattern.path) }
      guard let first = matching.first else { continue }
      throw StepError(
        "\(first.record.action) matches \(pattern), which must not have been received"
          + (matching.count > 1 ? " (\(matching.count) actions match it)" : "")
          + "\n  received since the previous '\(StepKind.Name.receive)':\n" + Log.listing(received),
        at: pattern.location)
    }
  }

  /// In an exhaustive journey, the actions effects delivered that no `receive` step checked, with
  /// the step that would; `nil` when there are none or the journey is not exhaustive.
  func uncheckedActions() -> String? {
    let unreceived = driver.log.unreceived
    guard exhaustive, !unreceived.isEmpty else { return nil }
    return "effects delivered \(unreceived.count) "
      + (unreceived.count == 1 ? "action" : "actions") + " that no '\(StepKind.Name.receive)' step checked:\n"
      + Log.listing(unreceived, indentation: 2)
      + "\n  check them with '- \(StepKind.Name.receive): ["
      + unreceived.map { $0.casePath.joined(separator: ".") }.joined(separator: ", ") + "]'"
  }

  /// The first pattern that matches no action after the previous pattern's.
  private static func orderedMismatch(
    _ patterns: [ActionPattern], _ received: [Entry]
  ) -> (String, FileLocation?)? {
    var remaining = received[...]
    for pattern in patterns {
      guard
        let index = remaining.firstIndex(where: { ActionCasePath.matches($0.casePath, prefix: pattern.path) })
      else {
        let after = remaining.startIndex > received.startIndex
          ? " after \(received[remaining.startIndex - 1].record.action)" : ""
        return ("no action matching \(pattern) was received\(after)", pattern.location)
      }
      remaining = remaining[(index + 1)...]
    }
    return nil
  }

  /// The first pattern that does not match the action in its place, or the first action left
  /// over.
  private static func exhaustiveMismatch(
    _ patterns: [ActionPattern], _ received: [Entry]
  ) -> (String, FileLocation?)? {
    for (index, pattern) in patterns.enumerated() {
      guard index < received.count else {
        return (
          "expected \(pattern) as received action \(index + 1), but only \(received.count) "
            + (received.count == 1 ? "was" : "were") + " received",
          pattern.location
        )
      }
      guard ActionCasePath.matches(received[index].casePath, prefix: pattern.path) else {
        return (
          "expected \(pattern) as received action \(index + 1), found \(received[index].record.action)",
          pattern.location
        )
      }
    }
    guard received.count > patterns.count else { return nil }
    let extra = received[patterns.count...]
    return (
      (extra.count == 1 ? "1 more action was" : "\(extra.count) more actions were")
        + " received than the step lists, and an exhaustive journey checks every action: add "
        + extra.map { $0.casePath.joined(separator: ".") }.joined(separator: ", "),
      patterns.last?.location
    )
  }
}
