import HarnessTestSupport
import JourneyTesting
import Testing

/// Checking invariants by exploration in one call: a violation is an issue at the invariant's
/// name in its file, with the shrunk journey that shows it.
@Suite struct InvariantsExplorationTests {
  /// The issues `body` records, each as `file:line:column message` with the sandbox's root left
  /// out.
  private func issues(in sandbox: Sandbox, _ body: () -> Void) -> [String] {
    let recorded = Collected<String>()
    withKnownIssue {
      body()
    } matching: { issue in
      let location = issue.sourceLocation.map { "\($0.fileName):\($0.line):\($0.column)" } ?? "nowhere"
      recorded.append(sandbox.relativized("\(location) \(issue.comments.map(\.rawValue).joined())"))
      return true
    }
    return recorded.values
  }

  private func sandbox(invariants: String = BulbFiles.invariants) throws -> Sandbox {
    try Sandbox([
      "Scenarios/bulb.invariants.yaml": invariants,
      "Scenarios/switched-on.yaml": BulbFiles.switchedOn,
    ])
  }

  @Test func aViolationIsAnIssueAtTheInvariantWithTheShrunkJourney() throws {
    let sandbox = try sandbox()
    let recorded = issues(in: sandbox) {
      BulbJourneys.checkInvariants(in: sandbox.path("Scenarios/bulb.invariants.yaml"), seeds: 1...5, steps: 20)
    }
    #expect(
      recorded == [
        """
        bulb.invariants.yaml:5:11 seed 1: invariant "The bulb never blows" does not hold: "The bulb has blown" is visible
        This journey, shrunk from 8 to 5 steps after the start, fails the same way; save it as a .yaml file to run it:

        name: "Explore seed 1: The bulb never blows"
        description: Found by exploring seed 1 and shrunk from 8 to 5 steps after the start.
        tags: [explore]
        steps:
          - launch
          - tap: Switch
          - tap: Switch
          - tap: Switch
          - tap: Switch
          - tap: Switch
          - notSee: The bulb has blown

        """
      ])
  }

  @Test func invariantsThatHoldRecordNoIssue() throws {
    let sandbox = try sandbox(invariants: BulbFiles.keptInvariants)
    let exploration = BulbJourneys.checkInvariants(
      in: sandbox.path("Scenarios/bulb.invariants.yaml"), exploringFrom: .file(sandbox.path("Scenarios/switched-on.yaml")),
      seeds: 1...3, steps: 10)
    #expect(exploration.invariantCount == 1)
    #expect(exploration.exploredSteps == 30)
    #expect(exploration.problems.isEmpty)
  }

  @Test func aStartGivenAsTextExploresAsTheSameFileAndTheSameSeedsFindTheSameViolation() throws {
    let sandbox = try sandbox()
    let invariants = sandbox.path("Scenarios/bulb.invariants.yaml")
    let fromFile = issues(in: sandbox) {
      BulbJourneys.checkInvariants(in: invariants, exploringFrom: .file(sandbox.path("Scenarios/switched-on.yaml")))
    }
    let fromText = issues(in: sandbox) {
      BulbJourneys.checkInvariants(
        in: invariants, exploringFrom: .text(BulbFiles.switchedOn, file: sandbox.path("Scenarios/switched-on.yaml")))
    }
    #expect(
      fromFile == [
        """
        bulb.invariants.yaml:5:11 seed 1: invariant "The bulb never blows" does not hold: "The bulb has blown" is visible
        This journey, shrunk from 7 to 4 steps after the start, fails the same way; save it as a .yaml file to run it:

        name: "Explore seed 1: The bulb never blows"
        description: Found by exploring seed 1 and shrunk from 7 to 4 steps after the start.
        tags: [explore]
        steps:
          - launch
          - tap: Switch
          - tap: Switch
          - tap: Switch
          - tap: Switch
          - tap: Switch
          - notSee: The bulb has blown

        """
      ])
    #expect(fromText == fromFile)
  }

  @Test func aStartThatFailsIsAnIssueAtTheStartOnce() throws {
    let sandbox = try sandbox()
    let recorded = issues(in: sandbox) {
      BulbJourneys.checkInvariants(
        in: sandbox.path("Scenarios/bulb.invariants.yaml"),
        exploringFrom: .text("name: Blown\nsteps:\n  - launch\n  - see: The bulb has blown\n", file: "Scenarios/blown.yaml"),
        seeds: 1...3)
    }
    #expect(
      recorded == [
        """
        blown.yaml:1:7 seed 1: no visible text contains "The bulb has blown". Visible texts: "The lamp is off", "Switch"
        The start fails with the faults this seed adds to its given, as this journey does; save it as a .yaml file to \
        run it:

        name: "Explore seed 1: the start fails"
        description: Found by exploring seed 1 and shrunk from 0 to 0 steps after the start.
        tags: [explore]
        steps:
          - launch
          - see: The bulb has blown

        """
      ])
  }

  @Test func inputThatDoesNotLoadIsAnIssueAtEachError() throws {
    let sandbox = try sandbox()
    let recorded = issues(in: sandbox) {
      BulbJourneys.checkInvariants(in: sandbox.path("Scenarios/missing.invariants.yaml"))
      BulbJourneys.checkInvariants(
        in: sandbox.path("Scenarios/bulb.invariants.yaml"),
        exploringFrom: .text("name: Broken\nsteps:\n  - tapp: Switch\n", file: "Scenarios/broken.yaml"))
    }
    #expect(
      recorded == [
        "missing.invariants.yaml:1:1 Scenarios/missing.invariants.yaml:1:1: error: no such file",
        "broken.yaml:3:5 Scenarios/broken.yaml:3:5: error: unknown step 'tapp'; did you mean 'tap'?",
      ])
  }
}
