extension ExploreStrings {
  /// The English texts.
  static let english = ExploreStrings(
    exploreTitle: "Explore",
    searchField: "Search",
    searchPlaceholder: "Search topics",
    clear: "Clear",
    popularSearches: "Popular Searches",
    categories: "Categories",
    trending: "Trending",
    searching: "Searching",
    results: "Results",
    noResults: { "No results for \"\($0)\"" },
    searchFailed: "Search failed. Please try again.",
    noConnection: "No internet connection",
    retry: "Retry",
    development: "Development",
    design: "Design",
    learning: "Learning",
    business: "Business",
    developmentMessage: "Build apps and services.",
    designMessage: "Craft interfaces people love.",
    learningMessage: "Grow your skills every day.",
    businessMessage: "Turn ideas into ventures.",
    topics: "Topics",
    rank: { "Ranked #\($0) in Trending" },
    trendingUp: "Trending up",
    trendingDown: "Trending down",
    holdingSteady: "Holding steady",
    category: "Category"
  )
}
