import Clocks
import Dependencies
import Foundation
import MockKit
import Testing
import URLOpenerClient
import ValueCoding

@Suite struct URLOpenerClientTests {
  let world = MockWorld(catalog: MockCatalog([URLOpenerClient.mockDescriptor]))
  let support = URL(string: "https://example.com/support?topic=login")!

  func open(_ url: URL) async throws -> Bool {
    let client = URLOpenerClient.mock(world)
    return try await withDependencies {
      $0.continuousClock = ImmediateClock()
    } operation: {
      try await client.open(url: url)
    }
  }

  @Test func opensEveryLinkByDefaultAndLogsIt() async throws {
    #expect(try await open(support) == true)
    #expect(
      world.calls == [
        MockCall(mock: "urlOpener", endpoint: "open", arguments: ["url": "https://example.com/support?topic=login"])
      ])
  }

  @Test func aJourneyCanMakeALinkFailToOpen() async throws {
    try world.configure("urlOpener", "open", .answer(false))
    #expect(try await open(support) == false)
  }

  @Test func aJourneyCanMakeTheSystemFailToOpenALink() async throws {
    try world.configure("urlOpener", "open", .failure("unavailable"))
    await #expect(throws: URLOpenerError.unavailable) { try await open(support) }
    #expect(try world.catalog.endpoint("urlOpener", "open").errorNames == ["unavailable"])
  }

  @Test func theDescriptorNamesTheURLArgument() throws {
    let endpoint = try world.catalog.endpoint("urlOpener", "open")
    #expect(endpoint.argumentNames == ["url"])
    #expect(endpoint.defaultBehavior == .answer(true))
  }

  @Test func theTestValueFailsLoudly() async throws {
    try await withKnownIssue {
      _ = try await URLOpenerClient.testValue.open(url: support)
    } matching: { issue in
      // The endpoint reports that it is unimplemented, then throws.
      issue.comments.map(\.rawValue) == ["Unimplemented: 'URLOpenerClient.open'"]
        || issue.error.map { "\($0)" } == #"Unimplemented(endpoint: "open")"#
    }
  }
}
