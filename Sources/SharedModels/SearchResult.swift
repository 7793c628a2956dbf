/// One match of a search on the explore screen.
public struct SearchResult: Codable, Hashable, Identifiable, Sendable {
  /// The server's identifier of the matched item.
  public var id: String
  /// The item's title.
  public var title: String
  /// A short description under the title.
  public var subtitle: String
  /// The topic the item belongs to.
  public var category: ExploreCategory

  /// Makes a result.
  public init(id: String, title: String, subtitle: String, category: ExploreCategory) {
    self.id = id
    self.title = title
    self.subtitle = subtitle
    self.category = category
  }
}
