import JourneyModel
import JourneyRunner
import Testing
import ValueCoding

/// The `stored` step: what the persistent stores hold.
@Suite struct StoredJourneyTests {
  @Test func storedReadsTheStoresAndAnAbsentKeyAsNull() throws {
    let result = run(
      counterJourney(
        .launch,
        .stored([
          try expectation("defaults.count", .equals(4), line: 5),
          try expectation("defaults.name", .isNull, line: 5),
        ]),
        given: Given(app: LocatedValue(["savedCount": 4]))))
    #expect(result.failure == nil)
  }

  @Test func storedFailsWithWhatTheStoreHolds() throws {
    let result = run(counterJourney(.launch, .stored([try expectation("defaults.count", .equals(4), line: 5)])))
    #expect(result.failure?.message == "defaults.count: expected 4, found null")
    #expect(result.failure?.location == at(5, 7))
  }
}
