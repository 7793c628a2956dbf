import JourneyModel

extension JourneyRun {
  /// Waits for what shows rather than for a fixed time: moves virtual time from one pending timer
  /// to the next until `condition`, one of ``/JourneyModel/StepKind/waitingChecks``, holds,
  /// ending at the first instant it does. When it does not within `limit`, fails with the check's
  /// own failure there.
  func wait(until condition: StepKind, atMost limit: Duration, at location: FileLocation) throws(StepError) {
    guard try !driver.advance(atMost: limit, until: { passes(condition, at: location) }) else { return }
    do {
      try execute(condition, at: location)
    } catch {
      throw StepError(
        error.message + "\n  still not so after waiting \(limit.journeyDescription); give 'atMost' more time if "
          + "the app may take longer, or check what the app waits on",
        at: error.location)
    }
  }
}
