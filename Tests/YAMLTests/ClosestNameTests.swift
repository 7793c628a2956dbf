import Testing

@testable import YAML

@Suite struct ClosestNameTests {
  @Test func suggestsTheNearestCandidateWithinAThirdOfTheName() {
    #expect(closestName(to: "defualts", among: ["defaults", "other"]) == "defaults")
    #expect(closestName(to: "logn", among: ["login", "logout"]) == "login")
    #expect(closestName(to: "abc", among: ["abd", "abe"]) == "abd")
  }

  @Test func suggestsNothingWhenEveryCandidateIsFar() {
    #expect(closestName(to: "steps", among: ["name", "timeout"]) == nil)
    #expect(closestName(to: "x", among: [String]()) == nil)
  }
}
