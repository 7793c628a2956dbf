import Prelude
import Testing

@Suite struct StringRemovingTests {
  @Test func removesEveryOccurrenceFromTheStart() {
    let text = #"{"file": "/home/ada/app/Scenarios/a.yaml", "at": "/home/ada/app/Scenarios/a.yaml:3:5"}"#
    #expect(
      text.removingOccurrences(of: "/home/ada/app/")
        == #"{"file": "Scenarios/a.yaml", "at": "Scenarios/a.yaml:3:5"}"#)
    #expect("aaa".removingOccurrences(of: "aa") == "a")
    #expect("abcabc".removingOccurrences(of: "abc") == "")
  }

  @Test func leavesATextWithoutThePartAsItIs() {
    #expect("Scenarios/a.yaml".removingOccurrences(of: "/home/ada/") == "Scenarios/a.yaml")
    #expect("ab".removingOccurrences(of: "abc") == "ab")
    #expect("".removingOccurrences(of: "a") == "")
    #expect("text".removingOccurrences(of: "") == "text")
  }

  @Test func comparesTheBytesOfEveryCharacter() {
    #expect("/café/x /café/y".removingOccurrences(of: "/café/") == "x y")
    // The decomposed é is other bytes: a file system names it another folder.
    #expect("/cafe\u{301}/x".removingOccurrences(of: "/café/") == "/cafe\u{301}/x")
  }
}
