import MockKit
import SharedModels
import ValueCoding

extension SearchClient {
  /// A client answered by `world`'s `search` mock; every search is logged with its query.
  ///
  /// The mock server searches its answer: it returns the configured results whose title or
  /// subtitle contains the query, ignoring case and surrounding whitespace (all of them for a
  /// blank query), in their configured order.
  public static func mock(_ world: MockWorld) -> SearchClient {
    SearchClient(
      search: { query in
        let index = try await world.respond(
          mockDescriptor.name, "search", arguments: ["query": .string(query)],
          as: [SearchResult].self, errors: SearchError.self)
        return index.filter { $0.matches(query) }
      }
    )
  }

  /// The `search` mock: by default, after 400 ms, the matches among eight items, two in each
  /// category.
  public static let mockDescriptor = MockDescriptor(
    "search",
    summary: "The search API.",
    endpoints: [
      MockEndpointDescriptor(
        "search", arguments: ["query"], output: [SearchResult].self,
        errors: SearchError.allCases.map(\.rawValue),
        default: .answer(index, latency: .milliseconds(400)),
        summary: "Answers the items the server can find; the query keeps those whose title or subtitle contains it.")
    ],
    offlineError: SearchError.noConnection.rawValue
  )

  private static let index: ValueCoding.Value = [
    result("result-1", "SwiftUI Essentials", "Build interfaces declaratively", .development),
    result("result-2", "Swift Concurrency", "Async functions, tasks and actors", .development),
    result("result-3", "Design Systems", "Tokens, components and guidelines", .design),
    result("result-4", "Color for Apps", "Palettes that work in light and dark", .design),
    result("result-5", "Learning How to Learn", "Study habits that stick", .learning),
    result("result-6", "Machine Learning Basics", "Models, data and evaluation", .learning),
    result("result-7", "Startup Finance", "Budgets, runway and fundraising", .business),
    result("result-8", "Product Management", "From idea to launch", .business),
  ]

  private static func result(
    _ id: String, _ title: String, _ subtitle: String, _ category: ExploreCategory
  ) -> ValueCoding.Value {
    ["id": .string(id), "title": .string(title), "subtitle": .string(subtitle), "category": .string(category.rawValue)]
  }
}
