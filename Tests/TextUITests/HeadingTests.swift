import Testing
import TextUI

@Suite struct HeadingTests {
  @Test func rendersQuotedAsVisibleText() {
    let screen = Screen<TestAction>("Welcome") { Heading("Welcome Back") }
    #expect(screen.render() == "screen Welcome\n  heading \"Welcome Back\"")
    #expect(screen.visibleTexts == ["Welcome Back"])
  }

  @Test func isNotInteractive() {
    let screen = Screen<TestAction>("Welcome") { Heading("Welcome Back") }
    #expect(
      errorMessage { try screen.tap("Welcome Back") }
        == "cannot tap heading \"Welcome Back\" on screen Welcome: it only shows information; "
        + "nothing on screen Welcome is interactive"
    )
  }
}
