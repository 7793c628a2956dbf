import Testing

@testable import TextUI

@Suite struct SuggestionTests {
  @Test func editDistanceCountsSingleCharacterEdits() {
    #expect(Suggestion.editDistance(Array("kitten"), Array("sitting")) == 3)
    #expect(Suggestion.editDistance(Array(""), Array("abc")) == 3)
    #expect(Suggestion.editDistance(Array("abc"), Array("")) == 3)
    #expect(Suggestion.editDistance(Array("Sign In"), Array("Sign In")) == 0)
    #expect(Suggestion.editDistance(Array("Emial"), Array("Email")) == 1)
    #expect(Suggestion.editDistance(Array("ab"), Array("ba")) == 1)
  }

  @Test func suggestsTheClosestWithinAThirdOfTheLength() {
    let labels = ["Email", "Password", "Sign In", "Sign Up"]
    #expect(Suggestion.closest(to: "Sign Inn", among: labels) == "Sign In")
    #expect(Suggestion.closest(to: "PASSWORD", among: labels) == "Password")
    #expect(Suggestion.closest(to: "Emial", among: labels) == "Email")
    #expect(Suggestion.closest(to: "Mail", among: labels) == "Email")
    #expect(Suggestion.closest(to: "Logout", among: labels) == nil)
  }

  @Test func aTieGoesToTheFirstCandidate() {
    #expect(Suggestion.closest(to: "Sign", among: ["Sigh", "Sigm"]) == "Sigh")
  }

  @Test func shortLabelsAllowOneEdit() {
    #expect(Suggestion.closest(to: "Ok", among: ["OK"]) == "OK")
    #expect(Suggestion.closest(to: "A", among: ["B"]) == "B")
    #expect(Suggestion.closest(to: "ab", among: ["cd"]) == nil)
  }
}
