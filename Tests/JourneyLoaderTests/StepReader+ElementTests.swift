import JourneyLoader
import JourneyModel
import Testing

@Suite struct StepReaderElementTests {
  @Test func readsEachPropertyInTheOrderWritten() {
    let kinds = stepKinds(
      "element: { label: Save, enabled: false }",
      "element: { on: off, label: Sound, id: sound }",
      #"element: { label: Email, value: "", placeholder: Email }"#,
      "element: { label: Theme, selection: Dark }",
      "element: { label: Home, badge: 3, selected: true, enabled: true }",
      "element: { label: Home, badge: null, placeholder: ~, selection: null }"
    )
    func expectation(
      _ label: String, id: String? = nil, _ properties: (ElementProperty, Int)..., line: Int
    ) -> StepKind {
      .element(
        .properties(
          ElementExpectation(
            element: ElementReference(label: label, id: id),
            properties: properties.map { ExpectedElementProperty($0.0, at: at(line, $0.1)) })))
    }
    #expect(
      kinds == [
        expectation("Save", (.enabled(false), 29), line: 3),
        expectation("Sound", id: "sound", (.on(false), 16), line: 4),
        expectation("Email", (.value(""), 30), (.placeholder("Email"), 41), line: 5),
        expectation("Theme", (.selection("Dark"), 30), line: 6),
        expectation("Home", (.badge("3"), 29), (.selected(true), 39), (.enabled(true), 55), line: 7),
        expectation("Home", (.badge(nil), 29), (.placeholder(nil), 42), (.selection(nil), 58), line: 8),
      ]
    )
  }

  @Test func reportsBadElementSteps() {
    let text = journeyText(
      "element: Save",
      "element: { label: Save }",
      "element: { enabled: false }",
      "element: { label: Sound, on: maybe, enabled: no, valu: x }",
      "element: { label: Email, value: [a], badge: {} }"
    )
    #expect(
      problems(text) == """
        j.yaml:3:14: error: 'element' expects an element's label and what it shows, such as { label: Save, enabled: false }, or whether an element is there, such as { label: Loading, exists: false }; found 'Save'
        j.yaml:4:14: error: 'element' needs what the element shows: enabled, on, value, placeholder, selection, badge or selected, such as { label: Save, enabled: false }; or whether it is there: { label: Save, exists: true }
        j.yaml:5:14: error: 'element' needs 'label', such as { label: Delete, id: row-2 }
        j.yaml:6:34: error: 'element' expects 'on' to be on, off, true or false; found 'maybe'
        j.yaml:6:50: error: 'element' expects 'enabled' to be true or false; found 'no'
        j.yaml:6:54: error: unknown key 'valu' in 'element'; did you mean 'value'?
        j.yaml:7:37: error: 'element' expects 'value' to be a field's text, such as ada@example.com; found a list
        j.yaml:7:49: error: 'element' expects 'badge' to be the badge's text such as 3, or null for none; found an empty mapping
        """
    )
  }

  @Test func readsWhetherAnElementExistsByLabelIdOrKind() {
    let kinds = stepKinds(
      "element: { label: Loading, exists: false }",
      "element: { kind: progress, exists: true }",
      "element: { exists: true, id: row-2, label: Delete, kind: button }"
    )
    #expect(
      kinds == [
        .element(.presence(ElementPresence(ElementQuery(label: "Loading"), exists: false))),
        .element(.presence(ElementPresence(ElementQuery(kind: .progress), exists: true))),
        .element(.presence(ElementPresence(ElementQuery(label: "Delete", id: "row-2", kind: .button), exists: true))),
      ]
    )
  }

  @Test func reportsBadPresenceChecks() {
    let text = journeyText(
      "element: { exists: true }",
      "element: { label: Loading, exists: maybe }",
      "element: { kind: spinner, exists: true }",
      "element: { label: Save, exists: true, enabled: false }",
      "element: { label: Save, kind: button, enabled: false }"
    )
    #expect(
      problems(text) == """
        j.yaml:3:14: error: 'element' with 'exists' needs the element's label, id or kind, such as { label: Loading, exists: false } or { kind: progress, exists: true }
        j.yaml:4:40: error: 'element' expects 'exists' to be true or false; found 'maybe'
        j.yaml:5:22: error: 'element' expects 'kind' to be one of heading, text, errorMessage, banner, progress, textField, secureField, button, toggle, picker, row, sectionTitle, footer, navigationTitle, backButton, tab or title; found 'spinner'
        j.yaml:6:52: error: 'element' checks either what an element shows or whether it exists: leave out 'enabled' beside 'exists', or 'exists' (an element showing 'enabled' exists)
        j.yaml:7:35: error: 'element' finds an element by 'kind' only to check whether it exists: add 'exists: true' or 'exists: false', or leave out 'kind'
        """
    )
  }
}
