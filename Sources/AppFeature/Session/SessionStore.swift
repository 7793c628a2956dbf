import AuthClient
import AuthFeature
import Dependencies
import KeychainClient
import OnboardingFeature
import ProfileFeature
import SettingsFeature
import SharedModels
import StorageClient

/// Reads and writes what the app keeps of a session across launches: the tokens in the
/// keychain (under ``SessionKeychainKeys``), the profile and the preferences in storage (under
/// the keys of the Profile and Settings features), the onboarding flag, and the minimum version
/// that blocks the app (under ``AppFeature/minAppVersionStorageKey``).
struct SessionStore: Sendable {
  let authClient: AuthClient
  let keychainClient: KeychainClient
  let storageClient: StorageClient

  /// The store of the clients `dependencies` hold.
  init(_ dependencies: DependencyValues) {
    authClient = dependencies.authClient
    keychainClient = dependencies.keychainClient
    storageClient = dependencies.storageClient
  }

  /// What the device holds at launch.
  ///
  /// A user is signed in when the keychain holds an access token and their profile is known:
  /// the stored one, or else the one the server answers for the token, which is then stored. A
  /// token the server rejects is deleted. Anything that cannot be read counts as absent: the
  /// defaults, or signed out.
  ///
  /// - Parameter requestingProfile: Called just before the profile is asked of the server, the
  ///   only request a restore makes.
  /// - Throws: `CancellationError` only.
  func restore(
    requestingProfile: @Sendable () async -> Void
  ) async throws -> RestoredSession {
    let preferences =
      try await load(SettingsFeature.preferencesStorageKey, as: UserPreferences.self)
      ?? UserPreferences()
    let hasCompletedOnboarding =
      try await load(OnboardingFeature.completedStorageKey, as: Bool.self) ?? false
    let session = try await restoreSession(requestingProfile: requestingProfile)
    return RestoredSession(
      preferences: preferences,
      hasCompletedOnboarding: hasCompletedOnboarding,
      session: session.restored,
      minAppVersion: try await load(AppFeature.minAppVersionStorageKey, as: AppVersion.self),
      isProfileUnreachable: session == .profileUnreachable
    )
  }

  /// Stores `minimum`, which blocks the app, so that the next launch is blocked from its first
  /// screen; with `nil`, removes the stored one. A failure leaves the stored value as it was,
  /// and the next config that arrives decides again.
  func saveMinAppVersion(_ minimum: AppVersion?) async {
    if let minimum {
      try? await storageClient.save(minimum, forKey: AppFeature.minAppVersionStorageKey)
    } else {
      try? await storageClient.remove(key: AppFeature.minAppVersionStorageKey)
    }
  }

  /// The access token in the keychain, or `nil` when there is none or it cannot be read.
  ///
  /// - Throws: `CancellationError` only.
  func accessToken() async throws -> String? {
    do {
      return try await keychainClient.load(key: SessionKeychainKeys.accessToken)
    } catch is CancellationError {
      throw CancellationError()
    } catch {
      return nil
    }
  }

  /// Stores the signed-in user's profile, so that the next launch restores it without asking the
  /// server. A profile that cannot be stored is asked for again on the next launch.
  func save(_ profile: UserProfile) async {
    try? await storageClient.save(profile, forKey: ProfileFeature.profileStorageKey)
  }

  /// Stores the preferences, and the signed-in user's profile when there is one.
  ///
  /// - Throws: The storage's error when either cannot be stored (the profile is still tried
  ///   when the preferences fail); `CancellationError` when cancelled.
  func save(_ preferences: UserPreferences, profile: UserProfile?) async throws {
    var failure: (any Error)?
    do {
      try await storageClient.save(preferences, forKey: SettingsFeature.preferencesStorageKey)
    } catch is CancellationError {
      throw CancellationError()
    } catch {
      failure = error
    }
    if let profile {
      try await storageClient.save(profile, forKey: ProfileFeature.profileStorageKey)
    }
    if let failure {
      throw failure
    }
  }

  /// Forgets the session on the device: deletes the tokens and the stored profile. What cannot
  /// be deleted is left; the next launch finds a profile without a token, or a token without a
  /// profile the server then answers for.
  func forget() async {
    try? await keychainClient.delete(key: SessionKeychainKeys.accessToken)
    try? await keychainClient.delete(key: SessionKeychainKeys.refreshToken)
    try? await storageClient.remove(key: ProfileFeature.profileStorageKey)
  }

  /// What became of the signed-in session a launch looks for.
  private enum SessionOutcome: Equatable {
    case restored(Session)
    case signedOut
    /// The keychain holds a token, but the profile is neither stored nor reachable.
    case profileUnreachable

    var restored: Session? {
      guard case .restored(let session) = self else { return nil }
      return session
    }
  }

  private func restoreSession(
    requestingProfile: @Sendable () async -> Void
  ) async throws -> SessionOutcome {
    guard let accessToken = try await accessToken() else { return .signedOut }
    if let profile = try await load(ProfileFeature.profileStorageKey, as: UserProfile.self) {
      return .restored(Session(profile: profile, accessToken: accessToken))
    }
    await requestingProfile()
    do {
      let profile = try await authClient.fetchProfile(accessToken: accessToken)
      await save(profile)
      return .restored(Session(profile: profile, accessToken: accessToken))
    } catch is CancellationError {
      throw CancellationError()
    } catch AuthError.unauthorized {
      await forget()
      return .signedOut
    } catch AuthError.noConnection {
      return .profileUnreachable
    } catch {
      return .signedOut
    }
  }

  /// The value stored under `key`, or `nil` when none is stored or it cannot be read as a `T`.
  private func load<T: Decodable & Sendable>(_ key: String, as type: T.Type) async throws -> T? {
    do {
      return try await storageClient.load(key, as: type)
    } catch is CancellationError {
      throw CancellationError()
    } catch {
      return nil
    }
  }
}
