import Foundation
import JourneyModel
import Prelude

/// The keys of a journey's `given` that the harness reads for every host, whatever its own
/// ``JourneyHost/Given`` declares: the device's clock, time zone and locale, and the network it
/// is on. The runner applies them itself; a host's own keys sit beside them.
///
/// ```yaml
/// given:
///   now: 2026-01-01T08:30:00Z
///   timeZone: Europe/Berlin
///   locale: de_DE
///   network: offline
/// ```
public struct WorldGiven: Decodable, Sendable {
  /// What the device's clock shows when the journey starts, as an ISO 8601 date; by default the
  /// run's epoch (``JourneyHost/startDate(given:)`` may set another).
  public var now: Date?
  /// The device's time zone, the app's `\.timeZone` and its `\.calendar`'s; by default UTC.
  public var timeZone: GivenTimeZone?
  /// The device's locale, the app's `\.locale` and its `\.calendar`'s; by default `en_US_POSIX`.
  public var locale: GivenLocale?
  /// The network the world is on when the journey starts; a `network` step changes it, and a
  /// relaunch keeps it. By default `wifi`.
  public var network: NetworkCondition?

  enum CodingKeys: String, CodingKey, CaseIterable {
    case now, timeZone, locale, network
  }

  /// What each key means and what it is when left out, for `journey describe`; a host's note of
  /// the same key, saying how its app reacts, takes its place.
  public static let notes: [String: HostNotes.GivenKey] = [
    "now": .init(
      "What the device's clock shows when the journey starts, an ISO 8601 date such as 2026-01-01T08:30:00Z.",
      default: "2026-01-01T00:00:00Z"),
    "timeZone": .init(
      "The device's time zone, an IANA identifier such as Asia/Ho_Chi_Minh or an offset from UTC such as "
        + "UTC+07:00: the app's timeZone and its calendar's.",
      default: "UTC"),
    "locale": .init(
      "The device's locale, an identifier it knows such as de_DE or vi_VN: the app's locale and its calendar's.",
      default: "en_US_POSIX"),
    "network": .init(
      "The network when the journey starts (a network step changes it, a relaunch keeps it); offline, the mocks "
        + "reached over the network fail with their offline error unless set. The app hears of a change only "
        + "if its host has a network action.",
      default: "wifi"),
  ]
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
    guard Self.knownIdentifiers.contains(identifier) else {
      throw DecodingError.unknownIdentifier(
        identifier, of: "locale", in: decoder,
        expected: "an identifier such as de_DE or vi_VN, language and region",
        known: Array(Self.knownIdentifiers))
    }
    self.locale = Locale(identifier: identifier)
  }

  /// `Locale.availableIdentifiers`, read once per process: the device's locales do not change
  /// while it runs, and reading them asks the locale data for every one of them.
  private static let knownIdentifiers = Set(Locale.availableIdentifiers)
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
