import SharedModels

/// What the browse view offers: the popular searches, the topics of each category and the
/// trending list. These are the catalogue's content, shown as they are in every language.
public enum ExploreCatalog {
  /// The popular search tags, in order; tapping one searches for it.
  public static let popularSearches = ["SwiftUI", "Async/Await", "Figma", "Productivity"]

  /// The trending list, by rank.
  public static let trending = [
    TrendingItem(rank: 1, title: "Swift 6 Concurrency", trend: .up),
    TrendingItem(rank: 2, title: "Design Tokens", trend: .up),
    TrendingItem(rank: 3, title: "Machine Learning Basics", trend: .down),
    TrendingItem(rank: 4, title: "Remote Team Leadership", trend: .steady),
    TrendingItem(rank: 5, title: "Accessibility Audits", trend: .down),
  ]

  /// The topics a category screen lists; tapping one searches for it.
  public static func topics(of category: ExploreCategory) -> [String] {
    switch category {
    case .development: ["Swift", "Concurrency", "Testing"]
    case .design: ["Typography", "Color Theory", "Prototyping"]
    case .learning: ["Online Courses", "Study Techniques", "Certifications"]
    case .business: ["Startups", "Marketing", "Leadership"]
    }
  }
}
