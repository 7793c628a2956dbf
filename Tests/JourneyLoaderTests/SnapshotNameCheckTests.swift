import JourneyLoader
import JourneyModel
import Testing

@Suite struct SnapshotNameCheckTests {
  @Test func reportsANameTakenInASubflowAndTheJourney() {
    let files = ["s.subflow.yaml": "steps: [{ snapshot: home }]"]
    #expect(
      problems(journeyText("snapshot: home", "run: s.subflow.yaml"), files: files)
        == "s.subflow.yaml:1:9: error: snapshot 'home' is already taken at j.yaml:3:5; give each snapshot "
        + "of a journey its own name"
    )
  }

  @Test func reportsASubflowThatTakesItsSnapshotTwice() {
    let files = ["s.subflow.yaml": "steps: [{ snapshot: home }]"]
    #expect(
      problems(journeyText("run: s.subflow.yaml", "run: s.subflow.yaml"), files: files)
        == "j.yaml:4:5: error: this 'run' takes snapshot 'home' (at s.subflow.yaml:1:9) again, as the "
        + "subflow takes it each time it runs; name it with a parameter, such as home-${variant}"
    )
  }

  @Test func acceptsSubflowSnapshotsNamedByParameters() {
    let files = ["s.subflow.yaml": "parameters: { screen: null }\nsteps: [{ snapshot: 'home-${screen}' }]"]
    let loaded = journey(
      journeyText(
        "run: { file: s.subflow.yaml, with: { screen: a } }",
        "run: { file: s.subflow.yaml, with: { screen: b } }"),
      files: files
    )
    #expect(loaded?.steps.count == 2)
  }
}
