import JourneyModel
import Testing

@Suite struct DiagnosticTests {
  let location = FileLocation(file: "Journeys/login.yaml", line: 12, column: 5)

  @Test func rendersAsCompilersDo() {
    #expect(
      Diagnostic(at: location, "unknown step 'tapp'; did you mean 'tap'?").description
        == "Journeys/login.yaml:12:5: error: unknown step 'tapp'; did you mean 'tap'?"
    )
    #expect(
      Diagnostic(.warning, at: location, "slow").description == "Journeys/login.yaml:12:5: warning: slow")
    #expect(
      Diagnostic(.note, at: location, "first here").description
        == "Journeys/login.yaml:12:5: note: first here")
  }

  @Test func sortsByLocation() {
    let diagnostics = Diagnostics([
      Diagnostic(at: FileLocation(file: "b.yaml", line: 1, column: 1), "fourth"),
      Diagnostic(at: FileLocation(file: "a.yaml", line: 2, column: 1), "third"),
      Diagnostic(at: FileLocation(file: "a.yaml", line: 1, column: 9), "second"),
      Diagnostic(at: FileLocation(file: "a.yaml", line: 1, column: 2), "first"),
    ])
    #expect(diagnostics.all.map(\.message) == ["first", "second", "third", "fourth"])
    #expect(
      diagnostics.description == """
        a.yaml:1:2: error: first
        a.yaml:1:9: error: second
        a.yaml:2:1: error: third
        b.yaml:1:1: error: fourth
        """
    )
  }

  @Test func tellsWhetherAnyIsAnError() {
    #expect(
      !Diagnostics([Diagnostic(.warning, at: location, "w"), Diagnostic(.note, at: location, "n")]).hasErrors)
    #expect(Diagnostics([Diagnostic(.warning, at: location, "w"), Diagnostic(at: location, "e")]).hasErrors)
    #expect(!Diagnostics([]).hasErrors)
    #expect(Diagnostics([]).description == "")
  }
}
