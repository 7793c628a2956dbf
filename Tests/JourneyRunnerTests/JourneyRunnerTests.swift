import JourneyLoader
import JourneyModel
import JourneyRunner
import Testing

/// Journeys written in YAML, loaded and run: the runner working with the loader.
@Suite struct JourneyRunnerTests {
  static let files = [
    "Journeys/counter.yaml": """
      name: Counting
      tags: [smoke]
      given:
        count: ${start}
        mocks:
          backend.fetchGoal: { answer: 5, latency: 2s }
      examples:
        - { start: 0, ticks: 3 }
        - { start: 10, ticks: 13 }
      steps:
        - launch
        - run: { file: start.subflow.yaml, with: { seconds: 3s } }
        - see: "Count: ${ticks}"
        - tap: Stop
        - expect:
            count: ${ticks}
            goal: 5
            history: { count: 0 }
        - calls:
            backend: [fetchGoal]
        - receive: [goal.loaded, counter.tick]
        - snapshot: { name: "count-${ticks}", state: [count] }
      """,
    "Journeys/start.subflow.yaml": """
      parameters: { seconds: null }
      steps:
        - tap: Start
        - wait: ${seconds}
      """,
  ]

  func load(_ files: [String: String], file: String = "Journeys/counter.yaml") throws -> [Journey] {
    try JourneyLoader(fileSystem: InMemoryFileSystem(files)).load(file: file).get()
  }

  @Test func loadedJourneysRunOneExamplesRowEach() throws {
    let journeys = try load(Self.files)
    let goldens = [3, 13].reduce(into: [String: String]()) { goldens, ticks in
      goldens["count-\(ticks)"] = """
        screen Counter
          navigation "Counter"
            button "About"
          heading "Count: \(ticks)"
          text "Goal: 5"
          text field "Label" = "" placeholder "Name this counter"
          toggle "Sound" [off]
          picker "Step" = "1" options "1", "5", "10"
          button "Start"
          button "Stop" [disabled]
          button "Reset" [destructive]
          button "Save"
          button "History"
          button "Leak"

        state count:
          \(ticks)

        """
    }
    let results = journeys.map { run($0, goldens: goldens) }
    #expect(results.map(\.status) == [.passed, .passed])
    #expect(results.map(\.journey.exampleNumber) == [1, 2])
    #expect(results.map(\.warnings) == [[], []])
    #expect(results.map { $0.snapshots.map(\.status) } == [[.matched], [.matched]])
    #expect(results[0].steps.map(\.step.kind.name) == [
      "launch", "run", "tap", "wait", "see", "tap", "expect", "calls", "receive", "snapshot",
    ])
  }

  @Test func aFailureIsReportedAtItsLineInTheFileThatHasIt() throws {
    var files = Self.files
    files["Journeys/start.subflow.yaml"] = """
      parameters: { seconds: null }
      steps:
        - tap: Start
        - wait: ${seconds}
        - see: "Count: 4"
      """
    let result = run(try load(files)[0])
    #expect(
      result.failure?.diagnostic.description == """
        Journeys/start.subflow.yaml:5:5: error: see "Count: 4": no visible text contains "Count: 4"; \
        did you mean "Count: 3"? Visible texts: "Counter", "About", "Count: 3", "Goal: 5", "Label", \
        "Name this counter", "Sound", "Step", "1", "1", "5", "10", "Start", "Stop", "Reset", "Save", \
        "History", "Leak"
        """)
    #expect(result.failure?.subflowRuns == [FileLocation(file: "Journeys/counter.yaml", line: 12, column: 5)])
  }

  @Test func aWrongValueInGivenIsReportedWhereItIsWritten() throws {
    let journeys = try load([
      "Journeys/counter.yaml": """
        name: Counting
        given:
          count: 1
          savedCont: 2
        steps:
          - launch
        """
    ])
    let result = run(journeys[0])
    #expect(
      result.failure?.diagnostic.description == """
        Journeys/counter.yaml:4:3: error: given: unknown key 'savedCont' at given; did you mean 'savedCount'?
        """)
  }

  @Test func aPayloadProblemIsReportedInThePayload() throws {
    let journeys = try load([
      "Journeys/counter.yaml": """
        name: Counting
        steps:
          - launch
          - send: { action: save.finished, payload: { count: two } }
        """
    ])
    let result = run(journeys[0])
    #expect(
      result.failure?.diagnostic.description == """
        Journeys/counter.yaml:4:54: error: send save.finished: invalid payload for action \
        'save.finished': expected an integer at count, found a string
        """)
  }
}
