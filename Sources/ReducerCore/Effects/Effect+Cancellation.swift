import ConcurrencyExtras

extension Effect {
  /// Marks this effect as cancellable by `id`.
  ///
  /// - Parameters:
  ///   - id: The identifier that ``cancel(id:)`` names. Any hashable, sendable value; a
  ///     feature's own `enum CancelID { case search }` reads best.
  ///   - cancelInFlight: Whether starting this effect first cancels any running effect marked
  ///     with the same identifier. With a sleep on the clock before its work, this is a debounce.
  @inlinable
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    if case .none = operation { return .none }
    return Self(
      operation: .cancellable(id: AnyHashableSendable(id), cancelInFlight: cancelInFlight, self)
    )
  }

  /// An effect that cancels every running effect marked with `id`.
  ///
  /// A cancelled effect sends nothing more; its sleeps on the clock end with `CancellationError`.
  @inlinable
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(operation: .cancel(id: AnyHashableSendable(id)))
  }
}
