import Foundation

/// How long before a reference moment something happened, in the unit a list shows it in.
enum RelativeAge: Equatable {
  /// Less than a minute (or in the future).
  case justNow
  /// Whole minutes, 1 to 59.
  case minutes(Int)
  /// Whole hours, 1 to 23.
  case hours(Int)
  /// Whole days, 1 or more.
  case days(Int)

  /// The age of `date` at `reference`.
  init(of date: Date, at reference: Date) {
    let seconds = Int(max(0, reference.timeIntervalSince(date)))
    switch seconds {
    case ..<60: self = .justNow
    case ..<3_600: self = .minutes(seconds / 60)
    case ..<86_400: self = .hours(seconds / 3_600)
    default: self = .days(seconds / 86_400)
    }
  }
}
