import Foundation
import SettingsFeature
import SharedModels

extension UserProfile {
  /// The signed-in user of most tests.
  static let ada = UserProfile(
    id: "user-ada", name: "Ada Lovelace", email: "ada@example.com",
    avatarURL: URL(string: "https://example.com/avatars/ada.png"))
}

extension SettingsFeature.State {
  /// Settings for Ada with fresh-install preferences, version 1.2.0 build 42.
  static let ada = SettingsFeature.State(
    profile: .ada, accessToken: "access-token-ada", appVersion: "1.2.0", buildNumber: "42")

  /// Settings for Ada with the preferences given.
  static func ada(_ preferences: UserPreferences) -> SettingsFeature.State {
    SettingsFeature.State(
      profile: .ada, accessToken: "access-token-ada", preferences: preferences,
      appVersion: "1.2.0", buildNumber: "42")
  }
}

/// An error no client throws, standing for anything unexpected.
struct UnexpectedError: Error {}
