import Testing
import TextUI

@Suite struct ButtonTests {
  @Test func rendersEveryAttributeInOrder() {
    let screen = Screen<TestAction>("Home") {
      Button("Sign In") { .tapped("Sign In") }
      Button("Notifications", id: "bell", image: "bell", badge: "3") { .tapped("bell") }
      Button("Delete Account", role: .destructive, isDisabled: true) { .tapped("delete") }
      Button("Cancel", role: .cancel) { .tapped("cancel") }
    }
    #expect(
      screen.render() == """
        screen Home
          button "Sign In"
          button "Notifications" #bell image bell badge "3"
          button "Delete Account" [destructive] [disabled]
          button "Cancel" [cancel]
        """)
    #expect(
      screen.visibleTexts == ["Sign In", "Notifications", "3", "Delete Account", "Cancel"]
    )
  }

  @Test func tappingSendsItsAction() throws {
    let screen = Screen<TestAction>("Login") { Button("Sign In") { .tapped("Sign In") } }
    #expect(try screen.tap("Sign In") == .tapped("Sign In"))
  }

  @Test func aDisabledButtonRefusesTaps() {
    let screen = Screen<TestAction>("Login") {
      Button("Sign In", isDisabled: true) { .tapped("Sign In") }
    }
    #expect(
      errorMessage { try screen.tap("Sign In") } == "cannot tap button \"Sign In\": it is disabled")
    #expect(throws: InteractionError.disabled(label: "Sign In", kind: .button, interaction: .tap)) {
      try screen.tap("Sign In")
    }
  }

  @Test func typingIntoAButtonSaysToTapIt() {
    let screen = Screen<TestAction>("Login") { Button("Sign In") { .tapped("Sign In") } }
    #expect(
      errorMessage { try screen.type("x", into: "Sign In") }
        == "cannot type into button \"Sign In\"; tap it"
    )
  }
}
