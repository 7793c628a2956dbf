import Testing

@testable import JourneyRunner

@Suite struct ActionCasePathTests {
  @Test func nestedCasesMakeThePath() {
    #expect(ActionCasePath.names(of: CounterApp.Action.counter(.tick)) == ["counter", "tick"])
    #expect(ActionCasePath.names(of: CounterApp.Action.goal(.loaded(10))) == ["goal", "loaded"])
    #expect(ActionCasePath.names(of: CounterApp.Action.leakTapped) == ["leakTapped"])
  }

  @Test func aCaseWithSeveralOrLabelledValuesEndsThePath() {
    #expect(ActionCasePath.names(of: CounterApp.Action.save(.finished(count: 3))) == ["save", "finished"])
    #expect(ActionCasePath.names(of: CounterApp.Action.networkChanged(isOnline: false)) == ["networkChanged"])
  }

  @Test func optionalsAreLookedThrough() {
    let action: CounterApp.Action? = .counter(.startTapped)
    #expect(ActionCasePath.names(of: action as Any) == ["counter", "startTapped"])
    #expect(ActionCasePath.names(of: CounterApp.Action?.none as Any) == [])
  }

  @Test func patternsMatchPrefixes() {
    let names = ["goal", "loaded"]
    #expect(ActionCasePath.matches(names, prefix: ["goal"]))
    #expect(ActionCasePath.matches(names, prefix: ["goal", "loaded"]))
    #expect(!ActionCasePath.matches(names, prefix: ["goal", "failed"]))
    #expect(!ActionCasePath.matches(names, prefix: ["goal", "loaded", "more"]))
    #expect(ActionCasePath.matches(names, prefix: []))
  }
}
