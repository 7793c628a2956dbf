import Dependencies
import CasePaths
import IdentifiedCollections
import ReducerCore
import ReducerTesting
import Testing

@Suite struct CompositionTests {
  struct Counter: Reducer {
    struct State: Equatable, Identifiable { var id: Int = 0; var count = 0 }
    @CasePathable
    enum Action: Equatable, Sendable { case incrementTapped, startTapped, tickingTapped, tick }
    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .incrementTapped, .tick:
        state.count += 1
        return .none
      case .startTapped:
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      case .tickingTapped:
        // A tick every second, from a child task of the effect.
        return .merge(
          .none,
          .run { [clock] send in
            while true {
              try await clock.sleep(for: .seconds(1))
              await send(.tick)
            }
          })
      }
    }
  }

  struct Parent: Reducer {
    struct State: Equatable {
      var counter = Counter.State()
      var optional: Counter.State?
      var sheet: Counter.State?
      var stack: IdentifiedArrayOf<Counter.State> = []
      var alert: AlertState<AlertAction>?
      var events: [String] = []
      var showsExtra = false
    }
    @CasePathable
    enum Action: Equatable, Sendable {
      case counter(Counter.Action)
      case optional(Counter.Action)
      case sheet(PresentationAction<Counter.Action>)
      case stack(IdentifiedAction<Int, Counter.Action>)
      case alert(PresentationAction<AlertAction>)
      case presentTapped, closeOptionalTapped, closeSheetTapped, pushTapped(Int), popTapped
      case removeTapped(Int), deleteTapped
    }
    enum AlertAction: Equatable, Sendable { case confirmDeletion }

    var body: some ReducerOf<Self> {
      Scope(state: \.counter, action: \.counter) { Counter() }
      Reduce { state, action in
        switch action {
        case .presentTapped:
          state.sheet = Counter.State()
          state.optional = Counter.State()
        case .closeOptionalTapped:
          state.optional = nil
        case .closeSheetTapped:
          state.sheet = nil
        case .removeTapped(let id):
          state.stack.remove(id: id)
        case .pushTapped(let id):
          state.stack.append(Counter.State(id: id))
        case .popTapped:
          state.stack.removeLast()
        case .deleteTapped:
          state.alert = AlertState(
            title: "Delete?",
            buttons: [ButtonState("Delete", role: .destructive, action: .confirmDeletion)])
        case .alert(.presented(.confirmDeletion)):
          state.events.append("deleted")
        case .counter(.incrementTapped) where state.showsExtra:
          state.events.append("extra")
        default:
          break
        }
        return .none
      }
      .ifLet(\.optional, action: \.optional) { Counter() }
      .ifLet(\.sheet, action: \.sheet) { Counter() }
      .forEach(\.stack, action: \.stack) { Counter() }
      .ifLet(\.alert, action: \.alert)
      if true {
        EmptyReducer()
      }
      CombineReducers {
        EmptyReducer()
      }
    }
  }

  /// A parent that names its children's actions by case paths of `allCasePaths`: an optional
  /// child it stores, and a sheet it keeps behind a computed property.
  struct CasePathParent: Reducer {
    struct State: Equatable {
      var optional: Counter.State?
      var sheets: [Counter.State] = []
      var sheet: Counter.State? {
        get { sheets.first }
        set { sheets = newValue.map { [$0] } ?? [] }
      }
    }
    @CasePathable
    enum Action: Equatable, Sendable {
      case optional(Counter.Action)
      case sheet(PresentationAction<Counter.Action>)
      case presentTapped, closeTapped
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .presentTapped:
          state.optional = Counter.State()
          state.sheet = Counter.State()
        case .closeTapped:
          state.optional = nil
        case .optional, .sheet:
          break
        }
        return .none
      }
      .ifLet(\.optional, casePath: \.optional) { Counter() }
      .ifLet(\.sheet, casePath: \.sheet) { Counter() }
    }
  }

  @Test func scopeRunsTheChildOnItsState() {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    store.send(.counter(.incrementTapped)) { $0.counter.count = 1 }
  }

  @Test func ifLetRunsTheChildWhilePresentAndCancelsItsEffectsWhenGone() {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    store.send(.presentTapped) {
      $0.sheet = Counter.State()
      $0.optional = Counter.State()
    }
    store.send(.optional(.incrementTapped)) { $0.optional?.count = 1 }
    store.send(.optional(.startTapped))
    store.send(.closeOptionalTapped) { $0.optional = nil }
    store.advance(by: .seconds(1))
    store.send(.sheet(.dismiss)) { $0.sheet = nil }
  }

  @Test func ifLetAtACasePathRunsTheChildWhilePresentAndCancelsItsEffectsWhenGone() {
    let store = TestStore(initialState: CasePathParent.State()) { CasePathParent() }
    store.send(.presentTapped) {
      $0.optional = Counter.State()
      $0.sheet = Counter.State()
    }
    store.send(.optional(.incrementTapped)) { $0.optional?.count = 1 }
    store.send(.optional(.tickingTapped))
    store.advance(by: .seconds(1))
    store.receive(.optional(.tick)) { $0.optional?.count = 2 }
    store.send(.closeTapped) { $0.optional = nil }
    store.send(.sheet(.dismiss)) { $0.sheet = nil }
    store.advance(by: .seconds(5))
    #expect(store.store.runtime.inFlightEffects.isEmpty)
    #expect(store.store.runtime.pendingTimers.isEmpty)
  }

  @Test func presentationAtACasePathRunsTheDestinationBehindAComputedPropertyAndDismissCancelsIt() {
    let store = TestStore(initialState: CasePathParent.State(sheets: [Counter.State()])) {
      CasePathParent()
    }
    store.send(.sheet(.presented(.incrementTapped))) { $0.sheet?.count = 1 }
    store.send(.sheet(.presented(.tickingTapped)))
    store.advance(by: .seconds(1))
    store.receive(.sheet(.presented(.tick))) { $0.sheet?.count = 2 }
    store.send(.sheet(.dismiss)) { $0.sheet = nil }
    store.advance(by: .seconds(5))
    #expect(store.store.runtime.inFlightEffects.isEmpty)
    #expect(store.store.runtime.pendingTimers.isEmpty)
  }

  @Test func ifLetAtACasePathReportsAChildActionWhileItsStateIsNil() {
    let store = TestStore(initialState: CasePathParent.State()) { CasePathParent() }
    let expected = """
      An 'ifLet' at "ReducerCoreTests/CompositionTests.swift:135" received a child action while \
      its state was nil:

        optional(ReducerCoreTests.CompositionTests.Counter.Action.incrementTapped)

      The child had already gone away. Cancel the child's effects when it is dismissed, or send \
      this action only while the child state is present.
      (reported at ReducerCoreTests/CompositionTests.swift:135:13, while the reducer handled \
      .optional(.incrementTapped))
      """
    withKnownIssue {
      store.send(.optional(.incrementTapped))
    } matching: { issue in
      issue.comments.map(\.rawValue) == [expected]
    }
  }

  @Test func presentationRunsTheDestinationAndDismissCancelsIt() {
    let store = TestStore(initialState: Parent.State(sheet: Counter.State())) { Parent() }
    store.send(.sheet(.presented(.startTapped)))
    store.send(.sheet(.dismiss)) { $0.sheet = nil }
    store.advance(by: .seconds(1))
    #expect(store.store.runtime.inFlightEffects.isEmpty)
  }

  @Test func forEachRunsEachElementAndCancelsRemovedOnes() {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    store.send(.pushTapped(1)) { $0.stack = [Counter.State(id: 1)] }
    store.send(.pushTapped(2)) { $0.stack.append(Counter.State(id: 2)) }
    store.send(.stack(.element(id: 1, action: .incrementTapped))) { $0.stack[id: 1]?.count = 1 }
    store.send(.stack(.element(id: 2, action: .startTapped)))
    store.send(.popTapped) { $0.stack.removeLast() }
    store.advance(by: .seconds(1))
    #expect(store.store.runtime.inFlightEffects.isEmpty)
  }

  @Test func clearingAnIfLetChildCancelsItsRunningEffectsAndNoOtherChilds() {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    store.send(.presentTapped) {
      $0.sheet = Counter.State()
      $0.optional = Counter.State()
    }
    store.send(.optional(.tickingTapped))
    store.send(.sheet(.presented(.tickingTapped)))
    store.advance(by: .seconds(1))
    store.receive(.optional(.tick)) { $0.optional?.count = 1 }
    store.receive(.sheet(.presented(.tick))) { $0.sheet?.count = 1 }
    store.send(.closeOptionalTapped) { $0.optional = nil }
    store.advance(by: .seconds(1))
    store.receive(.sheet(.presented(.tick))) { $0.sheet?.count = 2 }
    store.send(.sheet(.dismiss)) { $0.sheet = nil }
    store.advance(by: .seconds(5))
    #expect(store.store.runtime.inFlightEffects.isEmpty)
    #expect(store.store.runtime.pendingTimers.isEmpty)
  }

  @Test func aDestinationTheParentClearsHasItsEffectsCancelled() {
    let store = TestStore(initialState: Parent.State(sheet: Counter.State())) { Parent() }
    store.send(.sheet(.presented(.tickingTapped)))
    store.send(.sheet(.presented(.startTapped)))
    store.advance(by: .seconds(1))
    store.receive(.sheet(.presented(.tick))) { $0.sheet?.count = 1 }
    store.receive(.sheet(.presented(.tick))) { $0.sheet?.count = 2 }
    store.send(.closeSheetTapped) { $0.sheet = nil }
    #expect(store.store.runtime.inFlightEffects.isEmpty)
    #expect(store.store.runtime.pendingTimers.isEmpty)
    store.advance(by: .seconds(5))
  }

  @Test func removingAForEachElementCancelsItsEffectsAndNoOtherElements() {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    store.send(.pushTapped(1)) { $0.stack = [Counter.State(id: 1)] }
    store.send(.pushTapped(2)) { $0.stack.append(Counter.State(id: 2)) }
    store.send(.stack(.element(id: 1, action: .tickingTapped)))
    store.send(.stack(.element(id: 2, action: .tickingTapped)))
    store.send(.removeTapped(1)) { $0.stack.remove(id: 1) }
    store.advance(by: .seconds(1))
    store.receive(.stack(.element(id: 2, action: .tick))) { $0.stack[id: 2]?.count = 1 }
    // An element pushed again under the same identifier starts fresh: nothing of the old one wakes.
    store.send(.pushTapped(1)) { $0.stack.append(Counter.State(id: 1)) }
    store.advance(by: .seconds(1))
    store.receive(.stack(.element(id: 2, action: .tick))) { $0.stack[id: 2]?.count = 2 }
    store.send(.removeTapped(2)) { $0.stack.remove(id: 2) }
    store.advance(by: .seconds(5))
    #expect(store.store.runtime.inFlightEffects.isEmpty)
    #expect(store.store.runtime.pendingTimers.isEmpty)
  }

  @Test func answeringAnAlertDismissesItAfterTheParentHandledIt() {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    store.send(.deleteTapped) {
      $0.alert = AlertState(
        title: "Delete?",
        buttons: [ButtonState("Delete", role: .destructive, action: .confirmDeletion)])
    }
    store.send(.alert(.presented(.confirmDeletion))) {
      $0.alert = nil
      $0.events = ["deleted"]
    }
  }

  @Test func builderConditionalsRun() {
    let store = TestStore(initialState: Parent.State(showsExtra: true)) { Parent() }
    store.send(.counter(.incrementTapped)) {
      $0.counter.count = 1
      $0.events = ["extra"]
    }
  }
}
