@testable import JourneyReports
import Testing

@Suite struct XMLTextTests {
  @Test func contentEscapesMarkupAndKeepsLines() {
    #expect(XMLText.content("a < b & c > \"d\" 'e'\n\tf\r") == "a &lt; b &amp; c &gt; \"d\" 'e'\n\tf&#13;")
  }

  @Test func attributesEscapeQuotesAndWhitespace() {
    #expect(XMLText.attribute("say \"hi\" & 'bye'\n\t") == "say &quot;hi&quot; &amp; &apos;bye&apos;&#10;&#9;")
  }

  @Test func charactersXMLCannotHoldAreSpelledOut() {
    #expect(XMLText.content("bell\u{07} escape\u{1B} nul\u{00} \u{FFFE}") == "bell\\u{7} escape\\u{1B} nul\\u{0} \\u{FFFE}")
    #expect(XMLText.content("ẞ 🚀 \u{85}") == "ẞ 🚀 \u{85}")
  }
}
