import Testing

@testable import TextUI

@Suite struct StringSearchTests {
  @Test func findsASCIITextAnywhere() {
    #expect("Total: 12".includes("Total"))
    #expect("Total: 12".includes("12"))
    #expect("Total: 12".includes(": 1"))
    #expect("Total: 12".includes("Total: 12"))
    #expect(!"Total: 12".includes("total"))
    #expect(!"Total: 12".includes("Total: 123"))
    #expect(!"ab".includes("abc"))
  }

  @Test func comparesCharactersLikeContains() {
    let pairs: [(String, String)] = [
      ("Xin chào", "chào"), ("Xin chào", "chao"), ("Café", "e"), ("Cafe\u{301}", "e"),
      ("Cafe\u{301}", "Caf"), ("a\r\nb", "\n"), ("a\r\nb", "\r\n"), ("a\rb", "\r"), ("abc", ""),
      ("", ""), ("", "a"), ("😀 smile", "smile"),
      // Each side or both outside ASCII, with and without the characters equivalent to an ASCII one.
      ("You’re offline", "You're offline"), ("••••", "You"), ("Cafe\u{301} au lait", "au"), ("Bạn đang ngoại tuyến", "ngoại"),
      ("Offline", "Bạn"), ("Lo", "Lo\u{301}"), ("\u{212A}elvin", "Kelvin"), ("a\u{37E} b", "; b"), ("x\u{1FEF}", "`"),
      ("Kelvin", "\u{212A}elvin"), ("a; b", "\u{37E} b"), ("x`", "\u{1FEF}"), ("e\r\nf", "é"),
      // Both sides outside ASCII, as the texts of a screen in Vietnamese are.
      ("Chào buổi sáng, Ada", "buổi sáng"), ("Chào buổi sáng", "sáng, Ada"), ("Chào buổi sáng", "buổi sang"),
      ("Cafe\u{301} au lait", "é au"), ("Café au lait", "e\u{301} au"), ("ệ", "e\u{323}\u{302}"), ("ệ", "e\u{302}\u{323}"),
      ("ba\u{301}n ba\u{301}n", "án b"), ("🇻🇳🇺🇸", "🇺🇸"), ("🇻🇳🇺🇸", "🇳🇺"), ("ǅa ǅa", "ǅa ǅ"), ("ngoại tuyến", "ngoại tuyến nữa"),
      // Latin letters with their accents on both sides, one side decomposed, or other scripts.
      ("Đăng nhập ngay", "nhập"), ("Đăng nhập", "nhap"), ("Cài đặt", "a\u{300}i"), ("Ca\u{300}i đặt", "ài"),
      ("x\u{2B0}y", "\u{2B0}y"), ("Ἀθήνα", "θή"), ("ẞ ß", "ß"), ("Ấn\r\nđộ", "\nđộ"),
    ]
    for (text, other) in pairs {
      #expect(text.includes(other) == text.contains(other), "\(text.debugDescription) includes \(other.debugDescription)")
    }
  }
}
