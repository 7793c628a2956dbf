import JourneyRunner

/// Traces as text for people: one trace step by step (`journey trace show`), and where two traces
/// of a journey part (`journey trace diff`).
public enum TraceText {
  /// The trace: a heading with the journey and its status, then each step with the actions it
  /// processed, its state change, the mock calls, the work left pending and the screen after it;
  /// last the journey's own failure and warnings. `numbers`, when given, keeps only the steps
  /// with those numbers (counted from 1, as the text numbers them).
  public static func show(_ trace: JourneyTrace, steps numbers: Set<Int>? = nil) -> String {
    var lines = ["\(trace.file) › \(trace.name): \(trace.status), \(trace.virtualDuration) of virtual time"]
    for (index, step) in trace.steps.enumerated() where numbers?.contains(index + 1) ?? true {
      lines.append("")
      lines.append(heading(of: step, number: index + 1))
      guard step.status != "skipped" else { continue }
      for aspect in Aspect.allCases {
        let aspectLines = aspect.lines(of: step)
        guard !aspectLines.isEmpty else { continue }
        lines.append("  \(aspect.rawValue):")
        lines += aspectLines.map { "    " + $0 }
      }
      if let failure = step.failure {
        lines.append("  failure:")
        lines += failure.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
      }
    }
    if let failure = trace.failure {
      lines += ["", failure]
    }
    lines += trace.warnings.flatMap { ["", $0] }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Where two traces part (``TraceDivergence``): the step, then a unified diff of each aspect
  /// that differs there; `nil` when the traces are the same step for step. `labels` name the two
  /// traces in the diff's headers.
  public static func difference(
    _ old: JourneyTrace, _ new: JourneyTrace, labels: (old: String, new: String)
  ) -> String? {
    guard let divergence = TraceDivergence(from: old, to: new) else { return nil }
    var lines: [String] = []
    if divergence.isOfDifferentJourneys {
      lines.append("note: the traces are of different journeys: \(old.file) › \(old.name) and \(new.file) › \(new.name)")
    }
    switch divergence.place {
    case .step(let index):
      lines.append("The traces part at step \(index + 1): \(old.steps[index].step) (\(old.steps[index].location))")
    case .onlyOneHasStep(let index, let inOld):
      lines.append("The traces part after step \(index): only \(inOld ? labels.old : labels.new) has step \(index + 1) on.")
      lines.append(heading(of: (inOld ? old : new).steps[index], number: index + 1))
    case .ending:
      lines.append("The traces part after the last step:")
    }
    for difference in divergence.differences {
      switch difference {
      case .step(let oldStep, let newStep):
        lines.append("\nstep:\n  \(labels.old): \(oldStep)\n  \(labels.new): \(newStep)")
      case .status(let oldStatus, let newStatus):
        lines.append("\nstatus:\n  \(labels.old): \(oldStatus)\n  \(labels.new): \(newStatus)")
      case .aspect(let aspect, let oldLines, let newLines):
        let diff = LineDiff(from: oldLines, to: newLines)
        lines.append("\n\(aspect.rawValue):\n" + diff.unified(oldLabel: labels.old, newLabel: labels.new))
      case .ending(let oldLines, let newLines):
        lines.append(LineDiff(from: oldLines, to: newLines).unified(oldLabel: labels.old, newLabel: labels.new))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// What a step did, aspect by aspect, as lines that diff well.
  public enum Aspect: String, CaseIterable, Sendable {
    case actions
    case state
    case calls
    case pending
    case screen

    /// The aspect's lines for `step`; none when the step did nothing of the kind.
    public func lines(of step: StepTrace) -> [String] {
      switch self {
      case .actions: step.actions.map { "\($0.time) \($0.action) \($0.cause)" }
      case .state: step.stateChanges.flatMap(TraceText.lines(of:))
      case .calls: step.calls.map(TraceText.line(of:))
      case .pending: step.pending
      case .screen: step.screen
      }
    }
  }

  /// `3. tap "Greet" at 0s, passed (greet.yaml:6:5)`, indented by subflow depth.
  private static func heading(of step: StepTrace, number: Int) -> String {
    String(repeating: "  ", count: step.depth)
      + "\(number). \(step.step) at \(step.time), \(step.status) (\(step.location))"
  }

  /// `user.name: Ada → Grace`, `token: removed abc`, `items[2]: added x` when the values fit on
  /// a line, else the path and the values' lines marked `-` and `+`.
  static func lines(of change: StepTrace.StateChange) -> [String] {
    let place = change.path.isEmpty ? "(root)" : change.path
    let before = change.before.map { $0.split(separator: "\n", omittingEmptySubsequences: false) }
    let after = change.after.map { $0.split(separator: "\n", omittingEmptySubsequences: false) }
    guard (before?.count ?? 1) == 1, (after?.count ?? 1) == 1 else {
      return ["\(place):"] + (before ?? []).map { "  - " + $0 } + (after ?? []).map { "  + " + $0 }
    }
    switch (change.before, change.after) {
    case (let before?, let after?): return ["\(place): \(before) → \(after)"]
    case (nil, let after?): return ["\(place): added \(after)"]
    case (let before?, nil): return ["\(place): removed \(before)"]
    case (nil, nil): return []
    }
  }

  /// `auth.login {email: ada@example.com}`, or `auth.logout` without arguments.
  static func line(of call: StepTrace.Call) -> String {
    "\(call.mock).\(call.endpoint)" + (call.arguments == "{}" ? "" : " \(call.arguments)")
  }
}
