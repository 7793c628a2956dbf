import Testing
import TextUI

@Suite struct ImageTests {
  @Test func rendersTheSymbolNameBareAndItIsNotAVisibleText() {
    let screen = Screen<TestAction>("Login") { Image("lock.shield") }
    #expect(screen.render() == "screen Login\n  image lock.shield")
    #expect(screen.visibleTexts.isEmpty)
    #expect(!screen.contains(text: "lock"))
  }

  @Test func quotesANameThatIsNotOneWord() {
    let screen = Screen<TestAction>("Gallery") { Image("my photo") }
    #expect(screen.render() == "screen Gallery\n  image \"my photo\"")
  }
}
