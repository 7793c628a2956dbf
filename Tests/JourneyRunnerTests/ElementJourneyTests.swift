import JourneyModel
import JourneyRunner
import Testing

@Suite struct ElementJourneyTests {
  /// An `element` step on `label` at line `line`, its properties at columns 7, 8, and so on.
  func element(_ label: String, id: String? = nil, _ properties: ElementProperty..., line: Int) -> StepKind {
    .element(
      .properties(
        ElementExpectation(
          element: ElementReference(label: label, id: id),
          properties: properties.enumerated().map { ExpectedElementProperty($0.element, at: at(line, 7 + $0.offset)) }
        )))
  }

  @Test func passesWhenTheElementShowsEveryProperty() {
    let result = run(
      counterJourney(
        .launch,
        element("Start", .enabled(true), .badge(nil), line: 5),
        element("Stop", .enabled(false), line: 6),
        element("Sound", .on(false), line: 7),
        element("Label", .value(""), .placeholder("Name this counter"), line: 8),
        element("Step", .selection("1"), line: 9),
        .tap(ElementReference(label: "Reset")), .answer(button: "Reset"),
        element("History", .badge("1"), line: 12),
        .tap(ElementReference(label: "Start")),
        element("Start", .enabled(false), line: 14),
        element("Stop", .enabled(true), line: 15)))
    #expect(result.failure == nil)
  }

  @Test func failsWithEveryPropertyItDoesNotShowLocatedAtTheFirst() {
    let result = run(
      counterJourney(
        .launch,
        .type(text: "Tea", into: ElementReference(label: "Label")),
        element("Label", .value("Tea"), .value("Coffee"), .placeholder(nil), line: 6)))
    #expect(
      result.failure?.message == """
        text field "Label": expected value "Coffee", found value "Tea"
        text field "Label": expected no placeholder, found placeholder "Name this counter"
        """)
    #expect(result.failure?.location == at(6, 8))
  }

  @Test func saysWhatEachKindShows() {
    let result = run(
      counterJourney(
        .launch,
        element("Stop", .enabled(true), line: 5)))
    #expect(result.failure?.message == "button \"Stop\": expected enabled, found disabled")
    let toggle = run(counterJourney(.launch, element("Sound", .on(true), line: 5)))
    #expect(toggle.failure?.message == "toggle \"Sound\": expected on, found off")
    let picker = run(counterJourney(.launch, element("Step", .selection("2"), line: 5)))
    #expect(
      picker.failure?.message
        == "picker \"Step\": expected selection \"2\", found selection \"1\"; its options are \"1\", \"5\", \"10\"")
    let badge = run(counterJourney(.launch, element("History", .badge("1"), line: 5)))
    #expect(badge.failure?.message == "button \"History\": expected badge \"1\", found no badge")
  }

  @Test func aPropertyTheKindDoesNotShowIsAnErrorNamingTheKind() {
    let result = run(counterJourney(.launch, element("Save", .enabled(true), .on(true), .selected(true), line: 5)))
    #expect(
      result.failure?.message == """
        'on' does not apply to button "Save": a button shows enabled and badge
        'selected' does not apply to button "Save": a button shows enabled and badge
        """)
    #expect(result.failure?.location == at(5, 8))
  }

  @Test func aMissingElementListsTheLabelsOnScreen() {
    let result = run(counterJourney(.launch, element("Sav", .enabled(true), line: 5)))
    #expect(
      result.failure?.message
        == """
        no element labelled "Sav" on screen Counter; did you mean "Save"? Labels on screen Counter: \
        "About", "Label", "Sound", "Step", "Start", "Stop", "Reset", "Save", "History", "Leak"
        """)
    #expect(result.failure?.location == at(5))
  }

  @Test func readsTheOverlayOnTop() {
    let result = run(
      counterJourney(.launch, .tap(ElementReference(label: "Reset")), element("Cancel", .enabled(true), line: 6)))
    #expect(result.failure == nil)
    let behind = run(
      counterJourney(.launch, .tap(ElementReference(label: "Reset")), element("Save", .enabled(true), line: 6)))
    #expect(
      behind.failure?.message
        == "\"Save\" is behind alert \"Reset counter?\"; answer it first with one of: \"Reset\", \"Cancel\"")
  }

  /// An `element` step on whether an element `query` finds exists.
  func presence(_ query: ElementQuery, exists: Bool) -> StepKind {
    .element(.presence(ElementPresence(query, exists: exists)))
  }

  @Test func findsAnElementInteractiveOrNotByWholeLabelIdOrKindOnTop() {
    let reset = StepKind.tap(ElementReference(label: "Reset"))
    let result = run(
      counterJourney(
        .launch,
        presence(ElementQuery(label: "Count: 0", kind: .heading), exists: true),
        presence(ElementQuery(label: "Sound"), exists: true),
        presence(ElementQuery(label: "Count"), exists: false),
        presence(ElementQuery(kind: .banner), exists: false),
        reset,
        presence(ElementQuery(label: "Reset counter?", kind: .title), exists: true),
        presence(ElementQuery(label: "Save"), exists: false)))
    #expect(result.failure == nil)
  }

  @Test func aMissingElementFailsWithTheNearestLabelAndWhatIsThere() {
    let there = """
      There: navigation title "Counter", button "About", heading "Count: 0", text field "Label", toggle "Sound", \
      picker "Step", button "Start", button "Stop", button "Reset", button "Save", button "History", button "Leak"
      """
    let missing = run(counterJourney(.launch, presence(ElementQuery(label: "Count: 1"), exists: true)))
    #expect(
      missing.failure?.message
        == #"no element labelled "Count: 1" on screen Counter; did you mean "Count: 0"? "# + there)
    let otherKind = run(counterJourney(.launch, presence(ElementQuery(label: "Sound", kind: .button), exists: true)))
    #expect(
      otherKind.failure?.message
        == #"no button labelled "Sound" on screen Counter; toggle "Sound" has that label. "# + there)
    let behind = run(
      counterJourney(
        .launch, .tap(ElementReference(label: "Reset")), presence(ElementQuery(label: "Save"), exists: true)))
    #expect(
      behind.failure?.message
        == #"the element labelled "Save" is behind alert "Reset counter?", on top. Dismiss or answer it first"#)
  }

  @Test func anElementThatMustNotBeThereFailsSayingWhereItIs() {
    let one = run(counterJourney(.launch, presence(ElementQuery(label: "Count: 0"), exists: false)))
    #expect(
      one.failure?.message == #"expected no element labelled "Count: 0", but heading "Count: 0" is on screen Counter"#)
    let several = run(counterJourney(.launch, presence(ElementQuery(kind: .button), exists: false)))
    #expect(
      several.failure?.message
        == #"expected no button, but button "About" is on screen Counter, and 6 more like it"#)
  }

  @Test func anInvariantsConditionAsksWhetherAnElementIsThere() {
    let runner = JourneyRunner(host: CounterHost(), snapshots: InMemorySnapshotStore(goldens: [:]))
    let session = JourneySession(runner: runner, journey: counterJourney(.launch))
    let heading = ElementQuery(label: "Count: 0", kind: .heading)
    #expect(session.passes(Step(presence(heading, exists: true), at: at(5))))
    #expect(!session.passes(Step(presence(heading, exists: false), at: at(5))))
    session.perform(Step(.tap(ElementReference(label: "Reset")), at: at(6)))
    #expect(!session.passes(Step(presence(heading, exists: true), at: at(7))))
    #expect(session.passes(Step(presence(ElementQuery(kind: .title), exists: true), at: at(7))))
    _ = session.finish()
  }
}
