import Testing

@testable import JourneyRunner

@Suite struct StatePartsTests {
  private struct Unequatable {}

  private struct Mixed {
    var count = 0
    var other = Unequatable()
  }

  private enum Phase: Equatable {
    case idle, running(Int)
  }

  @Test func theStoredPropertiesAStateDiffersInAreNamedInTheOrderDeclared() {
    let old = CounterApp.State()
    var new = old
    new.isShowingHistory = true
    new.count = 3
    new.goal = 10
    let parts = StateParts(of: old)
    #expect(parts.changed(from: old, to: new) == ["count", "goal", "isShowingHistory"])
    #expect(parts.changed(from: new, to: new) == [])
  }

  @Test func everyStoredPropertyIsAPart() {
    let parts = StateParts(of: CounterApp.State())
    #expect(parts.parts?.map(\.key).prefix(4) == ["count", "step", "isRunning", "label"])
    #expect(parts.parts?.contains { $0.key == "launchID" } == true)
  }

  @Test func partsCannotBeToldApartInAStateThatIsNotAStructureOfEquatableProperties() {
    #expect(StateParts(of: Mixed()).changed(from: Mixed(), to: Mixed(count: 1)) == nil)
    #expect(StateParts(of: Phase.idle).changed(from: .idle, to: .running(1)) == nil)
  }
}
