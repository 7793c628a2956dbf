import JourneyModel
import Testing

@Suite struct JourneyTests {
  let here = FileLocation(file: "Journeys/login.yaml", line: 1, column: 7)

  @Test func isIdentifiedByFileAndName() {
    let journey = Journey(file: "Journeys/login.yaml", name: "Sign in", steps: [], location: here)
    #expect(journey.identifier == "Journeys/login.yaml › Sign in")
  }

  @Test func appliesDefaults() {
    let journey = Journey(file: "a.yaml", name: "A", steps: [], location: here)
    #expect(journey.description == nil)
    #expect(journey.tags.isEmpty)
    #expect(journey.given == Given())
    #expect(!journey.exhaustive)
    #expect(journey.example == nil)
  }

  @Test func comparesExampleRowsByTheirValuesInOrder() {
    let row = ExampleRow(number: 1, values: [("email", ""), ("password", "x")], location: here)
    #expect(row == ExampleRow(number: 1, values: [("email", ""), ("password", "x")], location: here))
    #expect(row != ExampleRow(number: 1, values: [("password", "x"), ("email", "")], location: here))
    #expect(row != ExampleRow(number: 2, values: [("email", ""), ("password", "x")], location: here))
    #expect(row != ExampleRow(number: 1, values: [("email", "a"), ("password", "x")], location: here))
    #expect(Set([row, row]).count == 1)
  }
}
