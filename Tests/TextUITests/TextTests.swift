import Testing
import TextUI

@Suite struct TextTests {
  @Test func rendersQuotedAndEscaped() {
    let screen = Screen<TestAction>("Notes") {
      Text("Sign in to continue")
      Text("She said \"hi\"\nthen left")
    }
    #expect(
      screen.render() == """
        screen Notes
          text "Sign in to continue"
          text "She said \\"hi\\"\\nthen left"
        """
    )
    #expect(screen.visibleTexts == ["Sign in to continue", "She said \"hi\"\nthen left"])
  }
}
