import JourneyModel
import Testing
import ValueCoding

@testable import JourneyRunner

@Suite struct MatcherEvaluationTests {
  @Test func equalsComparesNumbersByValue() {
    #expect(Matcher.equals(3).evaluate(.double(3)) == .holds)
    #expect(Matcher.equals("a").evaluate("b") == .fails(expected: "a"))
  }

  @Test func holdsAnswersAsTheVerdictDoes() {
    #expect(Matcher.equals(3).holds(for: .double(3)))
    #expect(!Matcher.equals("a").holds(for: "b"))
    #expect(Matcher.not(.equals("main")).holds(for: "welcome"))
    #expect(!Matcher.atLeast(1).holds(for: 0))
    #expect(!Matcher.count(1).holds(for: 1))
  }

  @Test func isNullHoldsOnlyForNull() {
    #expect(Matcher.isNull.evaluate(nil) == .holds)
    #expect(Matcher.isNull.evaluate(0) == .fails(expected: "null"))
  }

  @Test func containsLooksIntoTextListsAndMappings() {
    #expect(Matcher.contains("Ada").evaluate("Ada Lovelace") == .holds)
    #expect(Matcher.contains(["title": "Swift"]).evaluate([["title": "Swift", "id": 1]]) == .holds)
    #expect(Matcher.contains(2).evaluate([1, 2.0]) == .holds)
    #expect(Matcher.contains(["a": 1]).evaluate(["a": 1, "b": 2]) == .holds)
    #expect(Matcher.contains(3).evaluate([1, 2]) == .fails(expected: "a list containing 3"))
    #expect(Matcher.contains(["a": 2]).evaluate(["a": 1]) == .fails(expected: "a mapping including {a: 2}"))
    #expect(
      Matcher.contains(1).evaluate(["a": 1])
        == .inapplicable("'contains' on a mapping expects a mapping of the entries it must include; found a number"))
  }

  @Test func countCountsCharactersElementsAndEntries() {
    #expect(Matcher.count(3).evaluate("abc") == .holds)
    #expect(Matcher.count(2).evaluate([1, 2]) == .holds)
    #expect(Matcher.count(1).evaluate(["a": 1]) == .holds)
    #expect(Matcher.count(2).evaluate(["a": 1]) == .fails(expected: "2 entries"))
    #expect(Matcher.count(1).evaluate("ab") == .fails(expected: "1 character"))
    #expect(Matcher.count(1).evaluate(nil) == .inapplicable("'count' applies to text, a list or a mapping; found null"))
  }

  @Test func notTurnsAroundWhatHoldsAndWhatFails() {
    #expect(Matcher.not(.isNull).evaluate(1) == .holds)
    #expect(Matcher.not(.isNull).evaluate(nil) == .fails(expected: "a value other than null"))
    #expect(Matcher.not(.count(2)).evaluate([1, 2]) == .fails(expected: "not (has count 2)"))
    #expect(Matcher.not(.not(.equals(1))).evaluate(2) == .fails(expected: "equals 1"))
    #expect(Matcher.not(.count(2)).evaluate(true) == .inapplicable("'count' applies to text, a list or a mapping; found a boolean"))
  }

  @Test func boundsCompareNumbersWithTheBoundIncluded() {
    #expect(Matcher.atLeast(0).evaluate(0) == .holds)
    #expect(Matcher.atLeast(0).evaluate(.double(0.5)) == .holds)
    #expect(Matcher.atLeast(0).evaluate(-1) == .fails(expected: "at least 0"))
    #expect(Matcher.atMost(.double(1.5)).evaluate(2) == .fails(expected: "at most 1.5"))
    #expect(Matcher.atMost(3).evaluate(3) == .holds)
    #expect(Matcher.atLeast(0).evaluate("1") == .inapplicable("'atLeast' applies to a number; found a string"))
  }

  @Test func prefixAndMatchesApplyToTextAndMatchesSearches() throws {
    #expect(Matcher.prefix("Ada").evaluate("Ada Lovelace") == .holds)
    #expect(Matcher.prefix("Love").evaluate("Ada Lovelace") == .fails(expected: "text starting with \"Love\""))
    #expect(Matcher.prefix("1").evaluate(12) == .inapplicable("'prefix' applies to text; found a number"))
    let digits = try TextPattern(#"\d+ results"#)
    #expect(Matcher.matches(digits).evaluate("Found 12 results.") == .holds)
    #expect(Matcher.matches(digits).evaluate("No results") == .fails(expected: #"text matching /\d+ results/"#))
    #expect(Matcher.matches(digits).evaluate(nil) == .inapplicable("'matches' applies to text; found null"))
  }

  @Test func severalMatchersAllHoldAndTheFirstThatFailsIsNamed() {
    let range = Matcher.all([.atLeast(1), .atMost(3)])
    #expect(range.evaluate(2) == .holds)
    #expect(range.evaluate(5) == .fails(expected: "at most 3 (its 'atMost' matcher)"))
    #expect(range.evaluate(0) == .fails(expected: "at least 1 (its 'atLeast' matcher)"))
    #expect(Matcher.not(range).evaluate(5) == .holds)
    #expect(Matcher.not(range).evaluate(2) == .fails(expected: "not (is at least 1 and is at most 3)"))
  }
}
