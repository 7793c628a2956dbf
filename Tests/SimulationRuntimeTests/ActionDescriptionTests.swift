import SimulationRuntime
import Testing

@Suite struct ActionDescriptionTests {
  struct Profile: Equatable {
    var name: String
    var age: Int
  }

  enum Login: Equatable {
    case signInTapped
    case emailChanged(String)
    case response(Profile)
    case moved(x: Int, y: Int)
  }

  enum App: Equatable {
    case launched
    case login(Login)
    case loaded([Int])
    case picked(Login?)
    case tags([String: Int])
  }

  @Test func describesCasesTheirPayloadsAndNestedCases() {
    #expect(ActionDescription.describe(App.launched) == ".launched")
    #expect(ActionDescription.describe(App.login(.signInTapped)) == ".login(.signInTapped)")
    #expect(ActionDescription.describe(App.login(.emailChanged("ada@x.io"))) == #".login(.emailChanged("ada@x.io"))"#)
    #expect(ActionDescription.describe(App.login(.moved(x: 1, y: 2))) == ".login(.moved(x: 1, y: 2))")
    #expect(
      ActionDescription.describe(App.login(.response(Profile(name: "Ada", age: 36))))
        == #".login(.response(Profile(name: "Ada", age: 36)))"#)
    #expect(ActionDescription.describe(App.picked(nil)) == ".picked(nil)")
    #expect(ActionDescription.describe(App.picked(.signInTapped)) == ".picked(.signInTapped)")
  }

  enum Shapes: Equatable {
    case named(name: String)
    case counted(Int, flag: Bool)
    case wrapped(Wrapper<Int>)
    case choice(Choice)
    indirect case nested(Shapes)
    case ratio(Double)
    case none
  }

  enum Wrapper<Value: Equatable>: Equatable {
    case value(Value)
    case empty
  }

  enum Choice: Equatable, CustomStringConvertible {
    case left
    case right(Int)

    var description: String { self == .left ? "LEFT" : "RIGHT" }
  }

  @Test func describesEveryShapeOfCaseAsAMirrorShowsIt() {
    #expect(ActionDescription.describe(Shapes.named(name: "Ada")) == #".named(name: "Ada")"#)
    #expect(ActionDescription.describe(Shapes.counted(2, flag: true)) == ".counted(2, flag: true)")
    #expect(ActionDescription.describe(Shapes.wrapped(.value(3))) == ".wrapped(.value(3))")
    #expect(ActionDescription.describe(Shapes.wrapped(.empty)) == ".wrapped(.empty)")
    #expect(ActionDescription.describe(Shapes.nested(.nested(.none))) == ".nested(.nested(.none))")
    #expect(ActionDescription.describe(Shapes.ratio(0.5)) == ".ratio(0.5)")
    // A type that describes itself keeps its words where a mirror would use them.
    #expect(ActionDescription.describe(Shapes.choice(.left)) == ".choice(.LEFT)")
    #expect(ActionDescription.describe(Shapes.choice(.right(1))) == ".choice(.right(1))")
  }

  @Test func describesTheSameValueAlikeEveryTime() {
    let actions: [Any] = [App.launched, App.login(.emailChanged("a")), Shapes.wrapped(.value(1)), 7]
    let first = actions.map(ActionDescription.describe)
    #expect(actions.map(ActionDescription.describe) == first)
    #expect(first == [".launched", #".login(.emailChanged("a"))"#, ".wrapped(.value(1))", "7"])
  }

  @Test func elidesLongCollectionsAndSortsDictionaries() {
    #expect(ActionDescription.describe(App.loaded(Array(1...10))) == ".loaded([1, 2, 3, 4, 5, 6, 7, 8, … 2 more])")
    #expect(ActionDescription.describe(App.tags(["b": 2, "a": 1])) == #".tags(["a": 1, "b": 2])"#)
    #expect(ActionDescription.describe(App.tags([:])) == ".tags([:])")
  }

  @Test func abbreviatesALongDescriptionToItsCases() {
    let long = ActionDescription.describe(App.login(.response(Profile(name: "Ada Lovelace", age: 36))))
    #expect(ActionDescription.abbreviated(long) == ".login(.response(…))")
    let typed = ActionDescription.describe(App.login(.emailChanged(String(repeating: "a", count: 40))))
    #expect(ActionDescription.abbreviated(typed) == ".login(.emailChanged(…))")
  }

  @Test func keepsAShortDescriptionOrOneWithoutCasesWhole() {
    #expect(ActionDescription.abbreviated(".login(.emailChanged(\"ada\"))") == ".login(.emailChanged(\"ada\"))")
    #expect(ActionDescription.abbreviated(".launched") == ".launched")
    let structure = "Profile(name: \"\(String(repeating: "a", count: 40))\", age: 36)"
    #expect(ActionDescription.abbreviated(structure) == structure)
  }
}
