import Testing
import TextUI

@Suite struct VisibleTextsTests {
  @Test func searchesTheTextsAsTheScreenDoes() {
    let screen = LoginFixture(errorMessage: "Invalid email format").screen
    let texts = VisibleTexts(of: screen)
    #expect(texts.all == screen.visibleTexts)
    #expect(texts.first(containing: "Invalid email") == "Invalid email format")
    #expect(texts.first(containing: "welcome back") == nil)
    for text in ["Welcome Back", "Invalid", "lock.shield", "Login", "Sign"] {
      #expect((texts.first(containing: text) != nil) == screen.contains(text: text), "\(text)")
    }
  }

  @Test func seeOnlyTheOverlayOnTop() {
    let texts = VisibleTexts(of: LoginFixture(alert: "No internet connection").screen)
    #expect(texts.first(containing: "No internet") == "No internet connection")
    #expect(texts.first(containing: "Welcome Back") == nil)
  }
}
