import Testing
import TextUI

@Suite struct BannerTests {
  @Test func rendersAsBanner() {
    let screen = Screen<TestAction>("Home") { Banner("You're offline") }
    #expect(screen.render() == "screen Home\n  banner \"You're offline\"")
    #expect(screen.visibleTexts == ["You're offline"])
  }
}
