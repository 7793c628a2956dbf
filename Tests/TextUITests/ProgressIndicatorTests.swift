import Testing
import TextUI

@Suite struct ProgressIndicatorTests {
  @Test func rendersWithAndWithoutLabel() {
    let screen = Screen<TestAction>("Feed") {
      ProgressIndicator("Signing in")
      ProgressIndicator()
    }
    #expect(screen.render() == "screen Feed\n  progress \"Signing in\"\n  progress")
    #expect(screen.visibleTexts == ["Signing in"])
  }
}
