import SharedModels
import Testing

@Suite struct EmailFormatTests {
  @Test(arguments: [
    "ada@example.com", "ada.lovelace+notes@mail.example.co.uk", "a_b%c-d@x-y.io", "ADA@EXAMPLE.COM",
  ])
  func addressesAreValid(text: String) {
    #expect(EmailFormat.isValid(text))
  }

  @Test(arguments: [
    "", "ada", "ada@", "@example.com", "ada@example", "ada@example.c", "ada@@example.com",
    "ada example@example.com", "ada@example.com ", "ada@exa mple.com", "ada@example.c0m",
  ])
  func otherTextIsNot(text: String) {
    #expect(!EmailFormat.isValid(text))
  }
}
