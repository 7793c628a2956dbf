/// How an action sent by a control inside lifted nodes (``Node/lifted(_:transform:)``) becomes an
/// action of the screen: the transforms of the lifted nodes around the control, innermost first.
final class Lift: Sendable {
  private let transform: @Sendable (Any) -> Any
  private let outer: Lift?

  /// `transform`, then `outer` when the nodes it lifts are inside further lifted nodes.
  init(_ transform: @escaping @Sendable (Any) -> Any, outer: Lift?) {
    self.transform = transform
    self.outer = outer
  }

  /// `action` lifted by every transform, innermost first.
  func callAsFunction(_ action: Any) -> Any {
    let lifted = transform(action)
    return outer.map { $0(lifted) } ?? lifted
  }
}
