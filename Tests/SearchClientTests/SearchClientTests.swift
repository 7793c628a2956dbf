import Clocks
import Dependencies
import MockKit
import SearchClient
import SharedModels
import Testing
import ValueCoding

@Suite struct SearchClientTests {
  let world = MockWorld(catalog: MockCatalog([SearchClient.mockDescriptor]))
  let clock = ImmediateClock()

  var elapsed: Duration {
    ImmediateClock<Duration>.Instant().duration(to: clock.now)
  }

  func search(_ query: String) async throws -> [SearchResult] {
    let client = SearchClient.mock(world)
    return try await withDependencies {
      $0.continuousClock = clock
    } operation: {
      try await client.search(query: query)
    }
  }

  @Test func findsTheDefaultItemsWhoseTitleOrSubtitleContainTheQuery() async throws {
    #expect(try await search("swift").map(\.title) == ["SwiftUI Essentials", "Swift Concurrency"])
    #expect(try await search("  LEARN ").map(\.id) == ["result-5", "result-6"])
    #expect(try await search("dark").map(\.title) == ["Color for Apps"])
    #expect(elapsed == .milliseconds(1200))
    #expect(world.calls.map(\.arguments) == [["query": "swift"], ["query": "  LEARN "], ["query": "dark"]])
  }

  @Test func aQueryMatchingNothingFindsNothing() async throws {
    #expect(try await search("quantum").isEmpty)
  }

  @Test func aBlankQueryFindsEverything() async throws {
    let results = try await search(" ")
    #expect(results.count == 8)
    #expect(Set(results.map(\.category)) == Set(ExploreCategory.allCases))
  }

  @Test func searchesAConfiguredIndex() async throws {
    try world.configure(
      "search", "search",
      .answer([
        ["id": "x", "title": "Typography", "subtitle": "Type scales", "category": "design"],
        ["id": "y", "title": "Pricing", "subtitle": "Value-based pricing", "category": "business"],
      ]))
    #expect(
      try await search("pric") == [SearchResult(id: "y", title: "Pricing", subtitle: "Value-based pricing", category: .business)])
  }

  @Test(arguments: SearchError.allCases)
  func everyErrorCanBeNamed(_ error: SearchError) async throws {
    try world.configure("search", "search", .failure(error.rawValue))
    await #expect(throws: error) { try await search("swift") }
  }

  @Test func theDescriptorRejectsAnUnknownCategory() {
    let error = #expect(throws: MockError.self) {
      try world.configure(
        "search", "search", .answer([["id": "x", "title": "t", "subtitle": "s", "category": "desing"]]))
    }
    #expect(
      error?.description == "invalid answer for search.search: unknown value 'desing' at answer[0].category; did you mean 'design'?")
  }

  @Test func theTestValueFailsLoudly() async throws {
    try await withKnownIssue {
      _ = try await SearchClient.testValue.search(query: "swift")
    } matching: { issue in
      // The endpoint reports that it is unimplemented, then throws.
      issue.comments.map(\.rawValue) == ["Unimplemented: 'SearchClient.search'"]
        || issue.error.map { "\($0)" } == #"Unimplemented(endpoint: "search")"#
    }
  }
}
