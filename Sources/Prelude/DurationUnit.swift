/// The units of the short duration text that journeys write and every message shows: `300ms`,
/// `1.5s`, `2m`, `1h30m`.
public enum DurationUnit: CaseIterable, Sendable {
  case hours
  case minutes
  case seconds
  case milliseconds

  /// The unit's suffix in duration text.
  public var symbol: String {
    switch self {
    case .hours: "h"
    case .minutes: "m"
    case .seconds: "s"
    case .milliseconds: "ms"
    }
  }

  /// The length of one unit.
  public var attoseconds: Int128 {
    switch self {
    case .hours: 3_600 * Self.attosecondsPerSecond
    case .minutes: 60 * Self.attosecondsPerSecond
    case .seconds: Self.attosecondsPerSecond
    case .milliseconds: Self.attosecondsPerSecond / 1_000
    }
  }

  /// The unit spelled `symbol`, if any.
  public init?(symbol: String) {
    guard let unit = Self.allCases.first(where: { $0.symbol == symbol }) else { return nil }
    self = unit
  }

  public static let attosecondsPerSecond: Int128 = 1_000_000_000_000_000_000

  /// The most digits a number in duration text may have after its decimal point. Every unit is a
  /// whole number of 10^-15 seconds, so up to this many digits every value is exact.
  public static let maximumFractionDigits = 15
}
