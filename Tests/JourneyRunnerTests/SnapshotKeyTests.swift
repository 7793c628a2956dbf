import JourneyModel
import JourneyRunner
import Testing

@Suite struct SnapshotKeyTests {
  @Test func namesTheFileAndTheSnapshot() {
    #expect(SnapshotKey(journeyFile: "Journeys/login.yaml", name: "login-error").description == "Journeys/login.yaml › login-error")
  }
}

@Suite struct JourneyIdentityTests {
  @Test func keepsWhatNamesTheJourney() {
    let journey = Journey(
      file: "j.yaml", name: "Count [start: 2]", tags: ["smoke"], steps: [],
      example: ExampleRow(number: 2, values: [("start", "2")], location: at(9)), location: at(1))
    let identity = JourneyIdentity(journey)
    #expect(identity.description == journey.identifier)
    #expect(identity.exampleNumber == 2)
    #expect(identity.tags == ["smoke"])
    #expect(identity.location == at(1))
  }
}
