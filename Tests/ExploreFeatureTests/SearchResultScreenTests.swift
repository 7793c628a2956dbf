import ExploreFeature
import SharedModels
import Testing
import TextUI

@Suite struct SearchResultScreenTests {
  @Test func english() throws {
    let screen = ExploreFeature.screen(
      ExploreFeature.State(
        query: "swift", search: .results([.swiftUI]), destination: .searchResult(.swiftUI)))
    #expect(screen.render() == """
      screen "Search Result"
        navigation "SwiftUI Essentials" back "Explore"
        heading "SwiftUI Essentials"
        text "Build interfaces declaratively"
        row "Category" detail "Development"
      """)
    #expect(try screen.back() == .backButtonTapped)
  }

  @Test func vietnamese() {
    let screen = ExploreFeature.screen(
      ExploreFeature.State(language: .vietnamese, destination: .searchResult(.designSystems)))
    #expect(screen.render() == """
      screen "Search Result"
        navigation "Design Systems" back "Khám phá"
        heading "Design Systems"
        text "Tokens, components and guidelines"
        row "Danh mục" detail "Thiết kế"
      """)
  }
}
