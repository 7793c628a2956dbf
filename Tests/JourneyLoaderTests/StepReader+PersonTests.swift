import JourneyLoader
import JourneyModel
import Testing

@Suite struct StepReaderPersonTests {
  @Test func readsTaps() {
    #expect(
      stepKinds("tap: Sign In", "tap: { label: Delete, id: row-2 }", "tap: 42")
        == [
          .tap(ElementReference(label: "Sign In")),
          .tap(ElementReference(label: "Delete", id: "row-2")),
          .tap(ElementReference(label: "42")),
        ]
    )
  }

  @Test func readsTyping() {
    #expect(
      stepKinds(
        "type: { text: ada@example.com, into: Email }",
        "type: { text: '', into: Email, id: email }",
        "type: { text: x, into: { label: Name, id: first } }"
      ) == [
        .type(text: "ada@example.com", into: ElementReference(label: "Email")),
        .type(text: "", into: ElementReference(label: "Email", id: "email")),
        .type(text: "x", into: ElementReference(label: "Name", id: "first")),
      ]
    )
  }

  @Test func readsClearing() {
    #expect(
      stepKinds("clear: Email", "clear: { label: Email, id: e }")
        == [.clear(ElementReference(label: "Email")), .clear(ElementReference(label: "Email", id: "e"))]
    )
  }

  @Test func readsToggles() {
    #expect(
      stepKinds(
        "toggle: Remember me",
        "toggle: { label: Notifications, to: on }",
        "toggle: { label: Notifications, to: off }",
        "toggle: { label: Sound, id: s, to: true }",
        "toggle: { label: Sound, to: false }"
      ) == [
        .toggle(ElementReference(label: "Remember me"), to: nil),
        .toggle(ElementReference(label: "Notifications"), to: true),
        .toggle(ElementReference(label: "Notifications"), to: false),
        .toggle(ElementReference(label: "Sound", id: "s"), to: true),
        .toggle(ElementReference(label: "Sound"), to: false),
      ]
    )
  }

  @Test func readsSelections() {
    #expect(
      stepKinds("select: { option: Dark, in: Theme }", "select: { option: Dark, in: Theme, id: theme }")
        == [
          .select(option: "Dark", in: ElementReference(label: "Theme")),
          .select(option: "Dark", in: ElementReference(label: "Theme", id: "theme")),
        ]
    )
  }

  @Test func reportsBadElements() {
    let text = journeyText(
      "tap: ''",
      "tap: { id: row-2 }",
      "tap: { label: Delete, idd: row-2 }",
      "clear: { label: [a], id: {} }"
    )
    #expect(
      problems(text) == """
        j.yaml:3:10: error: 'tap' expects a label such as Sign In, or { label: Delete, id: row-2 }; found ''
        j.yaml:4:10: error: 'tap' needs 'label', such as { label: Delete, id: row-2 }
        j.yaml:5:27: error: unknown key 'idd' in 'tap'; did you mean 'id'?
        j.yaml:6:21: error: 'clear' expects 'label' to be an element's label, such as Delete; found a list
        j.yaml:6:30: error: 'clear' expects 'id' to be an element's id, such as row-2; found an empty mapping
        """
    )
  }

  @Test func reportsBadTyping() {
    let text = journeyText(
      "type: hello",
      "type: { into: Email }",
      "type: { text: x }",
      "type: { text: x, into: { label: Email }, id: e }",
      "type: { text: x, into: Email, with: y }"
    )
    #expect(
      problems(text) == """
        j.yaml:3:11: error: 'type' expects the text and the field, such as { text: ada@example.com, into: Email }; found 'hello'
        j.yaml:4:11: error: 'type' needs 'text', such as { text: ada@example.com, into: Email }
        j.yaml:5:11: error: 'type' needs 'into', such as { text: ada@example.com, into: Email }
        j.yaml:6:46: error: 'type' has an 'id' both in 'into' and beside it; give it once
        j.yaml:7:35: error: unknown key 'with' in 'type'; its keys are text, into, id and refused
        """
    )
  }

  @Test func reportsBadToggles() {
    #expect(
      problems(journeyText("toggle: { label: Sound, to: maybe }", "toggle: { to: on }")) == """
        j.yaml:3:33: error: 'toggle' expects 'to' to be on, off, true or false; found 'maybe'
        j.yaml:4:13: error: 'toggle' needs 'label', such as { label: Delete, id: row-2 }
        """
    )
  }

  @Test func reportsBadSelections() {
    #expect(
      problems(journeyText("select: Dark", "select: { in: Theme }", "select: { option: Dark, in: [Theme] }"))
        == """
        j.yaml:3:13: error: 'select' expects the option and the picker, such as { option: Dark, in: Theme }; found 'Dark'
        j.yaml:4:13: error: 'select' needs 'option', such as { option: Dark, in: Theme }
        j.yaml:5:33: error: 'select' expects 'in' to be a label such as Email, or { label: Email, id: email }; found a list
        """
    )
  }

  @Test func readsAnswers() {
    #expect(
      stepKinds("answer: Delete", "answer: { button: Delete }")
        == [.answer(button: "Delete"), .answer(button: "Delete")]
    )
    #expect(
      problems(journeyText("answer: [Delete]", "answer: { refused: disabled }"))
        == """
        j.yaml:3:13: error: 'answer' expects a button of the alert or dialog, such as Delete, or { button: Delete, refused: disabled }; found a list
        j.yaml:4:13: error: 'answer' needs 'button', such as { button: Delete, refused: disabled }
        """
    )
  }

  @Test func readsRefusalsOfEveryInteraction() {
    #expect(
      stepKinds(
        "tap: { label: Start, refused: disabled }",
        "type: { text: x, into: Email, refused: disabled }",
        "clear: { label: Email, id: e, refused: no element }",
        "toggle: { label: Sound, to: on, refused: disabled }",
        "toggle: { label: Sound, refused: disabled }",
        "select: { option: Dark, in: Theme, refused: no option }",
        "answer: { button: Delete, refused: nothing to answer }"
      ) == [
        .refused(.tap(ElementReference(label: "Start")), message: "disabled"),
        .refused(.type(text: "x", into: ElementReference(label: "Email")), message: "disabled"),
        .refused(.clear(ElementReference(label: "Email", id: "e")), message: "no element"),
        .refused(.toggle(ElementReference(label: "Sound"), to: true), message: "disabled"),
        .refused(.toggle(ElementReference(label: "Sound"), to: nil), message: "disabled"),
        .refused(.select(option: "Dark", in: ElementReference(label: "Theme")), message: "no option"),
        .refused(.answer(button: "Delete"), message: "nothing to answer"),
      ]
    )
  }

  @Test func reportsBadRefusals() {
    let text = journeyText(
      "tap: { label: Start, refused: '' }",
      "type: { text: x, refused: disabled }",
      "back: { refused: no back button }"
    )
    #expect(
      problems(text) == """
        j.yaml:3:35: error: 'tap' expects 'refused' to be text the refusal's message contains, such as disabled; found ''
        j.yaml:4:11: error: 'type' needs 'into', such as { text: ada@example.com, into: Email }
        j.yaml:5:11: error: 'back' takes no argument; write - back
        """
    )
  }
}
