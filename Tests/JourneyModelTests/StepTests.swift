import JourneyModel
import Testing
import ValueCoding

@Suite struct StepTests {
  /// One step of each kind, in the order of `StepKind.allNames`.
  static let oneOfEach: [StepKind] = {
    let here = FileLocation(file: "j.yaml", line: 1, column: 1)
    let element = ElementReference(label: "Email")
    return [
      .launch, .relaunch, .background, .foreground,
      .tap(element), .type(text: "a", into: element), .clear(element), .toggle(element, to: nil),
      .select(option: "Dark", in: element), .back, .dismiss, .answer(button: "OK"),
      .deepLink(url: "app://x"), .network(.offline), .mock([]), .send(ActionReference(path: "a.b")),
      .wait(.seconds(1)), .settle(limit: .seconds(1)),
      .see("x"), .notSee("x"), .screen("Home"),
      .element(.properties(ElementExpectation(element: element, properties: [ExpectedElementProperty(.enabled(true), at: here)]))),
      .expect([]), .stored([]), .calls([]),
      .receive([ActionPattern(path: ["a"], location: here)]), .notReceive([ActionPattern(path: ["a"], location: here)]),
      .snapshot(SnapshotRequest(name: "x")),
      .run(Subflow(file: "a.subflow.yaml", parameters: [:], steps: [])),
    ]
  }()

  @Test func namesEveryKindAsTheReferenceListsIt() {
    #expect(Self.oneOfEach.map(\.name) == StepKind.allNames)
    #expect(Set(StepKind.allNames).count == StepKind.allNames.count)
  }

  @Test func aRefusedInteractionIsNamedAsTheInteractionAndOnlyAPersonsStepsAreInteractions() {
    let tap = StepKind.tap(ElementReference(label: "Save"))
    #expect(StepKind.refused(tap, message: "disabled").name == "tap")
    #expect(Self.oneOfEach.filter(\.isPersonInteraction).map(\.name) == [
      "tap", "type", "clear", "toggle", "select", "back", "dismiss", "answer",
    ])
  }

  @Test func namesEveryElementPropertyByItsKey() {
    let properties: [ElementProperty] = [
      .enabled(true), .on(false), .value(""), .placeholder(nil), .selection("Dark"), .badge("3"), .selected(true),
    ]
    #expect(properties.map(\.key) == ElementProperty.keys)
  }

  @Test func describesElements() {
    #expect(ElementReference(label: "Delete").description == #""Delete""#)
    #expect(ElementReference(label: "Delete", id: "row-2").description == #""Delete" (id "row-2")"#)
  }

  @Test func describesMatchers() {
    #expect(Matcher.equals("ada@example.com").description == "equals ada@example.com")
    #expect(Matcher.equals("").description == #"equals """#)
    #expect(Matcher.isNull.description == "is null")
    #expect(Matcher.contains("Invalid").description == "contains Invalid")
    #expect(Matcher.count(3).description == "has count 3")
    #expect(Matcher.not(.not(.isNull)).description == "not (not (is null))")
  }

  @Test func describesActionPatterns() {
    let here = FileLocation(file: "j.yaml", line: 1, column: 1)
    #expect(
      ActionPattern(path: ["auth", "loginResponse"], location: here).description == "auth.loginResponse")
  }

  @Test func defaultsASnapshotToTheScreenAlone() {
    #expect(SnapshotRequest(name: "home").state == .none)
  }

  @Test func listsEveryNetworkCondition() {
    #expect(NetworkCondition.allCases.map(\.rawValue) == ["offline", "wifi", "cellular", "ethernet"])
  }

  @Test func aMockChangeLocatesAProblemInsideItsBehaviourOrAtItself() {
    func at(_ column: Int) -> FileLocation { FileLocation(file: "j.yaml", line: 4, column: column) }
    let change = MockChange(
      mock: "auth", endpoint: "login",
      behavior: LocatedValue(
        ["error": "nope"], locations: [.root: at(20), ["error"]: at(29)], keyLocations: [["error"]: at(22)]),
      location: at(5))
    #expect(change.location(of: .value(["error"])) == at(29))
    #expect(change.location(of: .key(["error"])) == at(22))
    #expect(change.location(of: nil) == at(5))
    let unlocated = MockChange(mock: "a", endpoint: "b", behavior: LocatedValue(1), location: at(5))
    #expect(unlocated.location(of: .value(.root)) == at(5))
  }
}
