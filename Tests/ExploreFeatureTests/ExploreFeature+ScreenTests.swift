import ExploreFeature
import SharedModels
import Testing
import TextUI

@Suite struct ExploreScreenTests {
  private static let browseEnglish = """
    screen Explore
      navigation "Explore"
      text field "Search" = "" placeholder "Search topics"
      section "Popular Searches"
        button "SwiftUI"
        button "Async/Await"
        button "Figma"
        button "Productivity"
      section "Categories"
        row "Development" image chevron.left.forwardslash.chevron.right >
        row "Design" image paintbrush >
        row "Learning" image book >
        row "Business" image briefcase >
      section "Trending"
        row "Swift 6 Concurrency" detail "#1 ▲" >
        row "Design Tokens" detail "#2 ▲" >
        row "Machine Learning Basics" detail "#3 ▼" >
        row "Remote Team Leadership" detail "#4 –" >
        row "Accessibility Audits" detail "#5 ▼" >
    """

  @Test func browsing() {
    #expect(ExploreFeature.screen(ExploreFeature.State()).render() == Self.browseEnglish)
  }

  @Test func aBlankQueryKeepsTheBrowseViewWithClear() {
    let screen = ExploreFeature.screen(ExploreFeature.State(query: "  "))
    #expect(screen.render().hasPrefix("""
      screen Explore
        navigation "Explore"
        text field "Search" = "  "
        button "Clear"
        section "Popular Searches"
      """))
  }

  @Test func searching() {
    let state = ExploreFeature.State(query: "swift", search: .searching)
    #expect(ExploreFeature.screen(state).render() == """
      screen Explore
        navigation "Explore"
        text field "Search" = "swift"
        button "Clear"
        progress "Searching"
      """)
  }

  @Test func results() {
    let state = ExploreFeature.State(query: "swift", search: .results([.swiftUI, .concurrency]))
    #expect(ExploreFeature.screen(state).render() == """
      screen Explore
        navigation "Explore"
        text field "Search" = "swift"
        button "Clear"
        section "Results"
          row "SwiftUI Essentials" #result-1 subtitle "Build interfaces declaratively" detail "Development" >
          row "Swift Concurrency" #result-2 subtitle "Async functions, tasks and actors" detail "Development" >
      """)
  }

  @Test func noResults() {
    let state = ExploreFeature.State(query: " zzz ", search: .results([]))
    #expect(ExploreFeature.screen(state).render() == """
      screen Explore
        navigation "Explore"
        text field "Search" = " zzz "
        button "Clear"
        text "No results for \\"zzz\\""
      """)
    #expect(ExploreFeature.screen(state).visibleTexts.last == #"No results for "zzz""#)
  }

  @Test func failed() {
    let state = ExploreFeature.State(query: "swift", search: .failed(.unavailable))
    #expect(ExploreFeature.screen(state).render() == """
      screen Explore
        navigation "Explore"
        text field "Search" = "swift"
        button "Clear"
        error "Search failed. Please try again."
        button "Retry"
      """)
  }

  @Test func offline() {
    let state = ExploreFeature.State(query: "swift", search: .failed(.noConnection))
    #expect(ExploreFeature.screen(state).render() == """
      screen Explore
        navigation "Explore"
        text field "Search" = "swift"
        button "Clear"
        error "No internet connection"
        button "Retry"
      """)
  }

  @Test func vietnameseBrowsing() {
    #expect(ExploreFeature.screen(ExploreFeature.State(language: .vietnamese)).render() == """
      screen Explore
        navigation "Khám phá"
        text field "Tìm kiếm" = "" placeholder "Tìm kiếm chủ đề"
        section "Tìm kiếm phổ biến"
          button "SwiftUI"
          button "Async/Await"
          button "Figma"
          button "Productivity"
        section "Danh mục"
          row "Lập trình" image chevron.left.forwardslash.chevron.right >
          row "Thiết kế" image paintbrush >
          row "Học tập" image book >
          row "Kinh doanh" image briefcase >
        section "Xu hướng"
          row "Swift 6 Concurrency" detail "#1 ▲" >
          row "Design Tokens" detail "#2 ▲" >
          row "Machine Learning Basics" detail "#3 ▼" >
          row "Remote Team Leadership" detail "#4 –" >
          row "Accessibility Audits" detail "#5 ▼" >
      """)
  }

  @Test func vietnameseSearch() {
    var state = ExploreFeature.State(language: .vietnamese, query: "swift", search: .searching)
    #expect(ExploreFeature.screen(state).render() == """
      screen Explore
        navigation "Khám phá"
        text field "Tìm kiếm" = "swift"
        button "Xóa"
        progress "Đang tìm kiếm"
      """)
    state.search = .results([.designSystems])
    #expect(ExploreFeature.screen(state).render() == """
      screen Explore
        navigation "Khám phá"
        text field "Tìm kiếm" = "swift"
        button "Xóa"
        section "Kết quả"
          row "Design Systems" #result-3 subtitle "Tokens, components and guidelines" detail "Thiết kế" >
      """)
    state.search = .results([])
    #expect(ExploreFeature.screen(state).visibleTexts.last == #"Không có kết quả cho "swift""#)
    state.search = .failed(.unavailable)
    #expect(ExploreFeature.screen(state).render() == """
      screen Explore
        navigation "Khám phá"
        text field "Tìm kiếm" = "swift"
        button "Xóa"
        error "Tìm kiếm thất bại. Vui lòng thử lại."
        button "Thử lại"
      """)
    state.search = .failed(.noConnection)
    #expect(ExploreFeature.screen(state).visibleTexts.suffix(2) == ["Không có kết nối internet", "Thử lại"])
  }

  @Test func everyBrowseControlSendsItsAction() throws {
    let screen = ExploreFeature.screen(ExploreFeature.State())
    #expect(try screen.type("sw", into: "Search") == .searchQueryChanged("sw"))
    #expect(try screen.tap("Figma") == .popularSearchTapped("Figma"))
    #expect(try screen.tap("Learning") == .categoryTapped(.learning))
    #expect(try screen.tap("Remote Team Leadership") == .trendingItemTapped(rank: 4))
  }

  @Test func everySearchControlSendsItsAction() throws {
    let results = ExploreFeature.screen(
      ExploreFeature.State(query: "swift", search: .results([.swiftUI, .concurrency])))
    #expect(try results.type("ui", into: "Search") == .searchQueryChanged("swiftui"))
    #expect(try results.clear("Search") == .searchQueryChanged(""))
    #expect(try results.tap("Clear") == .clearButtonTapped)
    #expect(try results.tap("Swift Concurrency") == .searchResultTapped(id: "result-2"))
    let failed = ExploreFeature.screen(
      ExploreFeature.State(query: "swift", search: .failed(.unavailable)))
    #expect(try failed.tap("Retry") == .retryButtonTapped)
  }
}
