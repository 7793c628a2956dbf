import JourneyLoader
import JourneyModel
import Testing

/// A journey given as text loads as the file it is named after would.
@Suite struct JourneyLoaderTextTests {
  private let loader = JourneyLoader(
    fileSystem: InMemoryFileSystem([
      "Journeys/Shared/sign-in.subflow.yaml": "steps: [{ tap: Sign In }]",
      "Journeys/Auth/start.yaml": "name: On disk\nsteps: [launch]\n",
    ]))

  @Test func theTextIsAtItsNameAndRunsSubflowsBesideIt() throws {
    let text = "name: From text\nsteps:\n  - launch\n  - run: ../Shared/sign-in.subflow.yaml\n"
    let journey = try #require(try loader.load(text: text, file: "Journeys/Auth/start.yaml").get().first)
    #expect(journey.name == "From text")
    #expect(journey.file == "Journeys/Auth/start.yaml")
    #expect(journey.location == FileLocation(file: "Journeys/Auth/start.yaml", line: 1, column: 7))
    guard case .run(let subflow) = journey.steps[1].kind else {
      Issue.record("expected a run step, found \(journey.steps[1].kind.name)")
      return
    }
    #expect(subflow.steps.map(\.location) == [FileLocation(file: "Journeys/Shared/sign-in.subflow.yaml", line: 1, column: 9)])
  }

  @Test func aProblemOfTheTextIsAtItsName() {
    let (journeys, diagnostics) = loader.read(text: "name: Broken\nsteps:\n  - tapp: OK\n", file: "start.yaml")
    #expect(journeys.map(\.name) == ["Broken"])
    #expect(diagnostics.description == "start.yaml:3:5: error: unknown step 'tapp'; did you mean 'tap'?")
    guard case .failure(let failure) = loader.load(text: "name: Broken\nsteps:\n  - tapp: OK\n", file: "start.yaml")
    else {
      Issue.record("a journey with an unknown step loaded")
      return
    }
    #expect(failure == diagnostics)
  }
}
