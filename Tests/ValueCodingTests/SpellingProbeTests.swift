import Testing

@testable import ValueCoding

@Suite struct SpellingProbeTests {
  private let names: Set<String> = ["login", "logoutTapped", "languageChanged", "a1"]

  @Test func findsNamesOneEditAway() {
    #expect(SpellingProbe.suggestion(near: "logn", isValid: names.contains) == "login")
    #expect(SpellingProbe.suggestion(near: "lgoin", isValid: names.contains) == "login")
    #expect(SpellingProbe.suggestion(near: "loginn", isValid: names.contains) == "login")
    #expect(SpellingProbe.suggestion(near: "lugin", isValid: names.contains) == "login")
    #expect(SpellingProbe.suggestion(near: "a2", isValid: names.contains) == "a1")
  }

  @Test func fixesCaseFirst() {
    #expect(
      SpellingProbe.suggestion(near: "LogoutTapped", isValid: names.contains) == "logoutTapped")
    #expect(SpellingProbe.suggestion(near: "LOGIN", isValid: names.contains) == "login")
  }

  @Test func findsNothingFurtherAway() {
    #expect(SpellingProbe.suggestion(near: "lgn", isValid: names.contains) == nil)
    #expect(SpellingProbe.suggestion(near: "", isValid: names.contains) == nil)
  }

  @Test func neverOffersTheTextItself() {
    #expect(SpellingProbe.suggestion(near: "login", isValid: { _ in true }) == "Login")
    #expect(SpellingProbe.suggestion(near: "x", isValid: { $0 != "x" }) == "X")
  }

  @Test func leavesVeryLongTextAlone() {
    let long = String(repeating: "a", count: SpellingProbe.maximumLength + 1)
    #expect(SpellingProbe.suggestion(near: long, isValid: { _ in true }) == nil)
  }
}
