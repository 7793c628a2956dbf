import Foundation

/// A list the home screen loads from the activity client, in the phase it is in.
public enum Feed<Item: Equatable & Sendable & Codable>: Equatable, Sendable, Codable {
  /// Not requested yet.
  case idle
  /// A request is under way.
  case loading
  /// The items the last request returned, and when they arrived.
  case loaded([Item], at: Date)
  /// The last request failed.
  case failed(FeedFailure)

  /// The loaded items, or `nil` while the feed has none to show.
  public var items: [Item]? {
    if case .loaded(let items, _) = self { items } else { nil }
  }

  /// Whether the feed should be requested again at `now`: it failed, or it was loaded
  /// `window` or longer ago. A feed never requested, or loading, is not stale.
  public func isStale(at now: Date, after window: Duration) -> Bool {
    switch self {
    case .idle, .loading: false
    case .failed: true
    case .loaded(_, let loadedAt): now.timeIntervalSince(loadedAt) >= window.seconds
    }
  }

  /// Changes the loaded items in place, keeping when they arrived; does nothing otherwise.
  mutating func updateItems(_ update: (inout [Item]) -> Void) {
    guard case .loaded(var items, let loadedAt) = self else { return }
    update(&items)
    self = .loaded(items, at: loadedAt)
  }
}

extension Duration {
  /// The duration in seconds, as Foundation counts time.
  fileprivate var seconds: TimeInterval {
    let (seconds, attoseconds) = components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }
}
