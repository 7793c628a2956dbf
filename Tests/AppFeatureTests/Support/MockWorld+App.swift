import ActivityClient
import AnalyticsClient
import AppFeature
import AuthClient
import AuthFeature
import Dependencies
import KeychainClient
import MockKit
import NotificationsClient
import ProfileClient
import ProfileFeature
import ReducerTesting
import RemoteConfigClient
import SearchClient
import SharedModels
import StorageClient
import URLOpenerClient
import ValueCoding

extension MockWorld {
  /// A world with every mock the app talks to, at their default behaviours, except that Home's
  /// feeds answer empty at once.
  static func app() throws -> MockWorld {
    let world = MockWorld(
      catalog: MockCatalog([
        ActivityClient.mockDescriptor, AnalyticsClient.mockDescriptor, AuthClient.mockDescriptor,
        KeychainClient.mockDescriptor, NotificationsClient.mockDescriptor,
        ProfileClient.mockDescriptor, RemoteConfigClient.mockDescriptor,
        SearchClient.mockDescriptor, StorageClient.mockDescriptor, URLOpenerClient.mockDescriptor,
      ]))
    try world.configure("activity", "fetchRecentActivity", .answer([]))
    try world.configure("activity", "fetchNotifications", .answer([]))
    return world
  }

  /// Saves a session as a previous launch left it: the tokens in the keychain and, unless
  /// `nil`, the profile in storage.
  func saveSession(profile: UserProfile?, accessToken: String = adaAccessToken) throws {
    try store("keychain").setValue(.string(accessToken), forKey: SessionKeychainKeys.accessToken)
    try store("keychain")
      .setValue(.string("refresh-token"), forKey: SessionKeychainKeys.refreshToken)
    if let profile {
      try store("storage").setValue(
        ValueEncoder().encode(profile), forKey: ProfileFeature.profileStorageKey)
    }
  }

  /// The calls made to the mock `mock`, as the endpoint followed by the text arguments:
  /// `load accessToken`, `save userPreferences`, `fetch`.
  func calls(to mock: String) -> [String] {
    calls.filter { $0.mock == mock }.map { call in
      guard case .object(let arguments) = call.arguments else { return call.endpoint }
      let texts = arguments.values.compactMap { value -> String? in
        if case .string(let text) = value { text } else { nil }
      }
      return ([call.endpoint] + texts).joined(separator: " ")
    }
  }

  /// The events sent to analytics, as `name` or `name key=value ...`.
  var analyticsEvents: [String] {
    calls.filter { $0.mock == "analytics" }.compactMap { call in
      guard let event = try? ValueDecoder().decode(AnalyticsEvent.self, from: call.arguments)
      else { return nil }
      let properties = event.properties.sorted { $0.key < $1.key }.map { "\($0)=\($1)" }
      return ([event.name] + properties).joined(separator: " ")
    }
  }
}

/// A test store of the app whose every client is answered by `world`.
func makeStore(_ state: AppFeature.State = AppFeature.State(), world: MockWorld) -> TestStore<
  AppFeature
> {
  TestStore(initialState: state) {
    AppFeature()
  } withDependencies: {
    $0.activityClient = .mock(world)
    $0.analyticsClient = .mock(world)
    $0.authClient = .mock(world)
    $0.keychainClient = .mock(world)
    $0.notificationsClient = .mock(world)
    $0.profileClient = .mock(world)
    $0.remoteConfigClient = .mock(world)
    $0.searchClient = .mock(world)
    $0.storageClient = .mock(world)
    $0.urlOpenerClient = .mock(world)
  }
}
