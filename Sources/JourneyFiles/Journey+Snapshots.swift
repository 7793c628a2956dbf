import JourneyModel

extension Journey {
  /// The snapshots the journey takes, with where each `snapshot` step is, in step order and
  /// counting the steps of its subflows, whether or not a run reaches them.
  package var snapshotSteps: [(name: String, location: FileLocation)] {
    Self.snapshotSteps(in: steps)
  }

  private static func snapshotSteps(in steps: [Step]) -> [(name: String, location: FileLocation)] {
    steps.flatMap { step -> [(name: String, location: FileLocation)] in
      switch step.kind {
      case .snapshot(let request): [(request.name, step.location)]
      case .run(let subflow): snapshotSteps(in: subflow.steps)
      case .launch, .relaunch, .background, .foreground, .tap, .type, .clear, .toggle, .select, .back,
        .dismiss, .answer, .refused, .deepLink, .network, .mock, .send, .wait, .waitUntil, .settle, .see, .notSee,
        .screen, .element, .expect, .stored, .calls, .receive, .notReceive:
        []
      }
    }
  }

  /// Every step, with the steps of subflows after their `run` step.
  package var allSteps: [Step] {
    Self.flattened(steps)
  }

  private static func flattened(_ steps: [Step]) -> [Step] {
    steps.flatMap { step -> [Step] in
      guard case .run(let subflow) = step.kind else { return [step] }
      return [step] + flattened(subflow.steps)
    }
  }
}
