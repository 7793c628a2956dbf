import JourneyLoader
import JourneyModel
import Testing

@Suite struct ExampleTableTests {
  static let validation = """
    name: Login validation
    tags: [auth]
    given: { mocks: { auth.login: { error: "${error}" } } }
    steps:
      - type: { text: "${email}", into: Email }
      - type:
          text: ${password}
          into: Password
      - see: "Error: ${error}"
    examples:
      - { email: "", password: "", error: missing }
      - { email: ada@example.com, password: 1234, error: short }
    """

  @Test func makesOneJourneyPerRow() {
    let loaded = journeys(Self.validation)
    #expect(
      loaded.map(\.name) == [
        #"Login validation [email: "", password: "", error: missing]"#,
        #"Login validation [email: ada@example.com, password: 1234, error: short]"#,
      ]
    )
    #expect(
      loaded.map(\.example) == [
        ExampleRow(
          number: 1, values: [("email", ""), ("password", ""), ("error", "missing")], location: at(11, 5)),
        ExampleRow(
          number: 2, values: [("email", "ada@example.com"), ("password", "1234"), ("error", "short")],
          location: at(12, 5)),
      ]
    )
    #expect(loaded.map(\.location) == [at(1, 7), at(1, 7)])
    #expect(loaded.map(\.tags) == [["auth"], ["auth"]])
  }

  @Test func substitutesInGivenAndSteps() {
    let loaded = journeys(Self.validation)
    #expect(
      loaded.map { $0.steps.map(\.kind) } == [
        [
          .type(text: "", into: ElementReference(label: "Email")),
          .type(text: "", into: ElementReference(label: "Password")),
          .see("Error: missing"),
        ],
        [
          .type(text: "ada@example.com", into: ElementReference(label: "Email")),
          .type(text: "1234", into: ElementReference(label: "Password")),
          .see("Error: short"),
        ],
      ]
    )
    #expect(
      loaded.map { $0.given.mocks.map(\.behavior.value) } == [[["error": "missing"]], [["error": "short"]]])
  }

  @Test func reportsAnUnknownVariableOncePerPlace() {
    let text = """
      name: Test
      steps:
        - see: ${emial}
        - see: ${code}
      examples:
        - { email: a }
        - { email: b }
      """
    #expect(
      problems(text) == """
        j.yaml:3:10: error: unknown variable '${emial}'; did you mean '${email}'?
        j.yaml:4:10: error: unknown variable '${code}'; the examples define email
        """
    )
  }

  @Test func reportsRowsWithOtherVariables() {
    let text = """
      name: Test
      steps: [{ see: "${email}${password}" }]
      examples:
        - { email: a, password: b }
        - { email: a, pasword: b }
        - { email: a }
        - { email: a, password: b, extra: c }
      """
    #expect(
      problems(text) == """
        j.yaml:5:5: error: examples row 2 lacks 'password', which row 1 has; every row needs the same variables
        j.yaml:5:17: error: examples row 2 has 'pasword', which row 1 has not; did you mean 'password'?
        j.yaml:6:5: error: examples row 3 lacks 'password', which row 1 has; every row needs the same variables
        j.yaml:7:30: error: examples row 4 has 'extra', which row 1 has not; every row needs the same variables
        """
    )
  }

  @Test func reportsBadTables() {
    #expect(
      problems("name: T\nsteps: [launch]\nexamples: { a: 1 }\n")
        == "j.yaml:3:11: error: 'examples' expects a list of rows, each a mapping of variables to values, "
        + #"such as [{ email: ada@example.com }, { email: "" }]; found a mapping"#
    )
    #expect(
      problems("name: T\nsteps: [launch]\nexamples: [a, {}, { 'a b': 1 }, { a: [1] }]\n") == """
        j.yaml:3:12: error: an examples row is a mapping of variables to values, such as { email: ada@example.com }; found 'a'
        j.yaml:3:15: error: an examples row is a mapping of variables to values, such as { email: ada@example.com }; found an empty mapping
        j.yaml:3:21: error: 'a b' is not a variable's name; use letters, digits and '_', such as first_name
        j.yaml:3:38: error: examples row 4 expects 'a' to be a scalar such as ada@example.com; found a list
        """
    )
  }
}
