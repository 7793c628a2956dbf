import Foundation

/// The part of the day the home greeting is worded for.
///
/// The boundaries, in the injected calendar's time zone: morning from 05:00 to 11:59, afternoon
/// from 12:00 to 17:59, evening from 18:00 to 04:59.
public enum TimeOfDay: String, Codable, CaseIterable, Hashable, Sendable {
  /// 05:00 to 11:59.
  case morning
  /// 12:00 to 17:59.
  case afternoon
  /// 18:00 to 04:59.
  case evening

  /// The part of the day an hour (0 to 23) falls in.
  public init(hour: Int) {
    switch hour {
    case 5..<12: self = .morning
    case 12..<18: self = .afternoon
    default: self = .evening
    }
  }

  /// The part of the day `date` falls in, read on `calendar`.
  ///
  /// On a Gregorian calendar, whose hours are those of its time zone's clock, the hour is
  /// counted from the whole seconds since the reference date, a midnight in UTC, moved by the
  /// zone's offset at `date`, rather than by working out every component of the date.
  public init(at date: Date, in calendar: Calendar) {
    guard calendar.identifier == .gregorian else {
      self.init(hour: calendar.component(.hour, from: date))
      return
    }
    let seconds =
      Int(date.timeIntervalSinceReferenceDate.rounded(.down)) + calendar.timeZone.secondsFromGMT(for: date)
    let secondsPerDay = 24 * 60 * 60
    self.init(hour: (seconds % secondsPerDay + secondsPerDay) % secondsPerDay / (60 * 60))
  }
}
