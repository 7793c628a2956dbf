import Testing

@testable import Prelude

@Suite struct StringQuotingTests {
  @Test func escapesBackslashQuotesAndControlCharacters() {
    #expect("plain".quoted == "\"plain\"")
    #expect("say \"hi\"".quoted == #""say \"hi\"""#)
    #expect(#"back\slash"#.quoted == #""back\\slash""#)
    #expect("a\nb\tc\rd".quoted == #""a\nb\tc\rd""#)
    #expect("bell\u{7}".quoted == #""bell\u{7}""#)
    #expect("\u{1B}[0m".quoted == #""\u{1B}[0m""#)
    #expect("\u{85}".quoted == #""\u{85}""#)
    #expect("Tiếng Việt ▲ ••".quoted == "\"Tiếng Việt ▲ ••\"")
  }

  @Test func deleteIsEscapedButOtherCharactersSharingALeadByteWithC1ControlsAreNot() {
    #expect("del\u{7F}".quoted == #""del\u{7F}""#)
    #expect("© 2026 ¡hola!".escaped == "© 2026 ¡hola!")
    #expect("a\u{9F}©".escaped == #"a\u{9F}©"#)
  }

  @Test func aCarriageReturnLineFeedStaysTwoEscapes() {
    #expect("a\r\nb".quoted == #""a\r\nb""#)
  }

  @Test func wordsStayBareOnlyWhenTheyAreOneCleanWord() {
    #expect("lock.shield".word == "lock.shield")
    #expect("row-1".word == "row-1")
    #expect("Edit Profile".word == "\"Edit Profile\"")
    #expect("".word == "\"\"")
    #expect("a\"b".word == #""a\"b""#)
    #expect("tab\tbed".word == #""tab\tbed""#)
    #expect("©-2026".word == "©-2026")
    #expect("a\u{85}".word == #""a\u{85}""#)
  }

  @Test func optionalsAndLists() {
    #expect(String.quotedOrNone("a") == "\"a\"")
    #expect(String.quotedOrNone(nil) == "none")
    #expect(["Auto", "Light"].quotedList == "\"Auto\", \"Light\"")
    #expect([String]().quotedList == "")
  }
}
