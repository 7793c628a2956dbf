/// Which way a trending item's popularity is moving.
public enum Trend: String, Codable, CaseIterable, Hashable, Sendable {
  /// Rising.
  case up
  /// Falling.
  case down
  /// Holding its place.
  case steady
}
