import Testing
import TextUI

@Suite struct ScreenInteractionTests {
  private let login = LoginFixture(email: "ada@example.com", password: "pw").screen

  @Test func everyInteractionReturnsTheActionWithoutChangingTheScreen() throws {
    let before = login.render()
    #expect(try login.tap("Sign In") == .tapped("Sign In"))
    #expect(try login.type("x", into: "Email") == .changed("Email", to: "ada@example.comx"))
    #expect(try login.type("d", into: "Password") == .changed("Password", to: "pwd"))
    #expect(try login.clear("Email") == .changed("Email", to: ""))
    #expect(login.render() == before)
  }

  @Test func anUnknownLabelSuggestsTheClosestAndListsTheLabels() {
    #expect(
      errorMessage { try login.tap("Sign Inn") }
        == "no element labelled \"Sign Inn\" on screen Login; did you mean \"Sign In\"? "
        + "Labels on screen Login: \"Email\", \"Password\", \"Sign In\", \"Continue with Apple\", "
        + "\"Continue with Google\", \"Forgot Password?\", \"Sign Up\""
    )
    #expect(
      throws: InteractionError.notFound(
        label: "sign up", place: .screen("Login"), suggestion: "Sign Up",
        available: [
          "Email", "Password", "Sign In", "Continue with Apple", "Continue with Google",
          "Forgot Password?", "Sign Up",
        ]
      )
    ) { try login.tap("sign up") }
  }

  @Test func anUnknownLabelFarFromAnyHasNoSuggestion() {
    let screen = Screen<TestAction>("Home") { Button("Share") { .tapped("Share") } }
    #expect(
      errorMessage { try screen.tap("Logout") }
        == "no element labelled \"Logout\" on screen Home. Labels on screen Home: \"Share\""
    )
  }

  @Test func labelsAreListedOnceInErrors() {
    let screen = Screen<TestAction>("Inbox") {
      Button("Delete", id: "a") { .tapped("a") }
      Button("Delete", id: "b") { .tapped("b") }
    }
    #expect(
      errorMessage { try screen.tap("Archive") }
        == "no element labelled \"Archive\" on screen Inbox. Labels on screen Inbox: \"Delete\""
    )
  }

  @Test func elementsWithoutDistinctIdsCannotBeToldApart() {
    let screen = Screen<TestAction>("Inbox") {
      Button("OK", id: "a") { .tapped("a") }
      Button("OK") { .tapped("b") }
      Button("Delete", id: "x") { .tapped("x") }
      Button("Delete", id: "x") { .tapped("y") }
    }
    #expect(
      errorMessage { try screen.tap("OK") }
        == "2 elements are labelled \"OK\" on screen Inbox and their ids (\"a\", none) do not "
        + "tell them apart; give each a distinct id"
    )
    #expect(
      errorMessage { try screen.tap("Delete", id: "x") }
        == "2 elements are labelled \"Delete\" with id \"x\" on screen Inbox and their ids "
        + "(\"x\", \"x\") do not tell them apart; give each a distinct id"
    )
    #expect(
      errorMessage { try screen.tap("OK", id: "b") }
        == "no element labelled \"OK\" on screen Inbox has id \"b\"; "
        + "ids of the elements labelled \"OK\": \"a\", none"
    )
  }

  @Test func anIdPicksAmongDifferentKindsWithTheSameLabel() throws {
    let screen = Screen<TestAction>("Home") {
      Button("Saved", id: "quick-action") { .tapped("button") }
      Row("Saved", id: "menu") { .tapped("row") }
    }
    #expect(try screen.tap("Saved", id: "menu") == .tapped("row"))
    #expect(try screen.tap("Saved", id: "quick-action") == .tapped("button"))
  }

  @Test func aDisabledElementOfTheWrongKindReportsTheKindFirst() {
    let screen = Screen<TestAction>("Login") {
      TextField("Email", text: "", isDisabled: true) { .changed("Email", to: $0) }
    }
    #expect(
      errorMessage { try screen.tap("Email") }
        == "cannot tap text field \"Email\"; type into it or clear it"
    )
  }

  @Test func nothingToDismissOnAPlainScreen() {
    #expect(
      errorMessage { try login.dismiss() }
        == "nothing is presented on top of screen Login, so there is nothing to dismiss"
    )
    #expect(throws: InteractionError.nothingToDismiss(screen: "Login")) { try login.dismiss() }
  }

  @Test func nothingToAnswerOnAPlainScreen() {
    #expect(
      errorMessage { try login.answer("OK") }
        == "no alert or confirmation dialog is up on screen Login, so there is nothing to answer"
    )
  }

  @Test func backIsBlockedByAnAlert() {
    let screen = Screen<TestAction>("Language") {
      NavigationBar("Language", back: "Settings", onBack: { .back })
      Alert("Saved") { Button("OK") { .tapped("OK") } }
    }
    #expect(
      errorMessage { try screen.back() }
        == "the back button is behind alert \"Saved\"; answer it first with one of: \"OK\""
    )
  }

  @Test func backOnAnAlertOverAScreenWithoutBackButton() {
    #expect(
      errorMessage { try LoginFixture(alert: "x").screen.back() }
        == "alert \"Error\" has no back button"
    )
  }

  @Test func aLabelOnlyOnTheOverlayIsNotFoundBehindIt() {
    #expect(
      errorMessage { try LoginFixture(alert: "x").screen.tap("Cancel") }
        == "no element labelled \"Cancel\" on alert \"Error\". Labels on alert \"Error\": \"OK\""
    )
  }

  @Test func aTextBehindAnOverlayIsBehindIt() {
    #expect(
      errorMessage { try LoginFixture(alert: "x").screen.tap("Welcome Back") }
        == "\"Welcome Back\" is behind alert \"Error\"; answer it first with one of: \"OK\""
    )
  }

  @Test func aJourneyThroughSettings() throws {
    var settings = SettingsFixture()
    #expect(try settings.screen.select("Dark", in: "Theme") == .chose("Dark"))
    #expect(
      try settings.screen.toggle("Notifications", to: true) == .switched("Notifications", to: true))
    #expect(try settings.screen.tap("Language") == .tapped("Language"))
    #expect(try settings.screen.tap("Home") == .tapped("tab Home"))
    #expect(try settings.screen.tap("Delete Account") == .tapped("Delete Account"))
    settings.isConfirmingDelete = true
    #expect(try settings.screen.answer("Delete Account") == .tapped("confirm delete"))
    #expect(try settings.screen.dismiss() == .dismissed)
    #expect(
      errorMessage { try settings.screen.tap("Log Out") }
        == "\"Log Out\" is behind confirmation dialog \"Delete Account?\"; answer it first with "
        + "one of: \"Delete Account\", \"Cancel\""
    )
    #expect(
      errorMessage { try SettingsFixture().screen.tap("Version") }
        == "cannot tap row \"Version\" on screen Settings: it only shows information. Labels on "
        + "screen Settings: \"Theme\", \"Language\", \"Notifications\", \"Privacy Policy\", "
        + "\"Support\", \"Log Out\", \"Delete Account\", \"Home\", \"Explore\", \"Profile\", "
        + "\"Settings\""
    )
  }

  @Test func theTopmostAlertIsDismissed() throws {
    #expect(try LoginFixture(alert: "x").screen.dismiss() == .dismissed)
  }
}
