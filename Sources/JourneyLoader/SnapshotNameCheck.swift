import JourneyModel

/// Finds snapshot names a journey takes twice, counting the snapshots of its subflows: each name
/// is one golden file.
struct SnapshotNameCheck {
  private let session: LoadSession
  private var firstLocations: [String: FileLocation] = [:]

  /// Checks `steps`, reporting each name taken again.
  static func check(_ steps: [Step], in session: LoadSession) {
    var check = SnapshotNameCheck(session: session)
    check.visit(steps, outermostRun: nil)
  }

  private init(session: LoadSession) {
    self.session = session
  }

  private mutating func visit(_ steps: [Step], outermostRun: FileLocation?) {
    for step in steps {
      switch step.kind {
      case .snapshot(let request):
        guard let first = firstLocations[request.name] else {
          firstLocations[request.name] = step.location
          continue
        }
        if first == step.location, let outermostRun {
          session.report(
            Diagnostic(
              at: outermostRun,
              "this '\(StepKind.Name.run)' takes snapshot '\(request.name)' (at \(step.location)) again, as the subflow "
                + "takes it each time it runs; name it with a parameter, such as \(request.name)-${variant}"
            )
          )
        } else {
          session.report(
            Diagnostic(
              at: step.location,
              "snapshot '\(request.name)' is already taken at \(first); give each snapshot of a journey "
                + "its own name"
            )
          )
        }
      case .run(let subflow):
        visit(subflow.steps, outermostRun: outermostRun ?? step.location)
      case .launch, .relaunch, .background, .foreground, .tap, .type, .clear, .toggle, .select, .back,
        .dismiss, .answer, .refused, .deepLink, .network, .mock, .send, .wait, .waitUntil, .settle, .see, .notSee,
        .screen, .element, .expect, .stored, .calls, .receive, .notReceive:
        continue
      }
    }
  }
}
