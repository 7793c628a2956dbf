import JourneyLoader
import JourneyModel
import Testing
import ValueCoding

/// What the loader tells an author: `stored` steps, problems of one examples row, variables in
/// names and in flow mappings.
@Suite struct AuthoringTests {
  @Test func storedReadsStoreAndKeyPaths() {
    #expect(
      journey("name: T\nsteps:\n  - stored: { keychain.accessToken: abc, storage.seen: null }\n")?.steps.map(\.kind)
        == [
          .stored([
            StateExpectation(
              path: ["keychain", "accessToken"], matcher: .equals("abc"),
              location: at(3, 15), matcherLocation: at(3, 37)),
            StateExpectation(
              path: ["storage", "seen"], matcher: .isNull,
              location: at(3, 42), matcherLocation: at(3, 56)),
          ])
        ])
  }

  @Test func aProblemOfOneExamplesRowNamesTheRow() {
    let text = """
      name: T
      steps:
        - wait: ${delay}
        - tapp: OK
      examples:
        - { delay: 1s }
        - { delay: soon }
      """
    #expect(
      problems(text) == """
        j.yaml:3:11: error: 'wait' expects a duration such as 300ms, 1s or 2h; found 'soon'; a duration is a number and a unit (h, m, s or ms), or several from the largest unit down, such as 1.5s, 1m30s or 1h30m (examples row 2: delay: soon)
        j.yaml:4:5: error: unknown step 'tapp'; did you mean 'tap'?
        """)
  }

  @Test func aVariableWorksInTheName() {
    let loaded = journeys("name: Signs in as ${who}\nsteps:\n  - launch\nexamples:\n  - { who: Ada }\n")
    #expect(loaded.map(\.name) == ["Signs in as Ada [who: Ada]"])
  }

  @Test func anUnquotedVariableInAFlowMappingIsToldToBeQuoted() {
    let text = """
      name: T
      steps:
        - type: { text: ${email}, into: Email }
      examples:
        - { email: ada@example.com }
      """
    #expect(
      problems(text) == """
        j.yaml:3:20: error: could not parse a flow mapping that starts at 3:11: did not find expected ',' or '}'; inside { … } or [ … ], quote a variable: write "${…}" instead of ${…}
        """)
  }
}
