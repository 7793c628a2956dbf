import ExploreFeature
import SharedModels
import Testing
import TextUI

@Suite struct TrendingItemScreenTests {
  private static func screen(
    _ item: TrendingItem, language: Language = .english
  ) -> Screen<ExploreFeature.Action> {
    ExploreFeature.screen(ExploreFeature.State(language: language, destination: .trendingItem(item)))
  }

  @Test func risingEntry() throws {
    let screen = Self.screen(TrendingItem(rank: 1, title: "Swift 6 Concurrency", trend: .up))
    #expect(screen.render() == """
      screen "Trending Item"
        navigation "Swift 6 Concurrency" back "Explore"
        heading "Swift 6 Concurrency"
        text "Ranked #1 in Trending"
        text "▲ Trending up"
      """)
    #expect(try screen.back() == .backButtonTapped)
  }

  @Test func fallingAndSteadyEntries() {
    #expect(Self.screen(TrendingItem(rank: 3, title: "Machine Learning Basics", trend: .down)).visibleTexts == [
      "Machine Learning Basics", "Explore", "Machine Learning Basics", "Ranked #3 in Trending",
      "▼ Trending down",
    ])
    #expect(Self.screen(TrendingItem(rank: 4, title: "Remote Team Leadership", trend: .steady)).visibleTexts.last == "– Holding steady")
  }

  @Test func vietnamese() {
    let item = TrendingItem(rank: 2, title: "Design Tokens", trend: .up)
    #expect(Self.screen(item, language: .vietnamese).render() == """
      screen "Trending Item"
        navigation "Design Tokens" back "Khám phá"
        heading "Design Tokens"
        text "Hạng #2 trong Xu hướng"
        text "▲ Đang tăng"
      """)
    let falling = TrendingItem(rank: 5, title: "Accessibility Audits", trend: .down)
    #expect(Self.screen(falling, language: .vietnamese).visibleTexts.last == "▼ Đang giảm")
    let steady = TrendingItem(rank: 4, title: "Remote Team Leadership", trend: .steady)
    #expect(Self.screen(steady, language: .vietnamese).visibleTexts.last == "– Giữ nguyên")
  }
}
