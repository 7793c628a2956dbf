import SharedModels

extension SearchResult {
  static let swiftUI = SearchResult(
    id: "result-1", title: "SwiftUI Essentials", subtitle: "Build interfaces declaratively",
    category: .development)
  static let concurrency = SearchResult(
    id: "result-2", title: "Swift Concurrency", subtitle: "Async functions, tasks and actors",
    category: .development)
  static let designSystems = SearchResult(
    id: "result-3", title: "Design Systems", subtitle: "Tokens, components and guidelines",
    category: .design)
}
