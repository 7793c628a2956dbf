import JourneyTesting
import TeaTimerJourneyHost
import Testing

/// Every journey of `Scenarios/`, with its golden snapshots, as one test.
@Test func journeys() {
  JourneySuite.run(host: TeaTimerJourneyHost(), folder: "Scenarios")
}
