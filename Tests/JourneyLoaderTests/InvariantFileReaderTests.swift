import JourneyLoader
import JourneyModel
import Testing

@Suite struct InvariantFileReaderTests {
  private func load(_ text: String) -> Result<InvariantsFile, Diagnostics> {
    JourneyLoader(fileSystem: InMemoryFileSystem(["app.invariants.yaml": text])).loadInvariants(file: "app.invariants.yaml")
  }

  @Test func readsNamesScreensConditionsAndChecks() throws {
    let invariants = try load(
      """
      invariants:
        - name: Never negative
          check:
            - expect: { pendingRequests: { atLeast: 0 } }
        - name: Offline banner while offline
          screens: [Home, Explore]
          when:
            - expect: { isOffline: true }
          check:
            - see: You're offline
      """
    ).get().invariants
    #expect(invariants.map(\.name) == ["Never negative", "Offline banner while offline"])
    #expect(invariants[0].location == FileLocation(file: "app.invariants.yaml", line: 2, column: 11))
    #expect(invariants[1].screens == ["Home", "Explore"])
    #expect(invariants[1].conditions.map(\.kind.name) == ["expect"])
    #expect(invariants[1].checks.map(\.kind) == [.see("You're offline")])
  }

  @Test func everyProblemIsReportedInOnePass() {
    let result = load(
      """
      invariants:
        - name: Acts
          check:
            - tap: Sign In
        - check:
            - see: Home
        - name: Unknown key
          chek: []
      """
    )
    guard case .failure(let diagnostics) = result else {
      Issue.record("expected problems")
      return
    }
    #expect(
      diagnostics.all.map(\.description) == [
        "app.invariants.yaml:4:9: error: 'check' takes steps that only look (see, notSee, screen, element, expect or stored); 'tap' acts on the app",
        "app.invariants.yaml:5:5: error: an invariant needs 'name', such as name: The count is never negative",
        "app.invariants.yaml:7:5: error: an invariant needs 'check', such as check: [{ notSee: Error }]",
        "app.invariants.yaml:8:5: error: unknown key 'chek' in an invariant; did you mean 'check'?",
      ])
  }

  @Test func readsTheDeadControlsItAllows() throws {
    let contents = try load(
      """
      invariants:
        - name: Never negative
          check:
            - expect: { pendingRequests: { atLeast: 0 } }
      allowDeadControls:
        - { screen: Settings, label: About }
        - { id: version }
      """
    ).get()
    #expect(
      contents.allowedDeadControls == [
        DeadControlAllowance(
          screen: "Settings", label: "About", location: FileLocation(file: "app.invariants.yaml", line: 6, column: 5)),
        DeadControlAllowance(id: "version", location: FileLocation(file: "app.invariants.yaml", line: 7, column: 5)),
      ])
    #expect(contents.allowedDeadControls[0].allows(screen: "Settings", label: "About", id: nil))
    #expect(!contents.allowedDeadControls[0].allows(screen: "Home", label: "About", id: nil))
    #expect(contents.allowedDeadControls[1].allows(screen: "Home", label: "Version 1.0", id: "version"))
  }

  @Test func aBadDeadControlEntryIsReportedWhereItIsWithAFix() {
    let result = load(
      """
      invariants:
        - name: Never negative
          check:
            - expect: { pendingRequests: { atLeast: 0 } }
      allowDeadControls:
        - { screen: Settings, lable: About }
        - About
        - { label: [About] }
      alowDeadControls: []
      """
    )
    guard case .failure(let diagnostics) = result else {
      Issue.record("expected problems")
      return
    }
    #expect(
      diagnostics.all.map(\.description) == [
        "app.invariants.yaml:6:5: error: an entry of 'allowDeadControls' needs 'label', such as { screen: Settings, label: About } (or 'id')",
        "app.invariants.yaml:6:25: error: unknown key 'lable' in an entry of 'allowDeadControls'; did you mean 'label'?",
        "app.invariants.yaml:7:5: error: an entry of 'allowDeadControls' is a mapping with 'label' or 'id', and optionally 'screen', such as { screen: Settings, label: About }; found 'About'",
        "app.invariants.yaml:8:14: error: 'label' expects an element's label, as text; found a list",
        "app.invariants.yaml:9:1: error: unknown key 'alowDeadControls' in an invariants file; did you mean 'allowDeadControls'?",
      ])
  }
}
