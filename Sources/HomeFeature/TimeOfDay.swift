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
  public init(at date: Date, in calendar: Calendar) {
    self.init(hour: calendar.component(.hour, from: date))
  }
}
