import Testing
import Prelude

@Suite struct SuggestionsTests {
  @Test func suggestsTheClosestCandidate() {
    #expect(Suggestions.closest(to: "tapp", in: ["type", "tap", "wait"]) == "tap")
    #expect(Suggestions.closest(to: "emial", in: ["name", "email"]) == "email")
  }

  @Test func countsASwapOfAdjacentCharactersAsOneEdit() {
    // "form" is two substitutions away from "from" but one swap.
    #expect(Suggestions.closest(to: "form", in: ["from"]) == "from")
    #expect(Suggestions.closest(to: "ab", in: ["ba"]) == "ba")
  }

  @Test func ignoresCase() {
    #expect(Suggestions.closest(to: "Email", in: ["email"]) == "email")
    #expect(
      Suggestions.closest(to: "LANGUAGECHANGED", in: ["languageChanged"]) == "languageChanged")
  }

  @Test func prefersTheLowestDistanceThenTheFirstCandidate() {
    #expect(Suggestions.closest(to: "tap", in: ["tip", "tap"]) == "tap")
    #expect(Suggestions.closest(to: "tbp", in: ["tip", "tap"]) == "tip")
    #expect(Suggestions.closest(to: "tbp", in: ["tap", "tip"]) == "tap")
  }

  @Test func prefersTheNearestNumberAmongCandidatesAsCloseThatDifferOnlyInDigits() {
    #expect(Suggestions.closest(to: "×8", in: ["×0", "×7"]) == "×7")
    #expect(Suggestions.closest(to: "12 items", in: ["19 items", "11 items", "13 items"]) == "11 items")
    #expect(Suggestions.closest(to: "Page 2 of 5", in: ["Page 9 of 5", "Page 3 of 5"]) == "Page 3 of 5")
    // Only candidates as close as each other are told apart by their numbers, and one that
    // differs otherwise comes first.
    #expect(Suggestions.closest(to: "room 18b", in: ["room 17x", "room 10b"]) == "room 10b")
    #expect(Suggestions.closest(to: "50", in: ["10", "5"]) == "5")
  }

  @Test func allowsOneEditPerThreeCharactersAndAtLeastOne() {
    #expect(Suggestions.closest(to: "wiat", in: ["wait"]) == "wait")
    #expect(Suggestions.closest(to: "xxit", in: ["wait"]) == nil)
    // Nine characters allow three edits, but not four.
    #expect(Suggestions.closest(to: "langugexx", in: ["language"]) == "language")
    #expect(Suggestions.closest(to: "lnguxgexx", in: ["language"]) == nil)
  }

  @Test func offersNothingThatSharesNothing() {
    #expect(Suggestions.closest(to: "a", in: ["b"]) == nil)
    #expect(Suggestions.closest(to: "a", in: ["ab"]) == "ab")
  }

  @Test func offersNothingWithoutCandidates() {
    #expect(Suggestions.closest(to: "tap", in: [String]()) == nil)
  }

  @Test func looksForSuggestionsOnlyForTextsUpToTheLongest() {
    let candidate = String(repeating: "a", count: Suggestions.longestText - 1) + "b"
    let longest = String(repeating: "a", count: Suggestions.longestText - 1) + "c"
    #expect(Suggestions.closest(to: longest, in: [candidate]) == candidate)
    #expect(Suggestions.nearest(to: longest, in: [candidate], count: 1) == [candidate])
    #expect(Suggestions.closest(to: longest + "b", in: [candidate]) == nil)
    #expect(Suggestions.nearest(to: longest + "b", in: [candidate], count: 1) == [])
  }

  @Test func aLongTextCostsInProportionToTheCandidates() {
    // Compared character by character with each candidate, a text of 1 MB would take minutes.
    let text = String(repeating: "greetTapped", count: 100_000)
    let candidates = (0..<100).map { "greetTapped\($0)" } + [text]
    let elapsed = ContinuousClock().measure {
      #expect(Suggestions.closest(to: text, in: candidates) == nil)
      #expect(Suggestions.nearest(to: text, in: candidates, count: 3) == [])
      #expect(Suggestions.closest(to: "greetTaped", in: candidates) == "greetTapped0")
    }
    #expect(elapsed < .seconds(2), "\(elapsed)")
  }

  @Test func phrasesTheSuggestion() {
    #expect(Suggestions.didYouMean("tapp", in: ["tap", "type"]) == "; did you mean 'tap'?")
    #expect(Suggestions.didYouMean("zzz", in: ["tap", "type"]) == "")
  }
}

@Suite struct SuggestionsOfLabelsTests {
  @Test func suggestsTheLabelMeantWithinAThirdOfItsLength() {
    let labels = ["Email", "Password", "Sign In", "Sign Up"]
    #expect(Suggestions.closest(to: "Sign Inn", in: labels) == "Sign In")
    #expect(Suggestions.closest(to: "PASSWORD", in: labels) == "Password")
    #expect(Suggestions.closest(to: "Emial", in: labels) == "Email")
    #expect(Suggestions.closest(to: "Mail", in: labels) == "Email")
    #expect(Suggestions.closest(to: "Logout", in: labels) == nil)
  }

  @Test func suggestsNothingThatSharesNothing() {
    #expect(Suggestions.closest(to: "A", in: ["B"]) == nil)
    #expect(Suggestions.closest(to: "steps", in: ["name", "timeout"]) == nil)
    #expect(Suggestions.closest(to: "x", in: [String]()) == nil)
  }

  @Test func shortNamesAllowOneEdit() {
    #expect(Suggestions.closest(to: "Ok", in: ["OK"]) == "OK")
    #expect(Suggestions.closest(to: "logn", in: ["login", "logout"]) == "login")
  }

  @Test func ranksTheNamesAMisspeltBeginningStartsFirst() {
    let actions = ["clearButtonTapped", "searchQueryChanged", "categoryTapped", "searchFailed"]
    #expect(
      Suggestions.nearest(to: "serch", in: actions, count: 3)
        == ["searchFailed", "searchQueryChanged"])
  }

  @Test func keepsTheOrderOfCandidatesAsNearAsEachOther() {
    #expect(Suggestions.nearest(to: "abx", in: ["abc", "abd", "abe"], count: 2) == ["abc", "abd"])
  }

  @Test func offersNoCandidateMoreThanHalfTheTextAway() {
    #expect(Suggestions.nearest(to: "zzz", in: ["ab", "cd", "ef"], count: 2) == [])
    #expect(Suggestions.nearest(to: "bogus", in: ["greeted", "launched", "greetTapped"], count: 3) == [])
    #expect(Suggestions.nearest(to: "nameSet", in: ["greeted", "nameChanged"], count: 3) == ["nameChanged"])
    #expect(Suggestions.nearest(to: "zzz", in: [String](), count: 2) == [])
  }

  @Test func phrasesTheNearestCandidates() {
    #expect(Suggestions.phrase(nearest: []) == "")
    #expect(Suggestions.phrase(nearest: ["id"]) == "; the nearest is 'id'")
    #expect(Suggestions.phrase(nearest: ["id", "name"]) == "; the nearest are 'id', 'name'")
  }
}
