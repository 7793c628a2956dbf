import Foundation
import SharedModels
import ValueCoding

/// What a journey's `given` says about the app before the first step, beside the harness's
/// `now`, `timeZone`, `locale` and `network`.
///
/// ```yaml
/// given:
///   signedIn: true                       # as Ada, the auth mock's account
///   signedIn: { name: Grace Hopper, email: grace@example.com }
///   onboardingCompleted: true
///   flags: { showOnboarding: false, enableAnalytics: false, minAppVersion: "2.0.0" }
///   preferences: { theme: dark, language: vi, notificationsEnabled: true }
///   storage: { rememberedEmail: ada@example.com }
///   keychain: { accessToken: expired-token }
///   appVersion: "1.0.0"
/// ```
public struct AppGiven: Decodable, Sendable {
  /// Who is signed in on the device, if anyone.
  public var signedIn: SignedInUser?
  /// Whether the onboarding was completed on an earlier launch.
  public var onboardingCompleted: Bool?
  /// The feature flags the remote config answers, and the app starts with.
  public var flags: GivenFlags?
  /// The preferences saved on an earlier launch.
  public var preferences: GivenPreferences?
  /// Raw entries of the key-value storage, saved on an earlier launch.
  public var storage: [String: Value]?
  /// Raw entries of the keychain.
  public var keychain: [String: String]?
  /// The app's own version, compared with the remote config's `minAppVersion`.
  public var appVersion: String?

  enum CodingKeys: String, CodingKey, CaseIterable {
    case signedIn, onboardingCompleted, flags, preferences, storage, keychain, appVersion
  }
}

/// The user signed in on the device: `true` for the auth mock's account (Ada Lovelace), `false`
/// for nobody, or a profile.
public struct SignedInUser: Decodable, Sendable {
  /// The profile; `nil` when nobody is signed in.
  public var profile: UserProfile?

  /// The account the auth mock answers by default.
  public static let defaultProfile = UserProfile(
    id: "user-ada", name: "Ada Lovelace", email: "ada@example.com",
    avatarURL: URL(string: "https://example.com/avatars/ada.png"))

  struct Account: Decodable {
    var id: String?
    var name: String
    var email: String

    enum CodingKeys: String, CodingKey, CaseIterable {
      case id, name, email
    }
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let isSignedIn = try? container.decode(Bool.self) {
      profile = isSignedIn ? Self.defaultProfile : nil
      return
    }
    // Only a mapping is an account; anything else is neither of the three forms.
    guard case .object = try container.decode(Value.self) else {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: "expected true, false or an account such as { name: Grace Hopper, email: grace@example.com }")
    }
    let account = try container.decode(Account.self)
    profile = UserProfile(
      id: account.id ?? "user-" + account.email.prefix { $0 != "@" }, name: account.name,
      email: account.email, avatarURL: nil)
  }
}

/// Feature flags as a journey sets them; each one left out keeps its default.
public struct GivenFlags: Decodable, Sendable {
  public var showOnboarding: Bool?
  public var enableAnalytics: Bool?
  public var enablePushNotifications: Bool?
  public var featureNewUI: Bool?
  public var minAppVersion: String?

  enum CodingKeys: String, CodingKey, CaseIterable {
    case showOnboarding, enableAnalytics, enablePushNotifications, featureNewUI, minAppVersion
  }
}

/// Preferences as a journey sets them; each one left out keeps its default.
public struct GivenPreferences: Decodable, Sendable {
  public var theme: Theme?
  public var language: Language?
  public var notificationsEnabled: Bool?

  enum CodingKeys: String, CodingKey, CaseIterable {
    case theme, language, notificationsEnabled
  }
}
