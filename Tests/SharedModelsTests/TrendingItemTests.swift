import SharedModels
import Testing
import ValueCoding

@Suite struct TrendingItemTests {
  @Test func isIdentifiedByItsRankAndCodedWithItsTrend() throws {
    let item = TrendingItem(rank: 2, title: "Swift 6", trend: .up)
    #expect(item.id == 2)
    #expect(try ValueEncoder().encode(item) == ["rank": 2, "title": "Swift 6", "trend": "up"])
    #expect(try ValueDecoder().decode(TrendingItem.self, from: ["rank": 2, "title": "Swift 6", "trend": "up"]) == item)
  }
}
