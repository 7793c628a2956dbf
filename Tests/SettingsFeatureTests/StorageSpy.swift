import ConcurrencyExtras
import Dependencies
import SettingsFeature
import SharedModels
import StorageClient
import ValueCoding

/// A storage holding the preferences under ``SettingsFeature/preferencesStorageKey`` that
/// records every value saved, optionally taking `latency` on the injected clock per call.
struct StorageSpy: Sendable {
  private let stored: LockIsolated<Value?>
  private let savedValues = LockIsolated<[Value]>([])
  private let latency: Duration

  /// A storage holding `stored` preferences (nothing when `nil`).
  init(stored: UserPreferences?, latency: Duration = .zero) {
    self.stored = LockIsolated(try? stored.map { try ValueEncoder().encode($0) })
    self.latency = latency
  }

  /// Installs the storage as the `storageClient` of `dependencies`; a key other than the
  /// preferences' is an error.
  func install(into dependencies: inout DependencyValues) {
    let stored = self.stored
    let savedValues = self.savedValues
    let latency = self.latency
    dependencies.storageClient.load = { key in
      try await Self.wait(latency)
      guard key == SettingsFeature.preferencesStorageKey else { throw UnknownKey(key: key) }
      return stored.value
    }
    dependencies.storageClient.save = { key, value in
      try await Self.wait(latency)
      guard key == SettingsFeature.preferencesStorageKey else { throw UnknownKey(key: key) }
      stored.setValue(value)
      savedValues.withValue { $0.append(value) }
    }
  }

  /// The preferences saved so far, in order.
  func saved() throws -> [UserPreferences] {
    try savedValues.value.map { try ValueDecoder().decode(UserPreferences.self, from: $0) }
  }

  private static func wait(_ latency: Duration) async throws {
    guard latency > .zero else { return }
    @Dependency(\.continuousClock) var clock
    try await clock.sleep(for: latency)
  }

  /// A key the spy does not hold.
  struct UnknownKey: Error {
    let key: String
  }
}
