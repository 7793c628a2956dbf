import Testing
import TextUI

@Suite struct TextFieldTests {
  private func screen(email: String, isDisabled: Bool = false) -> Screen<TestAction> {
    Screen("Login") {
      TextField("Email", text: email, placeholder: "Enter your email", isDisabled: isDisabled) {
        .changed("Email", to: $0)
      }
    }
  }

  @Test func rendersThePlaceholderOnlyWhileEmpty() {
    #expect(
      screen(email: "").render()
        == "screen Login\n  text field \"Email\" = \"\" placeholder \"Enter your email\""
    )
    #expect(
      screen(email: "ada@example.com").render() == """
        screen Login
          text field "Email" = "ada@example.com"
        """)
  }

  @Test func visibleTextsHoldLabelAndValueOrPlaceholder() {
    #expect(screen(email: "").visibleTexts == ["Email", "Enter your email"])
    #expect(screen(email: "ada").visibleTexts == ["Email", "ada"])
  }

  @Test func rendersIdAndDisabled() {
    let screen = Screen<TestAction>("Form") {
      TextField("Name", id: "first-name", text: "Ada", isDisabled: true) {
        .changed("Name", to: $0)
      }
    }
    #expect(
      screen.render() == "screen Form\n  text field \"Name\" #first-name = \"Ada\" [disabled]")
  }

  @Test func typingAppendsToTheCurrentValue() throws {
    #expect(
      try screen(email: "ada").type("@example.com", into: "Email")
        == .changed("Email", to: "ada@example.com"))
    #expect(try screen(email: "").type("a", into: "Email") == .changed("Email", to: "a"))
  }

  @Test func clearingSendsEmptyText() throws {
    #expect(try screen(email: "ada").clear("Email") == .changed("Email", to: ""))
  }

  @Test func aDisabledFieldRefusesTypingAndClearing() {
    let screen = screen(email: "ada", isDisabled: true)
    #expect(
      errorMessage { try screen.type("x", into: "Email") }
        == "cannot type into text field \"Email\": it is disabled"
    )
    #expect(
      errorMessage { try screen.clear("Email") }
        == "cannot clear text field \"Email\": it is disabled"
    )
  }

  @Test func tappingAFieldSaysToTypeInstead() {
    #expect(
      errorMessage { try screen(email: "").tap("Email") }
        == "cannot tap text field \"Email\"; type into it or clear it"
    )
    #expect(
      throws: InteractionError.wrongKind(label: "Email", kind: .textField, interaction: .tap)
    ) { try screen(email: "").tap("Email") }
  }
}
