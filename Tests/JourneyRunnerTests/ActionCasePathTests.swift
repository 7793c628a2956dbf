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

  @Test func aCaseWithoutAValueIsNamedAsDeclaredWhateverItsTypeDescribes() {
    #expect(String(describing: Described.plain) == "described plainly")
    #expect(ActionCasePath.names(of: Wrapping.described(.plain)) == ["described", "plain"])
    #expect(ActionCasePaths<Wrapping>().newPath(of: .described(.plain)) == ["described", "plain"])
  }

  @Test func optionalsAreLookedThrough() {
    let action: CounterApp.Action? = .counter(.startTapped)
    #expect(ActionCasePath.names(of: action as Any) == ["counter", "startTapped"])
    #expect(ActionCasePath.names(of: CounterApp.Action?.none as Any) == [])
  }

  @Test func aRecorderHandsOutEachPathOnceAsTheMirrorReadsIt() {
    let paths = ActionCasePaths<Outer>()
    let actions: [Outer] = [
      .middle(.inner(.value(1))), .middle(.inner(.value(2))), .middle(.inner(.text("a"))),
      .middle(.pair("b", 3)), .middle(.inner(.plain)), .middle(.empty), .flag(true), .flag(false), .leaf,
      .boxed(.outer(.middle(.inner(.text("c"))))), .boxed(.outer(.leaf)), .boxed(.end),
      .middle(.inner(.value(1))), .boxed(.outer(.leaf)),
    ]
    var met: Set<[String]> = []
    for action in actions + actions {
      let names = ActionCasePath.names(of: action)
      #expect(paths.newPath(of: action) == (met.insert(names).inserted ? names : nil))
    }
    #expect(met.contains(["boxed", "outer", "middle", "inner", "text"]))
    #expect(met.contains(["middle", "pair"]))
  }

  @Test func aPathReadThroughAMirrorIsHandedOutEachTime() {
    let paths = ActionCasePaths<Outer>()
    for _ in 0..<2 {
      #expect(paths.newPath(of: .optional(.plain)) == ["optional", "plain"])
      #expect(paths.newPath(of: .optional(nil)) == ["optional"])
    }
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

/// An action whose case carries an enumeration that describes its cases otherwise than by name.
private enum Wrapping {
  case described(Described)
}

private enum Described: CustomStringConvertible {
  case plain
  case other

  var description: String {
    switch self {
    case .plain: "described plainly"
    case .other: "described otherwise"
    }
  }
}

/// Actions whose cases carry enumerations stored in their own storage, with spare bits of their
/// values telling their cases apart, and in boxes of their own.
private enum Outer {
  case middle(Middle)
  case boxed(Boxed)
  case flag(Bool)
  case optional(Inner?)
  case leaf
}

private enum Middle {
  case inner(Inner)
  case pair(String, Int)
  case empty
}

private enum Inner {
  case plain
  case value(Int)
  case text(String)
}

private indirect enum Boxed {
  case outer(Outer)
  case end
}
