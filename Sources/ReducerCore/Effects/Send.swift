/// Delivers actions from a running effect back into its store.
///
/// A cancelled effect's `send` delivers nothing: once an effect is cancelled, no action of it
/// reaches the reducer.
public struct Send<Action>: Sendable {
  @usableFromInline
  let deliver: @Sendable (Action) -> Void

  /// Makes a `Send` that hands each action to `deliver`.
  public init(_ deliver: @escaping @Sendable (Action) -> Void) {
    self.deliver = deliver
  }

  /// Sends an action back into the store, unless the current task is cancelled.
  public func callAsFunction(_ action: Action) async {
    guard !Task.isCancelled else { return }
    deliver(action)
  }
}
