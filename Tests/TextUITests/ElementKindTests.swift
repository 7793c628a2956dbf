import Testing
import TextUI

@Suite struct ElementKindTests {
  @Test func everyKindHasItsWords() {
    let words: [ElementKind: String] = [
      .heading: "heading", .text: "text", .errorMessage: "error message", .banner: "banner",
      .progressIndicator: "progress indicator", .textField: "text field",
      .secureField: "secure field", .button: "button", .toggle: "toggle", .picker: "picker",
      .row: "row", .sectionTitle: "section title", .footer: "footer",
      .navigationTitle: "navigation title", .backButton: "back button", .tab: "tab",
      .overlayTitle: "title",
    ]
    for (kind, word) in words {
      #expect(kind.description == word)
    }
  }
}
