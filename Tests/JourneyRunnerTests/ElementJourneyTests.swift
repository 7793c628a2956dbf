import JourneyModel
import JourneyRunner
import Testing

@Suite struct ElementJourneyTests {
  /// An `element` step on `label` at line `line`, its properties at columns 7, 8, and so on.
  func element(_ label: String, id: String? = nil, _ properties: ElementProperty..., line: Int) -> StepKind {
    .element(
      ElementExpectation(
        element: ElementReference(label: label, id: id),
        properties: properties.enumerated().map { ExpectedElementProperty($0.element, at: at(line, 7 + $0.offset)) }
      ))
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
}
