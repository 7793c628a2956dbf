import JourneyCoverage
import Synchronization
import TextUI
import ValueCoding

/// The states of type `State` that journeys were in after their launches and steps, as a tree
/// shared by the recorders of one run whose host is of one type (``CoverageMemory``): each
/// launch's state is a root, and each state leads to those a step went on to from it. The
/// journeys of a suite, and the seeds of an exploration, share their first steps and come back
/// to the same states, which a recorder then finds here, read, compared with the state before
/// and shown, instead of reading, comparing and showing them again.
///
/// A state is found only where it was met: among the roots for a launch, and for a step, as the
/// state before it or one a step went on to from that one, told by the parts the step changed
/// and those parts alone. What a node keeps depends on the states on the way to it alone, so
/// that it is the same whichever recorder, on whichever thread, met it first.
final class StatesMet<State>: @unchecked Sendable {
  /// A state met, and what was recorded of it.
  final class Node: @unchecked Sendable {
    let state: State
    /// The state as the host reads it, as a value; `nil` when it cannot be read.
    let value: Value?
    /// The numbers of the keys (``CoverageMemory/numbers(ofStatePaths:)``) of the state paths
    /// whose value differs from the state before, the one a step went on to this one from; none
    /// for a launch's.
    let changedPaths: [Int]
    /// The indices of the parts (``StateParts/parts``) in which the state differs from the state
    /// before; none for a launch's.
    let changedParts: [Int]
    /// The screen on top in the state; `nil` until it is looked at. Reached under the tree's
    /// lock.
    fileprivate var screen: ScreenOnTop?
    /// The values at some paths in the state, such as those the checks after every step read,
    /// each or why it is not there, kept for the paths read last; `nil` until some are read.
    /// Reached under the tree's lock.
    fileprivate var values: (paths: [ValuePath], values: [Result<Value, ValueLookupError>])?
    /// What a user of the recorders kept for the state, such as an exploration's verdict on it;
    /// `nil` until one keeps something. Reached under the tree's lock.
    fileprivate var note: (any Sendable)?
    /// The states steps went on to from this one, by the parts in which they differ from it
    /// (``changedParts``), in the order met: a state met again is looked for among those alone.
    /// Reached under the tree's lock.
    fileprivate var next: [[Int]: [Node]] = [:]

    fileprivate init(state: State, value: Value?, changedPaths: [Int], changedParts: [Int]) {
      self.state = state
      self.value = value
      self.changedPaths = changedPaths
      self.changedParts = changedParts
    }
  }

  /// The screen on top in a state: the state shows one, as the recorder records it and as the
  /// host built it (a `Screen` of the app's actions, `nil` when it could not), or none.
  enum ScreenOnTop: Sendable {
    case none
    case shown(ShownScreen, built: (any Sendable)?)
  }

  /// The roots, and how many states are kept; reached under the lock.
  private struct Tree: @unchecked Sendable {
    var roots: [Node] = []
    var count = 0
  }

  /// How many states it keeps at most: a long exploration meets more states than it is worth
  /// keeping, and beyond them its states are recorded as they come.
  private static var limit: Int { 16_384 }
  /// Whether the states stored at the two addresses are equal.
  private let equal: (UnsafeRawPointer, UnsafeRawPointer) -> Bool
  /// The parts of the states.
  private let parts: [StatePart]
  private let tree = Mutex(Tree())

  /// The tree of the states of `State`, which `parts` tell equal.
  fileprivate init?(parts: StateParts<State>) {
    guard let equal = parts.equal, let told = parts.parts else { return nil }
    self.equal = equal
    self.parts = told
  }

  /// The state met at a launch that is equal to `state`; `nil` when none is.
  func launched(in state: State) -> Node? {
    tree.withLock { first(equalTo: state, in: $0.roots) }
  }

  /// The state equal to `state` among `node` and the states a step went on to from it, `state`
  /// differing from `node`'s in the parts `changedParts` (indices of ``StateParts/parts``); `nil`
  /// when none is. A state a step went on to is equal to it when it differs from `node`'s in
  /// the same parts, and holds the same values in them.
  func reached(_ state: State, changedParts: [Int], after node: Node) -> Node? {
    if changedParts.isEmpty { return node }
    return tree.withLock { _ in
      withUnsafePointer(to: state) { state in
        node.next[changedParts]?.first { next in
          withUnsafePointer(to: next.state) { other in
            !changedParts.contains { parts[$0].differs(other, state) }
          }
        }
      }
    }
  }

  /// Keeps `state`, met at a launch, with `value`, what was recorded of it; `nil` when it keeps
  /// as many states as it may.
  func keepLaunched(_ state: State, value: Value?) -> Node? {
    tree.withLock { tree in
      guard let node = made(state, value: value, changedPaths: [], changedParts: [], in: &tree) else { return nil }
      tree.roots.append(node)
      return node
    }
  }

  /// Keeps `state`, which a step went on to from `node`, with `value`, what was recorded of it,
  /// `changedPaths`, the numbers of the keys of the paths whose value differs from `node`'s, and
  /// `changedParts`, the parts in which it differs; `nil` when it keeps as many states as it may.
  func keep(_ state: State, value: Value?, changedPaths: [Int], changedParts: [Int], after node: Node) -> Node? {
    tree.withLock { tree in
      guard
        let next = made(state, value: value, changedPaths: changedPaths, changedParts: changedParts, in: &tree)
      else { return nil }
      node.next[changedParts, default: []].append(next)
      return next
    }
  }

  /// The screen on top in the state of `node`; `nil` until it is looked at.
  func screen(of node: Node) -> ScreenOnTop? {
    tree.withLock { _ in node.screen }
  }

  /// Keeps `screen`, the screen on top in the state of `node`.
  func keep(_ screen: ScreenOnTop, of node: Node) {
    tree.withLock { _ in node.screen = screen }
  }

  /// What was kept for the state of `node` (``keep(note:of:)``); `nil` when nothing was.
  func note(of node: Node) -> (any Sendable)? {
    tree.withLock { _ in node.note }
  }

  /// Keeps `note` for the state of `node`, in place of anything kept before.
  func keep(note: any Sendable, of node: Node) {
    tree.withLock { _ in node.note = note }
  }

  /// The values at `paths` in the state of `node`, each or why it is not there, when they were
  /// kept (``keep(_:at:of:)``); `nil` otherwise.
  func values(at paths: [ValuePath], of node: Node) -> [Result<Value, ValueLookupError>]? {
    tree.withLock { _ in node.values.flatMap { $0.paths == paths ? $0.values : nil } }
  }

  /// Keeps `values`, read at `paths` in the state of `node`, in place of any kept before.
  func keep(_ values: [Result<Value, ValueLookupError>], at paths: [ValuePath], of node: Node) {
    tree.withLock { _ in node.values = (paths, values) }
  }

  private func made(_ state: State, value: Value?, changedPaths: [Int], changedParts: [Int], in tree: inout Tree)
    -> Node?
  {
    guard tree.count < Self.limit else { return nil }
    tree.count += 1
    return Node(state: state, value: value, changedPaths: changedPaths, changedParts: changedParts)
  }

  private func first(equalTo state: State, in nodes: [Node]) -> Node? {
    withUnsafePointer(to: state) { state in
      nodes.first { node in withUnsafePointer(to: node.state) { equal(state, $0) } }
    }
  }
}

/// What the coverage recorders of one run learn of the states its journeys meet, shared by them
/// on every thread: the trees of states met, so that a state one journey met is read, compared
/// and shown once in the run; the screens shown, so that each screen's elements are named once in
/// the run and a recorder tells a screen it recorded by its identity; and the keys of coverage
/// met, each numbered once, so that a recorder notes a key it meets again by its number rather
/// than by its name. A run makes one for its recorders, so that what it keeps comes from the
/// run's own host and journeys, and what recording costs a run does not depend on the runs
/// before it in the process.
public final class CoverageMemory: Sendable {
  /// The trees of states met so far, by the state's type and the host's.
  private let trees = SharedInstances<[ObjectIdentifier]>()
  /// The screens shown so far, each once, by what they show.
  private let screens = Mutex<[ShownScreen.Contents: ShownScreen]>([:])
  /// The keys met so far, numbered in the order first met.
  private let numbering = Mutex(KeyNumbering())

  /// How many screens it keeps at most: those shown first, which the states a run comes back
  /// to soon all show; a screen beyond them is made afresh each time it is shown.
  private static var screenLimit: Int { 4096 }

  public init() {}

  /// The screen named `name` on top, showing `actedOn`, the elements a person acts on: the one
  /// shown before with the same name and elements, when it is kept.
  func shownScreen(name: String, actedOn: [ShownElement]) -> ShownScreen {
    let contents = ShownScreen.Contents(name: name, actedOn: actedOn)
    return screens.withLock { screens in
      if let screen = screens[contents] { return screen }
      let screen = numbering.withLock { ShownScreen(contents, numbering: &$0) }
      if screens.count < Self.screenLimit { screens[contents] = screen }
      return screen
    }
  }

  /// The tree of the states of `State` met by the recorders of hosts of type `host`; `nil` when
  /// its states cannot be compared part by part.
  func statesMet<State>(of _: State.Type, host: ObjectIdentifier) -> StatesMet<State>? {
    trees.instance(for: [ObjectIdentifier(State.self), host]) { StatesMet<State>(parts: StateParts<State>.shared) }
  }

  /// The number of `key`, numbered now when it was not met before.
  func number(of key: Coverage.Key) -> Int {
    numbering.withLock { $0.number(of: key) }
  }

  /// The numbers of the state paths `paths`, each numbered now when it was not met before.
  func numbers(ofStatePaths paths: [String]) -> [Int] {
    numbering.withLock { numbering in paths.map { numbering.number(of: Coverage.Key(.state, $0)) } }
  }

  /// The keys numbered `numbers`, in their order.
  func keys(numbered numbers: [Int]) -> [Coverage.Key] {
    numbering.withLock { numbering in numbers.map { numbering.keys[$0] } }
  }
}

/// The keys of coverage met, numbered from 0 in the order first met.
struct KeyNumbering {
  private(set) var keys: [Coverage.Key] = []
  private var numbers: [Coverage.Key: Int]

  /// How many keys it has room for from the start: about as many as the app's suite reaches and
  /// knows.
  private static var expectedKeys: Int { 1024 }

  init() {
    keys.reserveCapacity(Self.expectedKeys)
    numbers = Dictionary(minimumCapacity: Self.expectedKeys)
  }

  /// The number of `key`, numbered now when it was not met before. One look-up finds the key's
  /// number or gives it the next one, which no key met before has.
  mutating func number(of key: Coverage.Key) -> Int {
    let next = keys.count
    let number = Self.read(&numbers[key, default: next])
    if number == next { keys.append(key) }
    return number
  }

  /// The value `number` holds: a dictionary's entry read through this, rather than by its
  /// subscript's getter, is added with its default when the dictionary has none.
  private static func read(_ number: inout Int) -> Int { number }
}

/// A screen on top as the recorder records it: its name (its sheet's title or its name) and the
/// elements a person acts on that it shows, in the order shown, with the numbers of their keys,
/// made once for each screen a run shows (``CoverageMemory/shownScreen(name:actedOn:)``).
final class ShownScreen: Sendable {
  /// What a screen shows, which tells screens apart.
  struct Contents: Hashable, Sendable {
    let name: String
    let actedOn: [ShownElement]
  }

  let name: String
  let actedOn: [ShownElement]
  /// The number of the screen's key.
  let screenNumber: Int
  /// The numbers of the keys of each of ``actedOn``, seen and used
  /// (``/JourneyCoverage/Coverage/elementName(screen:kind:label:id:)``); `nil` for one without a
  /// label, which is not recorded.
  let elementNumbers: [(seen: Int, used: Int)?]

  fileprivate init(_ contents: Contents, numbering: inout KeyNumbering) {
    name = contents.name
    actedOn = contents.actedOn
    screenNumber = numbering.number(of: Coverage.Key(.screen, contents.name))
    elementNumbers = actedOn.map { element in
      element.label.map { label in
        let name = Coverage.elementName(
          screen: contents.name, kind: element.kind.description, label: label, id: element.id)
        return (
          seen: numbering.number(of: Coverage.Key(.element, name)),
          used: numbering.number(of: Coverage.Key(.interaction, name))
        )
      }
    }
  }
}
