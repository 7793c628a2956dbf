import Testing
import TextUI

@Suite struct ErrorMessageTests {
  @Test func rendersAsError() {
    let screen = Screen<TestAction>("Login") { ErrorMessage("Invalid email format") }
    #expect(screen.render() == "screen Login\n  error \"Invalid email format\"")
    #expect(screen.contains(text: "Invalid email"))
  }

  @Test func isNamedAsAnErrorMessageWhenTapped() {
    let screen = Screen<TestAction>("Login") {
      ErrorMessage("Invalid email format")
      Button("Sign In") { .tapped("Sign In") }
    }
    #expect(
      errorMessage { try screen.tap("Invalid email format") }
        == "cannot tap error message \"Invalid email format\" on screen Login: it only shows "
        + "information. Labels on screen Login: \"Sign In\""
    )
  }
}
