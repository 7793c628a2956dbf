import Testing
import TextUI

@Suite struct PageIndicatorTests {
  @Test func rendersPageOfCount() {
    let screen = Screen<TestAction>("Onboarding") { PageIndicator(page: 2, of: 3) }
    #expect(screen.render() == "screen Onboarding\n  page 2 of 3")
    #expect(screen.visibleTexts.isEmpty)
  }
}
