import Clocks
import Dependencies
import KeychainClient
import MockKit
import Testing
import ValueCoding

@Suite struct KeychainClientTests {
  let world = MockWorld(catalog: MockCatalog([KeychainClient.mockDescriptor]))

  func withMock<T>(_ operation: (KeychainClient) async throws -> T) async throws -> T {
    let client = KeychainClient.mock(world)
    return try await withDependencies {
      $0.continuousClock = ImmediateClock()
    } operation: {
      try await operation(client)
    }
  }

  @Test func savedTextLoadsBackAndIsKeptInTheWorldsStore() async throws {
    let loaded = try await withMock { keychain in
      try await keychain.save(key: "accessToken", value: "access-token-ada")
      return try await keychain.load(key: "accessToken")
    }
    #expect(loaded == "access-token-ada")
    #expect(try world.store("keychain").contents == ["accessToken": "access-token-ada"])
    #expect(
      world.calls == [
        MockCall(mock: "keychain", endpoint: "save", arguments: ["key": "accessToken", "value": "access-token-ada"]),
        MockCall(mock: "keychain", endpoint: "load", arguments: ["key": "accessToken"]),
      ])
  }

  @Test func aMissingKeyLoadsNothingAndDeletedKeysAreGone() async throws {
    try world.store("keychain").setValue("refresh-token-ada", forKey: "refreshToken")
    let (missing, beforeDelete, afterDelete) = try await withMock { keychain in
      let missing = try await keychain.load(key: "accessToken")
      let beforeDelete = try await keychain.load(key: "refreshToken")
      try await keychain.delete(key: "refreshToken")
      return (missing, beforeDelete, try await keychain.load(key: "refreshToken"))
    }
    #expect(missing == nil)
    #expect(beforeDelete == "refresh-token-ada")
    #expect(afterDelete == nil)
    #expect(world.calls.map(\.endpoint) == ["load", "load", "delete", "load"])
  }

  @Test func whatOneClientSavedAnotherOfTheSameWorldLoads() async throws {
    _ = try await withMock { try await $0.save(key: "accessToken", value: "kept") }
    let relaunched = try await withMock { try await $0.load(key: "accessToken") }
    #expect(relaunched == "kept")
  }

  @Test func theStoreHoldsOnlyText() throws {
    let error = #expect(throws: MockError.self) {
      try world.store("keychain").setValue(42, forKey: "accessToken")
    }
    #expect(error?.description == "invalid value in store 'keychain': expected a string at accessToken, found a number")
  }

  @Test func endpointsAnswerNothingThemselves() throws {
    #expect(KeychainClient.mockDescriptor.endpoints.map(\.name) == ["load", "save", "delete"])
    for endpoint in KeychainClient.mockDescriptor.endpoints {
      try world.catalog.validate(endpoint.defaultBehavior, for: "keychain", endpoint.name)
      #expect(endpoint.errorNames.isEmpty)
    }
    let error = #expect(throws: MockError.self) { try world.configure("keychain", "load", .answer("token")) }
    #expect(
      error?.description
        == "invalid answer for keychain.load: expected null (this endpoint answers nothing) at answer, found a string")
  }

  @Test func theTestValueFailsLoudly() async throws {
    try await withKnownIssue {
      _ = try await KeychainClient.testValue.load(key: "accessToken")
    } matching: { issue in
      // The endpoint reports that it is unimplemented, then throws.
      issue.comments.map(\.rawValue) == ["Unimplemented: 'KeychainClient.load'"]
        || issue.error.map { "\($0)" } == #"Unimplemented(endpoint: "load")"#
    }
  }
}
