import TextUI
import ValueCoding

/// The states of type `State` that the journeys a recorder recorded were in after their launches
/// and steps, as a tree: each launch's state is a root, and each state leads to those a step
/// went on to from it. The journeys of a suite, and the seeds of an exploration, share their
/// first steps and come back to the same states, which a recorder then finds here, recorded,
/// instead of reading and comparing them again.
///
/// A state is found only where it was met: among the roots for a launch, and for a step, as the
/// state before it or one a step went on to from that one. What was recorded on the way there is
/// then recorded already, for it was recorded on that same way.
final class StatesMet<State> {
  /// A state met, and what was recorded of it.
  final class Node {
    let state: State
    /// The state as the host reads it, as a value; `nil` when it cannot be read.
    let value: Value?
    /// The screen on top in the state; `nil` until it is looked at.
    var screen: ScreenOnTop?
    /// The states steps went on to from this one, in the order met.
    fileprivate(set) var next: [Node] = []

    fileprivate init(state: State, value: Value?) {
      self.state = state
      self.value = value
    }
  }

  /// The screen on top in a state: the state shows one, or none.
  enum ScreenOnTop {
    case none
    case shown(ShownScreen)
  }

  /// How many states it keeps at most: a long exploration meets more states than it is worth
  /// keeping, and beyond them its states are recorded as they come.
  private static var limit: Int { 16_384 }
  /// Whether the states stored at the two addresses are equal.
  private let equal: (UnsafeRawPointer, UnsafeRawPointer) -> Bool
  private var roots: [Node] = []
  private var count = 0

  /// The tree of the states of `State`, which `parts` tell equal.
  init?(parts: StateParts<State>) {
    guard let equal = parts.equal else { return nil }
    self.equal = equal
  }

  /// The state met at a launch that is equal to `state`; `nil` when none is.
  func launched(in state: State) -> Node? {
    first(equalTo: state, in: roots)
  }

  /// The state equal to `state` among `node` and the states a step went on to from it; `nil` when
  /// none is.
  func reached(_ state: State, after node: Node) -> Node? {
    if withUnsafePointer(to: state, { new in withUnsafePointer(to: node.state) { equal(new, $0) } }) { return node }
    return first(equalTo: state, in: node.next)
  }

  /// Keeps `state`, met at a launch, with `value`, what was recorded of it; `nil` when it keeps
  /// as many states as it may.
  func keepLaunched(_ state: State, value: Value?) -> Node? {
    guard let node = made(state, value: value) else { return nil }
    roots.append(node)
    return node
  }

  /// Keeps `state`, which a step went on to from `node`, with `value`, what was recorded of it;
  /// `nil` when it keeps as many states as it may.
  func keep(_ state: State, value: Value?, after node: Node) -> Node? {
    guard let next = made(state, value: value) else { return nil }
    node.next.append(next)
    return next
  }

  private func made(_ state: State, value: Value?) -> Node? {
    guard count < Self.limit else { return nil }
    count += 1
    return Node(state: state, value: value)
  }

  private func first(equalTo state: State, in nodes: [Node]) -> Node? {
    withUnsafePointer(to: state) { state in
      nodes.first { node in withUnsafePointer(to: node.state) { equal(state, $0) } }
    }
  }
}

/// A screen on top as the recorder records it: its name (its sheet's title or its name) and the
/// elements a person acts on that it shows, in the order shown.
struct ShownScreen: Sendable {
  let name: String
  let actedOn: [ShownElement]
}
