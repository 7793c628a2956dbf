import Testing
import TextUI

@Suite struct AlertTests {
  private func screen(error: String?, dismissible: Bool = true) -> Screen<TestAction> {
    Screen("Login") {
      Button("Sign In") { .tapped("Sign In") }
      if let error {
        Alert("Error", message: error, onDismiss: dismissible ? { @Sendable in .dismissed } : nil) {
          Button("OK", role: .cancel) { .tapped("OK") }
        }
      }
    }
  }

  @Test func rendersAfterTheScreenWithMessageAndButtons() {
    #expect(
      screen(error: "Invalid email or password").render() == """
        screen Login
          button "Sign In"
        alert "Error"
          text "Invalid email or password"
          button "OK" [cancel]
        """)
    #expect(
      screen(error: "Invalid email or password").visibleTexts
        == ["Error", "Invalid email or password", "OK"]
    )
  }

  @Test func rendersWithoutMessage() {
    let screen = Screen<TestAction>("Home") {
      Alert("Saved") { Button("OK") { .tapped("OK") } }
    }
    #expect(screen.render() == "screen Home\nalert \"Saved\"\n  button \"OK\"")
  }

  @Test func isPresentedOnTop() {
    #expect(screen(error: "x").presentedOverlay == PresentedOverlay(kind: .alert, title: "Error"))
    #expect(screen(error: nil).presentedOverlay == nil)
    #expect(screen(error: "x").topmostName == "Login")
  }

  @Test func answeringOrTappingAButtonSendsItsAction() throws {
    #expect(try screen(error: "x").answer("OK") == .tapped("OK"))
    #expect(try screen(error: "x").tap("OK") == .tapped("OK"))
  }

  @Test func onlyItsButtonsAreReachable() {
    let screen = screen(error: "x")
    #expect(screen.labels == ["OK"])
    #expect(
      errorMessage { try screen.tap("Sign In") }
        == "\"Sign In\" is behind alert \"Error\"; answer it first with one of: \"OK\""
    )
    #expect(
      throws: InteractionError.behindOverlay(
        label: "Sign In", overlay: PresentedOverlay(kind: .alert, title: "Error"),
        reachable: ["OK"]
      )
    ) { try screen.tap("Sign In") }
  }

  @Test func anUnknownAnswerListsTheButtons() {
    #expect(
      errorMessage { try screen(error: "x").answer("Cancel") }
        == "no element labelled \"Cancel\" on alert \"Error\". Labels on alert \"Error\": \"OK\""
    )
    #expect(
      errorMessage { try screen(error: "x").answer("ok") }
        == "no element labelled \"ok\" on alert \"Error\"; did you mean \"OK\"? "
        + "Labels on alert \"Error\": \"OK\""
    )
  }

  @Test func theTitleAndMessageAreNotAnswers() {
    #expect(
      errorMessage { try screen(error: "Wrong password").answer("Wrong password") }
        == "cannot answer with text \"Wrong password\" on alert \"Error\": it only shows "
        + "information. Labels on alert \"Error\": \"OK\""
    )
    #expect(
      errorMessage { try screen(error: "x").tap("Error") }
        == "cannot tap title \"Error\" on alert \"Error\": it only shows information. "
        + "Labels on alert \"Error\": \"OK\""
    )
  }

  @Test func dismissSendsTheDismissAction() throws {
    #expect(try screen(error: "x").dismiss() == .dismissed)
  }

  @Test func anAlertWithoutDismissActionMustBeAnswered() {
    #expect(
      errorMessage { try screen(error: "x", dismissible: false).dismiss() }
        == "alert \"Error\" cannot be dismissed; answer it with one of: \"OK\""
    )
  }

  @Test func anAlertWithoutButtonsMustBeDismissed() {
    let screen = Screen<TestAction>("Home") {
      Button("Retry") { .tapped("Retry") }
      Alert("Offline") {}
    }
    #expect(
      errorMessage { try screen.tap("Retry") }
        == "\"Retry\" is behind alert \"Offline\"; dismiss it first"
    )
    #expect(
      errorMessage { try screen.dismiss() }
        == "alert \"Offline\" cannot be dismissed; it has nothing to interact with"
    )
  }
}
