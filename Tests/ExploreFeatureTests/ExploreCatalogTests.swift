import ExploreFeature
import SharedModels
import Testing

@Suite struct ExploreCatalogTests {
  @Test func trendingRanksRunFromOneWithoutGaps() {
    #expect(ExploreCatalog.trending.map(\.rank) == Array(1...ExploreCatalog.trending.count))
  }

  @Test func everyCategoryHasTopicsAndEveryLabelOnTheBrowseViewIsUnique() {
    for category in ExploreCategory.allCases {
      #expect(!ExploreCatalog.topics(of: category).isEmpty)
    }
    let labels = ExploreFeature.screen(ExploreFeature.State()).labels
    #expect(Set(labels).count == labels.count)
  }
}
