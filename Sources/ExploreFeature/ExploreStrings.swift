import SharedModels

/// The texts of the explore screens in one language.
struct ExploreStrings: Sendable {
  let exploreTitle: String
  let searchField: String
  let searchPlaceholder: String
  let clear: String
  let popularSearches: String
  let categories: String
  let trending: String
  let searching: String
  let results: String
  let noResults: @Sendable (String) -> String
  let searchFailed: String
  let noConnection: String
  let retry: String
  let development: String
  let design: String
  let learning: String
  let business: String
  let developmentMessage: String
  let designMessage: String
  let learningMessage: String
  let businessMessage: String
  let topics: String
  let rank: @Sendable (Int) -> String
  let trendingUp: String
  let trendingDown: String
  let holdingSteady: String
  let category: String
}

extension ExploreStrings {
  /// The table of `language`.
  init(_ language: Language) {
    switch language {
    case .english: self = .english
    case .vietnamese: self = .vietnamese
    }
  }

  /// What the screen says when a search failed.
  func message(for failure: SearchFailure) -> String {
    failure == .noConnection ? noConnection : searchFailed
  }

  /// The name of a category.
  func name(of category: ExploreCategory) -> String {
    switch category {
    case .development: development
    case .design: design
    case .learning: learning
    case .business: business
    }
  }

  /// The line under a category's name on its screen.
  func message(of category: ExploreCategory) -> String {
    switch category {
    case .development: developmentMessage
    case .design: designMessage
    case .learning: learningMessage
    case .business: businessMessage
    }
  }

  /// Which way a trending entry is moving, in words.
  func description(of trend: Trend) -> String {
    switch trend {
    case .up: trendingUp
    case .down: trendingDown
    case .steady: holdingSteady
    }
  }
}
