import CasePaths
import Dependencies
import IdentifiedCollections
import ReducerCore
import ReducerTesting
import Synchronization
import Testing

/// A store reads each reducer's body once, when it composes the tree, and never again while it
/// handles actions; every child of `Scope`, `ifLet` (optional state and presentation) and
/// `forEach` is composed the same way, and `@Dependency` values are still the store's.
@Suite struct ComposedTests {
  /// How many times each body was read.
  final class BodyReads: Sendable {
    private let counts = Mutex<[String: Int]>([:])

    var all: [String: Int] { counts.withLock { $0 } }

    func note(_ name: String) -> Bool {
      counts.withLock { $0[name, default: 0] += 1 }
      return true
    }
  }

  struct Leaf: Reducer {
    struct State: Equatable, Identifiable { var id = 0; var count = 0 }
    @CasePathable
    enum Action: Equatable, Sendable { case tapped }
    let name: String
    let reads: BodyReads
    @Dependency(\.uuid) var uuid

    var body: some ReducerOf<Self> {
      let _ = reads.note(name)
      Reduce { state, action in
        state.count += 1
        _ = uuid()
        return .none
      }
    }
  }

  struct Root: Reducer {
    struct State: Equatable {
      var scoped = Leaf.State()
      var optional: Leaf.State?
      @CasePathable
      enum Sheet: Equatable { case leaf(Leaf.State) }
      var sheet: Leaf.State?
      var list: IdentifiedArrayOf<Leaf.State> = []
    }
    @CasePathable
    enum Action: Equatable, Sendable {
      case scoped(Leaf.Action)
      case optional(Leaf.Action)
      case sheet(PresentationAction<Leaf.Action>)
      case list(IdentifiedAction<Int, Leaf.Action>)
    }
    let reads: BodyReads

    var body: some ReducerOf<Self> {
      let _ = reads.note("root")
      Scope(state: \.scoped, action: \.scoped) { Leaf(name: "scoped", reads: reads) }
      CombineReducers {
        EmptyReducer()
      }
      .ifLet(\.optional, action: \.optional) { Leaf(name: "optional", reads: reads) }
      .ifLet(\.sheet, action: \.sheet) { Leaf(name: "sheet", reads: reads) }
      .forEach(\.list, action: \.list) { Leaf(name: "element", reads: reads) }
    }
  }

  @Test func everyBodyIsReadOnceWhateverTheNumberOfActions() {
    let reads = BodyReads()
    let state = Root.State(
      optional: Leaf.State(), sheet: Leaf.State(), list: [Leaf.State(id: 1), Leaf.State(id: 2)])
    let store = TestStore(initialState: state) { Root(reads: reads) }
    store.exhaustivity = .off
    for _ in 1...3 {
      store.send(.scoped(.tapped))
      store.send(.optional(.tapped))
      store.send(.sheet(.presented(.tapped)))
      store.send(.list(.element(id: 2, action: .tapped)))
    }
    #expect(store.state.scoped.count == 3)
    #expect(store.state.optional?.count == 3)
    #expect(store.state.sheet?.count == 3)
    #expect(store.state.list[id: 2]?.count == 3)
    #expect(reads.all == ["root": 1, "scoped": 1, "optional": 1, "sheet": 1, "element": 1])
  }

  @Test func aReducerWithABodyIsComposedIntoItsBodysComposition() {
    let reads = BodyReads()
    let leaf = Leaf(name: "leaf", reads: reads)
    let composed = leaf.composed()
    #expect(type(of: composed) == Reduce<Leaf.State, Leaf.Action>.self)
    var state = Leaf.State()
    withDependencies { $0.uuid = .incrementing } operation: {
      _ = composed.reduce(into: &state, action: .tapped)
      _ = composed.reduce(into: &state, action: .tapped)
    }
    #expect(state.count == 2)
    #expect(reads.all == ["leaf": 1])
  }
}
