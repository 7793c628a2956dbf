import JourneyModel

/// The `receive` step: the actions effects delivered since the previous `receive` step (or since
/// the journey started), matched in order by case-path prefix.
///
/// In a journey that is not exhaustive, the patterns must match some of those actions in order,
/// others between them being let go. In an exhaustive journey they must match all of them, one
/// pattern each. Either way, the step consumes every action delivered so far.
extension JourneyRun {
  func receive(_ patterns: [ActionPattern]) throws(StepError) {
    _ = try runningStore()
    let received = log.takeUnreceived()
    let problem = journey.exhaustive
      ? exhaustiveMismatch(patterns, received) : orderedMismatch(patterns, received)
    guard let (message, location) = problem else { return }
    throw StepError(
      message + "\n  received since the previous '\(StepKind.Name.receive)':\n" + Self.listing(received), at: location)
  }

  /// The first pattern that matches no action after the previous pattern's.
  private func orderedMismatch(
    _ patterns: [ActionPattern], _ received: [ActionLog<Action>.Entry]
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
  private func exhaustiveMismatch(
    _ patterns: [ActionPattern], _ received: [ActionLog<Action>.Entry]
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

  /// The actions, one a line with their time and origin, indented by `indentation` spaces; or
  /// `none`.
  static func listing(_ entries: [ActionLog<Action>.Entry], indentation: Int = 4) -> String {
    let indentation = String(repeating: " ", count: indentation)
    guard !entries.isEmpty else { return indentation + "none" }
    return entries.map { indentation + $0.record.description }.joined(separator: "\n")
  }
}
