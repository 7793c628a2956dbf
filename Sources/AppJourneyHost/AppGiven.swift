import Foundation
import JourneyModel
import Prelude
import SharedModels
import ValueCoding

/// What a journey's `given` says about the app and its device before the first step.
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
///   network: offline
///   appVersion: "1.0.0"
///   now: 2026-01-01T08:30:00Z
///   timeZone: Europe/Berlin
///   locale: de_DE
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
  /// The network when the journey starts; a `network` step changes it, and a relaunch keeps
  /// what the device is in.
  public var network: NetworkCondition?
  /// The app's own version, compared with the remote config's `minAppVersion`.
  public var appVersion: String?
  /// What the device's clock shows when the journey starts, as an ISO 8601 date; by default
  /// 2026-01-01T00:00:00Z.
  public var now: Date?
  /// The device's time zone, such as `Europe/Berlin`; by default UTC.
  public var timeZone: GivenTimeZone?
  /// The device's locale, such as `de_DE`; by default `en_US_POSIX`.
  public var locale: GivenLocale?

  enum CodingKeys: String, CodingKey, CaseIterable {
    case signedIn, onboardingCompleted, flags, preferences, storage, keychain, network, appVersion
    case now, timeZone, locale
  }
}

/// The device's time zone as a journey names it: an IANA identifier such as `Asia/Ho_Chi_Minh`,
/// or an offset from UTC such as `UTC+07:00` (`GMT+7`, `UTC-5` and abbreviations such as `EST`
/// too): whatever `TimeZone(identifier:)` knows. Anything else fails to decode, so `journey
/// check` finds it.
public struct GivenTimeZone: Decodable, Sendable {
  /// The time zone the identifier names.
  public var timeZone: TimeZone

  public init(from decoder: any Decoder) throws {
    let identifier = try decoder.singleValueContainer().decode(String.self)
    guard let timeZone = TimeZone(identifier: identifier) else {
      throw DecodingError.unknownIdentifier(
        identifier, of: "time zone", in: decoder,
        expected: "an IANA identifier such as Asia/Ho_Chi_Minh, or an offset from UTC such as UTC+07:00",
        known: TimeZone.knownTimeZoneIdentifiers)
    }
    self.timeZone = timeZone
  }
}

/// The device's locale as a journey names it: an identifier the device knows, language and
/// region such as `de_DE` or `vi_VN`, or a language alone such as `vi` (one of
/// `Locale.availableIdentifiers`). Anything else fails to decode, so `journey check` finds it.
public struct GivenLocale: Decodable, Sendable {
  /// The locale the identifier names.
  public var locale: Locale

  public init(from decoder: any Decoder) throws {
    let identifier = try decoder.singleValueContainer().decode(String.self)
    guard Locale.availableIdentifiers.contains(identifier) else {
      throw DecodingError.unknownIdentifier(
        identifier, of: "locale", in: decoder,
        expected: "an identifier such as de_DE or vi_VN, language and region",
        known: Locale.availableIdentifiers)
    }
    self.locale = Locale(identifier: identifier)
  }
}

extension DecodingError {
  /// The error for an identifier of a `kind` the device does not know, such as "unknown time
  /// zone 'Asia/Saigonn'; expected …; did you mean 'Asia/Saigon'?".
  fileprivate static func unknownIdentifier(
    _ identifier: String, of kind: String, in decoder: any Decoder, expected: String, known: [String]
  ) -> DecodingError {
    .dataCorrupted(
      Context(
        codingPath: decoder.codingPath,
        debugDescription: "unknown \(kind) '\(identifier)'; expected \(expected)"
          + Suggestions.didYouMean(identifier, in: known.sorted())))
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
