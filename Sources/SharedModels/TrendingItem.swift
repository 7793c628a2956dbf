/// One entry of the explore screen's trending list.
public struct TrendingItem: Codable, Hashable, Identifiable, Sendable {
  /// The position in the list, from 1.
  public var rank: Int
  /// What is trending.
  public var title: String
  /// Which way it is moving.
  public var trend: Trend

  /// The rank, which is unique within a list.
  public var id: Int { rank }

  /// Makes an entry.
  public init(rank: Int, title: String, trend: Trend) {
    self.rank = rank
    self.title = title
    self.trend = trend
  }
}
