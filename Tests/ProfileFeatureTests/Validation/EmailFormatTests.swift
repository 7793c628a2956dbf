@testable import ProfileFeature
import Testing

@Suite struct EmailFormatTests {
  @Test(arguments: ["ada@example.com", "ada.king+news@mail.example.org", "a_b-c%d@x-y.io"])
  func addressesAreValid(email: String) {
    #expect(EmailFormat.isValid(email))
  }

  @Test(arguments: ["", "ada", "ada@", "@example.com", "ada@example", "ada@example.c", "ada @example.com", "ada@exa mple.com"])
  func otherTextIsNot(text: String) {
    #expect(!EmailFormat.isValid(text))
  }
}
