import Foundation
import Prelude
import SharedModels

/// The remote config, the feature flags it sets, and the app's own version.
public struct ConfigState: Equatable, Sendable, Codable {
  /// The last config the remote config service sent; empty until one arrives.
  public var remoteConfig: RemoteConfig
  /// The oldest version allowed to run, as last known: the `min_app_version` of the last config
  /// that arrived or, until one arrives in this launch, the minimum an earlier launch stored
  /// because it blocked this version. `nil` when none is known.
  public var minAppVersion: AppVersion?
  /// The flags in force: the defaults, with the values of the last config applied.
  public var featureFlags: FeatureFlags
  /// The version of this app, such as 1.0.0; the config's `min_app_version` is compared with it.
  public var appVersion: AppVersion
  /// The build number of this app, such as "100".
  public var buildNumber: String
  /// When the last config arrived, on the injected date; `nil` until one does.
  public var fetchedAt: Date?
  /// Whether a fetch of the config is under way.
  public var isFetching: Bool

  /// Makes the state; the defaults are the app's flags before any config arrives.
  public init(
    remoteConfig: RemoteConfig = RemoteConfig(),
    minAppVersion: AppVersion? = nil,
    featureFlags: FeatureFlags = FeatureFlags(),
    appVersion: AppVersion,
    buildNumber: String,
    fetchedAt: Date? = nil,
    isFetching: Bool = false
  ) {
    self.remoteConfig = remoteConfig
    self.minAppVersion = minAppVersion
    self.featureFlags = featureFlags
    self.appVersion = appVersion
    self.buildNumber = buildNumber
    self.fetchedAt = fetchedAt
    self.isFetching = isFetching
  }

  /// Whether the last known minimum, ``minAppVersion``, is newer than ``appVersion``.
  public var isUpdateRequired: Bool {
    minAppVersion.map { appVersion < $0 } ?? false
  }

  /// Whether the config should be fetched again at `now`: none has arrived, or the last one
  /// arrived `window` or longer ago. A fetch under way is never stale.
  func isStale(at now: Date, after window: Duration) -> Bool {
    guard !isFetching else { return false }
    guard let fetchedAt else { return true }
    return now.timeIntervalSince(fetchedAt) >= window.inSeconds
  }
}
