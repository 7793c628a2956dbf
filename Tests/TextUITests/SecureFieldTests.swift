import Testing
import TextUI

@Suite struct SecureFieldTests {
  private func screen(password: String) -> Screen<TestAction> {
    Screen("Login") {
      SecureField("Password", text: password, placeholder: "Enter your password") {
        .changed("Password", to: $0)
      }
    }
  }

  @Test func masksTheValueWithOneBulletPerCharacter() {
    #expect(
      screen(password: "secret").render() == """
        screen Login
          secure field "Password" = "••••••"
        """)
    #expect(screen(password: "secret").visibleTexts == ["Password", "••••••"])
    #expect(!screen(password: "secret").contains(text: "secret"))
  }

  @Test func showsThePlaceholderWhileEmpty() {
    #expect(
      screen(password: "").render()
        == "screen Login\n  secure field \"Password\" = \"\" placeholder \"Enter your password\""
    )
  }

  @Test func typingAppendsToTheRealValue() throws {
    #expect(
      try screen(password: "sec").type("ret", into: "Password")
        == .changed("Password", to: "secret"))
    #expect(try screen(password: "sec").clear("Password") == .changed("Password", to: ""))
  }

  @Test func tappingSaysItIsASecureField() {
    #expect(
      errorMessage { try screen(password: "").tap("Password") }
        == "cannot tap secure field \"Password\"; type into it or clear it"
    )
  }
}
