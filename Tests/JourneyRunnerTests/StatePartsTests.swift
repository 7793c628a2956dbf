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

  private struct Form: Equatable {
    var name = ""
    var phase = Phase.idle
    var tags: [String] = []
  }

  private struct Versioned: Equatable {
    var value = Unequatable()
    var version = 0

    static func == (lhs: Versioned, rhs: Versioned) -> Bool { lhs.version == rhs.version }
  }

  private struct Nested: Equatable {
    var form = Form()
    var sheet: Form?
    var phase = Phase.idle
    var versioned = Versioned()
  }

  private struct Noted: Equatable {
    var note = ""
    var version = 0

    static func == (lhs: Noted, rhs: Noted) -> Bool { lhs.version == rhs.version }
  }

  private struct Sheet: Equatable {
    var noted: Noted?
  }

  /// The names of the parts `new` differs from `old` in, each with the names of its own parts it
  /// differs in when they are told.
  private func changes<State>(_ parts: StateParts<State>, from old: State, to new: State) -> [String]? {
    guard let changed = parts.changedParts(from: old, to: new) else { return nil }
    return parts.changes(in: changed, from: old, to: new).map { change in
      guard let inner = change.inner, let innerParts = change.part.inner?.parts else { return change.part.key }
      return change.part.key + inner.map { " " + innerParts[$0].key }.joined()
    }
  }

  @Test func theStoredPropertiesAStateDiffersInAreNamedInTheOrderDeclared() {
    let old = CounterApp.State()
    var new = old
    new.isShowingHistory = true
    new.count = 3
    new.goal = 10
    let parts = StateParts<CounterApp.State>.shared
    #expect(changes(parts, from: old, to: new) == ["count", "goal", "isShowingHistory"])
    #expect(changes(parts, from: new, to: new) == [])
  }

  @Test func everyStoredPropertyIsAPart() {
    let parts = StateParts<CounterApp.State>.shared
    #expect(parts.parts?.map(\.key).prefix(4) == ["count", "step", "isRunning", "label"])
    #expect(parts.parts?.contains { $0.key == "launchID" } == true)
  }

  @Test func partsCannotBeToldApartInAStateThatIsNotAStructureOfEquatableProperties() {
    #expect(StateParts<Mixed>.shared.changedParts(from: Mixed(), to: Mixed(count: 1)) == nil)
    #expect(StateParts<Phase>.shared.changedParts(from: .idle, to: .running(1)) == nil)
  }

  @Test func aStructurePartTellsTheOwnPropertiesItDiffersIn() {
    var new = Nested()
    new.form.tags = ["a"]
    new.form.phase = .running(1)
    new.phase = .running(2)
    #expect(changes(StateParts<Nested>.shared, from: Nested(), to: new) == ["form phase tags", "phase"])
    let form = StateParts<Nested>.shared.parts?.first?.inner
    #expect(form?.paths == ["form.name", "form.phase", "form.tags"])
    #expect(form?.isFlat == [true, false, true])
  }

  @Test func anOptionalStructurePartTellsItsOwnPropertiesWhereBothStatesHoldIt() {
    let old = Nested(sheet: Form())
    var new = old
    new.sheet?.name = "Ann"
    #expect(changes(StateParts<Nested>.shared, from: old, to: new) == ["sheet name"])
    #expect(changes(StateParts<Nested>.shared, from: Nested(), to: new) == ["sheet"])
    #expect(changes(StateParts<Nested>.shared, from: new, to: Nested()) == ["sheet"])
  }

  @Test func anOptionalPartComparesTheValuesItHoldsByTheirOwnEquality() {
    let parts = StateParts<Sheet>.shared
    #expect(parts.changedParts(from: Sheet(), to: Sheet()) == [])
    #expect(parts.changedParts(from: Sheet(), to: Sheet(noted: Noted())) == [0])
    #expect(parts.changedParts(from: Sheet(noted: Noted()), to: Sheet()) == [0])
    #expect(parts.changedParts(from: Sheet(noted: Noted(note: "a")), to: Sheet(noted: Noted(note: "b"))) == [])
    #expect(parts.changedParts(from: Sheet(noted: Noted(version: 1)), to: Sheet(noted: Noted(version: 2))) == [0])
  }

  @Test func aStructureOfPropertiesThatAreNotAllEquatableIsAPartWithoutItsOwn() {
    var new = Nested()
    new.versioned.version = 1
    #expect(changes(StateParts<Nested>.shared, from: Nested(), to: new) == ["versioned"])
    #expect(StateParts<Nested>.shared.parts?.last?.inner == nil)
  }
}
