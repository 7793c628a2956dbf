import JourneyExplore
import JourneyModel
import Testing

/// Shrinking against replays that fail by a rule of their own, so that what the shrinker keeps
/// can be checked exactly.
@Suite struct ShrinkerTests {
  private let field = ElementReference(label: "Title")

  private func candidate(typing text: String, waiting wait: Duration = .seconds(1)) -> Candidate {
    let location = FileLocation(file: "explore", line: 1, column: 1)
    return Candidate(
      faults: [],
      steps: [
        Step(.tap(ElementReference(label: "New")), at: location),
        Step(.type(text: text, into: field), at: location),
        Step(.wait(wait), at: location),
      ])
  }

  /// Fails at the typed step when `rule` holds for its text.
  private func failing(when rule: @escaping (String) -> Bool) -> (Candidate) -> Violation? {
    { candidate in
      for (index, step) in candidate.steps.enumerated() {
        if case .type(let text, _) = step.kind, rule(text) {
          return Violation(kind: .step(step), message: "title too long", stepCount: index + 1)
        }
      }
      return nil
    }
  }

  private func typedText(_ candidate: Candidate) -> String? {
    for step in candidate.steps {
      if case .type(let text, _) = step.kind { return text }
    }
    return nil
  }

  @Test func aFailureNeedingALongTextKeepsJustEnoughOfIt() {
    let replay = failing { $0.count > 10 }
    let start = candidate(typing: String(repeating: "x", count: 40))
    var shrinker = Shrinker(budget: 500, replay: replay)
    let shrunk = shrinker.shrink(start, failingWith: replay(start)!)
    #expect(typedText(shrunk.candidate) == String(repeating: "x", count: 11))
    #expect(shrunk.candidate.steps.count == 1)
  }

  @Test func aFailureNeedingMostOfALongTextKeepsJustEnoughOfItInAFewReplays() {
    let replay = failing { $0.count > 240 }
    let start = candidate(typing: String(repeating: "x", count: 300))
    var shrinker = Shrinker(budget: 500, replay: replay)
    let shrunk = shrinker.shrink(start, failingWith: replay(start)!)
    #expect(typedText(shrunk.candidate) == String(repeating: "x", count: 241))
    #expect(shrunk.replays <= 100, "\(shrunk.replays) replays")
  }

  @Test func aFailureNeedingTheTextsEndKeepsItsLastCharacters() {
    let replay = failing { $0.hasSuffix("!?") }
    let start = candidate(typing: "a long title that ends badly!?")
    var shrinker = Shrinker(budget: 500, replay: replay)
    let shrunk = shrinker.shrink(start, failingWith: replay(start)!)
    #expect(typedText(shrunk.candidate) == "!?")
  }

  @Test func aFailureThatNeedsNoScheduleShrinksToScheduleZero() {
    let replay = failing { $0.count > 3 }
    var start = candidate(typing: "a long title")
    start.schedule = 42
    var shrinker = Shrinker(budget: 200, replay: replay)
    let shrunk = shrinker.shrink(start, failingWith: replay(start)!)
    #expect(shrunk.candidate.schedule == 0)
    #expect(typedText(shrunk.candidate) == "a lo")
  }

  @Test func aFailureThatNeedsItsScheduleKeepsIt() {
    let typed = failing { $0.count > 3 }
    let replay: (Candidate) -> Violation? = { $0.schedule == 42 ? typed($0) : nil }
    var start = candidate(typing: "a long title")
    start.schedule = 42
    var shrinker = Shrinker(budget: 200, replay: replay)
    let shrunk = shrinker.shrink(start, failingWith: replay(start)!)
    #expect(shrunk.candidate.schedule == 42)
    #expect(shrunk.candidate.steps.count == 1)
    #expect(typedText(shrunk.candidate) == "a lo")
  }

  @Test func theSameFailureAlwaysShrinksTheSameWayWithinTheBudget() {
    let replay = failing { $0.contains("é") }
    let start = candidate(typing: "café au lait, très chaud")
    var first = Shrinker(budget: 60, replay: replay)
    var second = Shrinker(budget: 60, replay: replay)
    let once = first.shrink(start, failingWith: replay(start)!)
    #expect(once == second.shrink(start, failingWith: replay(start)!))
    #expect(once.replays <= 60)
    #expect(typedText(once.candidate) == "é")
  }
}
