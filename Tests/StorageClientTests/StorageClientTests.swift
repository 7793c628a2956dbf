import Clocks
import Dependencies
import MockKit
import StorageClient
import Testing
import ValueCoding

@Suite struct StorageClientTests {
  struct Settings: Codable, Equatable {
    var theme: String
    var volume: Int
  }

  let world = MockWorld(catalog: MockCatalog([StorageClient.mockDescriptor]))

  func withMock<T>(_ operation: (StorageClient) async throws -> T) async throws -> T {
    let client = StorageClient.mock(world)
    return try await withDependencies {
      $0.continuousClock = ImmediateClock()
    } operation: {
      try await operation(client)
    }
  }

  @Test func codableValuesRoundTripThroughTheWorldsStore() async throws {
    let settings = Settings(theme: "dark", volume: 7)
    let loaded = try await withMock { storage in
      try await storage.save(settings, forKey: "settings")
      return try await storage.load("settings", as: Settings.self)
    }
    #expect(loaded == settings)
    #expect(try world.store("storage")["settings"] == ["theme": "dark", "volume": 7])
    #expect(
      world.calls == [
        MockCall(
          mock: "storage", endpoint: "save",
          arguments: ["key": "settings", "value": ["theme": "dark", "volume": 7]]),
        MockCall(mock: "storage", endpoint: "load", arguments: ["key": "settings"]),
      ])
  }

  @Test func aJourneyCanFillTheStoreBeforeTheAppReadsIt() async throws {
    try world.store("storage").setValue(true, forKey: "onboardingCompleted")
    let completed = try await withMock { try await $0.load("onboardingCompleted", as: Bool.self) }
    #expect(completed == true)
  }

  @Test func missingAndRemovedKeysLoadNothing() async throws {
    let (missing, removed) = try await withMock { storage in
      let missing = try await storage.load("settings", as: Settings.self)
      try await storage.save(key: "settings", value: ["theme": "light", "volume": 1])
      try await storage.remove(key: "settings")
      return (missing, try await storage.load(key: "settings"))
    }
    #expect(missing == nil)
    #expect(removed == nil)
    #expect(try world.store("storage").contents.isEmpty)
  }

  @Test func aStoredValueOfAnotherShapeFailsToLoadWithItsPath() async throws {
    try world.store("storage").setValue(["theme": "dark", "volume": "loud"], forKey: "settings")
    let error = await #expect(throws: ValueDecodingError.self) {
      try await withMock { try await $0.load("settings", as: Settings.self) }
    }
    #expect(error?.description == "expected an integer at volume, found a string")
  }

  @Test func endpointsAnswerNothingThemselves() throws {
    #expect(StorageClient.mockDescriptor.endpoints.map(\.name) == ["load", "save", "remove"])
    for endpoint in StorageClient.mockDescriptor.endpoints {
      try world.catalog.validate(endpoint.defaultBehavior, for: "storage", endpoint.name)
    }
  }

  @Test(arguments: StorageError.allCases)
  func everyEndpointFailsByNameAndLeavesTheStoreAsItWas(_ error: StorageError) async throws {
    try world.store("storage").setValue("kept", forKey: "note")
    for endpoint in ["load", "save", "remove"] {
      try world.configure("storage", endpoint, .failure(error.rawValue))
    }
    await #expect(throws: error) { try await withMock { try await $0.load(key: "note") } }
    await #expect(throws: error) {
      try await withMock { try await $0.save(key: "note", value: "changed") }
    }
    await #expect(throws: error) { try await withMock { try await $0.remove(key: "note") } }
    #expect(try world.store("storage")["note"] == "kept")
  }

  @Test func aMisspelledErrorNameSuggestsTheKnownOnes() {
    let misspelled = #expect(throws: MockError.self) {
      try world.configure("storage", "save", .failure("ful"))
    }
    #expect(
      misspelled?.description
        == "unknown error 'ful' for storage.save at error; did you mean 'full'? Errors: unavailable, full")
  }

  @Test func theTestValueFailsLoudly() async throws {
    try await withKnownIssue {
      try await StorageClient.testValue.remove(key: "settings")
    } matching: { issue in
      // The endpoint reports that it is unimplemented, then throws.
      issue.comments.map(\.rawValue) == ["Unimplemented: 'StorageClient.remove'"]
        || issue.error.map { "\($0)" } == #"Unimplemented(endpoint: "remove")"#
    }
  }
}
