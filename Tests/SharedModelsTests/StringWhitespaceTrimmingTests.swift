import Foundation
import SharedModels
import Testing

@Suite struct StringWhitespaceTrimmingTests {
  static let texts = [
    "", "   ", "ada", "  ada lovelace ", "\n\tada\r\n", "\u{A0}\u{3000}ada\u{202F}", "\u{200B}ada\u{200B}",
    "\u{85}ada\u{2028}\u{2029}", " a\u{301} ", "\u{20}\u{301}ada", "ada\u{1F600} \n",
  ]

  @Test(arguments: texts)
  func trimsAsFoundationTrimsWhitespacesAndNewlines(text: String) {
    #expect(text.trimmingWhiteSpace() == text.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  @Test(arguments: texts)
  func keepingLineBreaksTrimsAsFoundationTrimsWhitespaces(text: String) {
    #expect(text.trimmingWhiteSpace(keepingLineBreaks: true) == text.trimmingCharacters(in: .whitespaces))
  }

  @Test func keepsWhatIsInside() {
    #expect(" ada \n lovelace ".trimmingWhiteSpace() == "ada \n lovelace")
    #expect("\nada\n".trimmingWhiteSpace(keepingLineBreaks: true) == "\nada\n")
  }
}
