import JourneyLoader
import JourneyModel
import Testing

@Suite struct StepReaderRunTests {
  static let signIn = """
    description: Signs in from the login screen.
    parameters:
      email: null
      password: secret
    steps:
      - type: { text: "${email}", into: Email }
      - type: { text: "${password}", into: Password }
      - tap: Sign In
    """

  @Test func inlinesASubflowWithParametersAndDefaults() throws {
    let files = ["Journeys/Shared/sign-in.subflow.yaml": Self.signIn]
    let text = """
      name: Sign in
      steps:
        - run: { file: ../Shared/sign-in.subflow.yaml, with: { email: ada@example.com } }
      """
    let result = load(
      files.merging(["Journeys/Auth/login.yaml": text]) { a, _ in a }, path: "Journeys/Auth/login.yaml")
    let shared = "Journeys/Shared/sign-in.subflow.yaml"
    #expect(
      try result.get().first?.steps == [
        Step(
          .run(
            Subflow(
              file: "../Shared/sign-in.subflow.yaml",
              parameters: ["email": "ada@example.com", "password": "secret"],
              steps: [
                Step(
                  .type(text: "ada@example.com", into: ElementReference(label: "Email")),
                  at: at(6, 5, in: shared)),
                Step(
                  .type(text: "secret", into: ElementReference(label: "Password")), at: at(7, 5, in: shared)),
                Step(.tap(ElementReference(label: "Sign In")), at: at(8, 5, in: shared)),
              ]
            )
          ),
          at: at(3, 5, in: "Journeys/Auth/login.yaml")
        )
      ]
    )
  }

  @Test func runsASubflowNamedAlone() {
    let loaded = journey(
      journeyText("run: tap.subflow.yaml"), files: ["tap.subflow.yaml": "steps: [{ tap: OK }]"])
    #expect(
      loaded?.steps.first?.kind
        == .run(
          Subflow(
            file: "tap.subflow.yaml", parameters: [:],
            steps: [Step(.tap(ElementReference(label: "OK")), at: at(1, 9, in: "tap.subflow.yaml"))]))
    )
  }

  @Test func reportsMissingAndUnknownParameters() {
    let files = ["sign-in.subflow.yaml": Self.signIn]
    let text = journeyText(
      "run: sign-in.subflow.yaml",
      "run: { file: sign-in.subflow.yaml, with: { email: a, pasword: b, locale: vi } }"
    )
    #expect(
      problems(text, files: files) == """
        j.yaml:3:10: error: subflow 'sign-in.subflow.yaml' needs parameter 'email'; give it under \
        'with', such as { file: sign-in.subflow.yaml, with: { email: … } }
        j.yaml:4:58: error: subflow 'sign-in.subflow.yaml' has no parameter 'pasword'; did you mean 'password'?
        j.yaml:4:70: error: subflow 'sign-in.subflow.yaml' has no parameter 'locale'; its parameters are email and password
        """
    )
  }

  @Test func reportsParametersToASubflowWithoutAny() {
    #expect(
      problems(
        journeyText("run: { file: a.subflow.yaml, with: { x: 1 } }"),
        files: ["a.subflow.yaml": "steps: [launch]"])
        == "j.yaml:3:42: error: subflow 'a.subflow.yaml' has no parameter 'x'; it declares no parameters"
    )
  }

  @Test func reportsProblemsInsideTheSubflowAtTheirLocationThere() {
    let subflow = """
      parameters: { who: null }
      steps:
        - tapp: ${who}
        - see: ${whom}
      """
    #expect(
      problems(
        journeyText("run: { file: s.subflow.yaml, with: { who: Ada } }"), files: ["s.subflow.yaml": subflow])
          == """
          s.subflow.yaml:3:5: error: unknown step 'tapp'; did you mean 'tap'?
          s.subflow.yaml:4:10: error: unknown variable '${whom}'; did you mean '${who}'?
          """
    )
  }

  @Test func reportsCycles() {
    let files = [
      "flows/a.subflow.yaml": "steps: [{ run: b.subflow.yaml }]",
      "flows/b.subflow.yaml": "steps: [launch, { run: ./a.subflow.yaml }]",
    ]
    #expect(
      problems(journeyText("run: flows/a.subflow.yaml"), files: files)
        == "flows/b.subflow.yaml:1:24: error: 'run' makes a cycle: flows/a.subflow.yaml → flows/b.subflow.yaml "
        + "→ flows/a.subflow.yaml; a subflow cannot run itself, directly or through other subflows"
    )
  }

  @Test func boundsTheDepthOfSubflows() {
    var files: [String: String] = [:]
    for level in 1...20 {
      files["s\(level).subflow.yaml"] = "steps: [{ run: s\(level + 1).subflow.yaml }]"
    }
    let chain = (1...17).map { "s\($0).subflow.yaml" }.joined(separator: " → ")
    #expect(
      problems(journeyText("run: s1.subflow.yaml"), files: files)
        == "s16.subflow.yaml:1:16: error: subflows nest more than 16 deep here: j.yaml → \(chain); run "
        + "fewer subflows from subflows"
    )
  }

  @Test func boundsTheStepsSubflowsMultiply() {
    var files: [String: String] = [:]
    for level in 1...9 {
      let run = "{ run: s\(level + 1).subflow.yaml }"
      files["s\(level).subflow.yaml"] = "steps: [\(Array(repeating: run, count: 10).joined(separator: ", "))]"
    }
    files["s10.subflow.yaml"] = "steps: [launch]"
    #expect(
      problems(journeyText("run: s1.subflow.yaml"), files: files)
        == "s10.subflow.yaml:1:9: error: the file makes more than 100000 steps, counting each examples row "
        + "and each run of a subflow; split it into smaller journeys"
    )
  }

  @Test func reportsFilesThatAreNotSubflows() {
    let files = ["flows/sign-in.subflow.yaml": "steps: [launch]", "flows/empty.subflow.yaml": "# nothing\n"]
    let text = journeyText(
      "run: other.yaml",
      "run: flows/signin.subflow.yaml",
      "run: flows",
      "run: flows/empty.subflow.yaml",
      "run: { with: {} }",
      "run: { file: flows/sign-in.subflow.yaml, with: [a] }"
    )
    #expect(
      problems(text, files: files) == """
        j.yaml:3:10: error: 'run' runs subflow files, whose names end in '.subflow.yaml'; found 'other.yaml'
        j.yaml:4:10: error: no subflow file 'flows/signin.subflow.yaml' ('flows/signin.subflow.yaml' from \
        the folder of 'j.yaml'); did you mean 'sign-in.subflow.yaml'?
        j.yaml:5:10: error: 'run' runs subflow files, whose names end in '.subflow.yaml'; found 'flows'
        j.yaml:6:10: error: the subflow file 'flows/empty.subflow.yaml' is empty; a subflow needs 'steps'
        j.yaml:7:10: error: 'run' needs 'file', such as { file: ../Shared/sign-in.subflow.yaml, with: { email: ada@example.com } }
        j.yaml:8:52: error: 'run' expects 'with' to map parameters to values, such as { email: ada@example.com }; found a list
        """
    )
  }

  @Test func reportsABadSubflowFile() {
    let files = [
      "a.subflow.yaml": "parameters: [x]\nstpes: [launch]\n",
      "b.subflow.yaml": "- launch\n",
      "c.subflow.yaml": "steps: [launch]\nparameters: { 'a b': 1, c: [1] }\n",
      "d.subflow.yaml": "steps: [launch\n",
    ]
    let text = journeyText(
      "run: a.subflow.yaml", "run: b.subflow.yaml", "run: c.subflow.yaml", "run: d.subflow.yaml")
    #expect(
      problems(text, files: files) == """
        a.subflow.yaml:1:1: error: a subflow needs 'steps', such as steps: [launch, { tap: Sign In }]
        a.subflow.yaml:1:13: error: 'parameters' expects a mapping of names to default values, null for \
        none, such as { email: null, password: secret }; found a list
        a.subflow.yaml:2:1: error: unknown key 'stpes' in the subflow; did you mean 'steps'?
        b.subflow.yaml:1:1: error: a subflow file is a mapping with 'steps' and, if it takes any, \
        'parameters', such as { parameters: { email: null }, steps: [...] }; found a list
        c.subflow.yaml:2:15: error: 'a b' is not a parameter's name; use letters, digits and '_', such as first_name
        c.subflow.yaml:2:28: error: parameter 'c' expects a default value such as secret, or null for none; found a list
        d.subflow.yaml:2:1: error: could not parse a flow sequence that starts at 1:8: did not find expected ',' or ']'
        """
    )
  }

  @Test func passesExampleValuesThroughParameters() {
    let files = ["s.subflow.yaml": "parameters: { who: null }\nsteps:\n  - see: Hello ${who}\n"]
    let text = """
      name: Greeting
      steps:
        - run: { file: s.subflow.yaml, with: { who: "${name}" } }
      examples:
        - { name: Ada }
        - { name: Grace }
      """
    #expect(
      journeys(text, files: files).map { $0.steps.map(\.kind) } == [
        [
          .run(
            Subflow(
              file: "s.subflow.yaml", parameters: ["who": "Ada"],
              steps: [Step(.see("Hello Ada"), at: at(3, 5, in: "s.subflow.yaml"))]))
        ],
        [
          .run(
            Subflow(
              file: "s.subflow.yaml", parameters: ["who": "Grace"],
              steps: [Step(.see("Hello Grace"), at: at(3, 5, in: "s.subflow.yaml"))]))
        ],
      ]
    )
  }

  @Test func reportsBadArguments() {
    let files = ["s.subflow.yaml": "parameters: { who: null }\ndescription: [a]\nsteps: [launch]\n"]
    #expect(
      problems(journeyText("run: { file: s.subflow.yaml, with: { [who]: a, who: [b] } }"), files: files)
        == """
        j.yaml:3:10: error: subflow 's.subflow.yaml' needs parameter 'who'; give it under 'with', such as \
        { file: s.subflow.yaml, with: { who: … } }
        j.yaml:3:42: error: 'with' expects each key to be a parameter's name, such as email; found a list
        j.yaml:3:57: error: 'with' expects 'who' to be a scalar such as ada@example.com; found a list
        s.subflow.yaml:2:14: error: 'description' expects text; found a list
        """
    )
  }

  @Test func reportsSubflowsThatCannotBeRead() {
    let fileSystem = UnreadableFiles(
      base: InMemoryFileSystem(["j.yaml": journeyText("run: s.subflow.yaml"), "s.subflow.yaml": ""]),
      unreadable: ["s.subflow.yaml"])
    #expect(
      JourneyLoader(fileSystem: fileSystem).load(file: "j.yaml").failureDescription
        == "j.yaml:3:10: error: cannot read the subflow file 's.subflow.yaml'"
    )
    #expect(
      problems(journeyText("run: x.subflow.yaml"), files: ["x.subflow.yaml/a.yaml": ""])
        == "j.yaml:3:10: error: 'x.subflow.yaml' is a folder; 'run' expects a subflow file"
    )
  }
}
