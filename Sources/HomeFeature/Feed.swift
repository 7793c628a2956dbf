import Foundation
import Prelude

/// A list the home screen loads from the activity client, in the phase it is in.
///
/// Equatable and codable as its items are, rather than requiring them to be: a type whose
/// parameter must conform makes the runtime check each conformance as the type is first made
/// from its name, which the first time for each scans every conformance of the program.
public enum Feed<Item: Sendable>: Sendable {
  /// Not requested yet.
  case idle
  /// A request is under way.
  case loading
  /// The items the last request returned, and when they arrived.
  case loaded([Item], at: Date)
  /// The items of an earlier request stay on screen, with when they arrived, while a newer
  /// request is under way.
  case reloading([Item], at: Date)
  /// The last request failed.
  case failed(FeedFailure)

  /// The loaded items, or `nil` while the feed has none to show.
  public var items: [Item]? {
    switch self {
    case .loaded(let items, _), .reloading(let items, _): items
    case .idle, .loading, .failed: nil
    }
  }

  /// Whether a request for the feed is under way.
  public var isRequesting: Bool {
    switch self {
    case .loading, .reloading: true
    case .idle, .loaded, .failed: false
    }
  }

  /// Whether the feed should be requested again at `now`: it failed, or its items were loaded
  /// `window` or longer ago, even while they reload (a newer request then replaces that one).
  /// A feed never requested, or loading its first items, is not stale.
  public func isStale(at now: Date, after window: Duration) -> Bool {
    switch self {
    case .idle, .loading: false
    case .failed: true
    case .loaded(_, let loadedAt), .reloading(_, let loadedAt):
      now.timeIntervalSince(loadedAt) >= window.inSeconds
    }
  }

  /// The feed as a new request starts: reloading the items on screen, or loading.
  var requested: Feed {
    switch self {
    case .loaded(let items, let loadedAt), .reloading(let items, let loadedAt):
      .reloading(items, at: loadedAt)
    case .idle, .loading, .failed:
      .loading
    }
  }

  /// The feed after its request failed with `failure`: the items on screen stay, loaded as
  /// they were and so still stale; without items, the failure shows.
  func failing(_ failure: FeedFailure) -> Feed {
    switch self {
    case .loaded(let items, let loadedAt), .reloading(let items, let loadedAt):
      .loaded(items, at: loadedAt)
    case .idle, .loading, .failed:
      .failed(failure)
    }
  }

  /// Changes the items on screen in place, keeping when they arrived; does nothing otherwise.
  mutating func updateItems(_ update: (inout [Item]) -> Void) {
    switch self {
    case .loaded(var items, let loadedAt):
      update(&items)
      self = .loaded(items, at: loadedAt)
    case .reloading(var items, let loadedAt):
      update(&items)
      self = .reloading(items, at: loadedAt)
    case .idle, .loading, .failed:
      break
    }
  }
}

extension Feed: Equatable where Item: Equatable {}

extension Feed: Codable where Item: Codable {}
