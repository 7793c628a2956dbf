import SharedModels

/// The counts under the profile header, in the phase of their loading.
public enum StatsPhase: Equatable, Sendable, Codable {
  /// Not requested yet.
  case idle
  /// A request is under way.
  case loading
  /// The counts the last request returned.
  case loaded(ProfileStats)
  /// The last request failed.
  case failed(ProfileFailure)
}
