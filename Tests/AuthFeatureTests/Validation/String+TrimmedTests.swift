import Testing

@testable import AuthFeature

@Suite struct StringTrimmedTests {
  @Test(arguments: [
    ("ada", "ada"), ("  ada ", "ada"), ("\n\tada lovelace\r\n", "ada lovelace"), ("   ", ""), ("", ""),
  ])
  func spacesAroundAreRemovedAndInsideKept(text: String, expected: String) {
    #expect(text.trimmed == expected)
  }
}
