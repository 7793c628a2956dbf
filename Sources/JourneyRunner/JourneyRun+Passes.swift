import JourneyModel

extension JourneyRun {
  /// Whether the check `kind` passes against the app as it is: ``execute(_:at:)`` without the
  /// cost of describing a failure, for the checks whose failure is an answer, as an invariant's
  /// conditions are. A step that is not a check runs as it would.
  func passes(_ kind: StepKind, at location: FileLocation) -> Bool {
    do throws(StepError) {
      switch kind {
      case .expect(let expectations): return try state.stateHolds(expectations)
      case .see(let query): return try screens.sees(query)
      case .notSee(let query): return try !screens.sees(query)
      case .element(.presence(let presence)): return try screens.holds(presence)
      case .launch, .relaunch, .background, .foreground, .tap, .type, .clear, .toggle, .select, .back,
        .dismiss, .answer, .refused, .deepLink, .network, .mock, .send, .wait, .waitUntil, .settle, .screen, .element,
        .stored, .calls, .receive, .notReceive, .snapshot, .run:
        try execute(kind, at: location)
        return true
      }
    } catch {
      return false
    }
  }
}
