#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads and writes dates as ISO 8601 date-times in the proleptic Gregorian calendar, for years
/// 0001 to 9999, without depending on locale or time zone settings.
///
/// Read: `2024-05-01T09:30:00Z`, `2024-05-01T09:30:00.25Z`, `2024-05-01T16:30:00+07:00` (a `T`
/// between date and time, seconds required, up to 9 digits of fractional seconds, then `Z` or an
/// offset). Written: always UTC with `Z`, with three digits of milliseconds only when the date,
/// rounded to the millisecond, has some.
enum ISO8601Timestamp {
  /// An example of the text this reads, for messages.
  static let example = "2024-05-01T09:30:00Z"

  /// The date written in `text`, or `nil` when it is not such a date-time.
  static func date(from text: String) -> Date? {
    var scanner = TimestampScanner(bytes: Array(text.utf8))
    guard
      let year = scanner.number(digits: 4), scanner.skip("-"),
      let month = scanner.number(digits: 2), scanner.skip("-"),
      let day = scanner.number(digits: 2), scanner.skip("T"),
      let hour = scanner.number(digits: 2), scanner.skip(":"),
      let minute = scanner.number(digits: 2), scanner.skip(":"),
      let second = scanner.number(digits: 2),
      (1...9999).contains(year), (1...12).contains(month),
      (1...daysInMonth(month, year: year)).contains(day),
      hour < 24, minute < 60, second < 60
    else { return nil }

    var fraction = 0.0
    if scanner.skip(".") {
      let digits = scanner.digits()
      guard (1...9).contains(digits.count), let value = Double("0." + digits) else { return nil }
      fraction = value
    }

    let offsetSeconds: Int
    if scanner.skip("Z") {
      offsetSeconds = 0
    } else if let sign = scanner.skip("+") ? 1 : scanner.skip("-") ? -1 : nil {
      guard
        let offsetHours = scanner.number(digits: 2), scanner.skip(":"),
        let offsetMinutes = scanner.number(digits: 2),
        offsetHours < 24, offsetMinutes < 60
      else { return nil }
      offsetSeconds = sign * (offsetHours * 3_600 + offsetMinutes * 60)
    } else {
      return nil
    }
    guard scanner.isAtEnd else { return nil }

    let days = daysSinceEpoch(year: year, month: month, day: day)
    let seconds = days * secondsPerDay + hour * 3_600 + minute * 60 + second - offsetSeconds
    return Date(timeIntervalSince1970: Double(seconds) + fraction)
  }

  /// `date` as UTC text, or `nil` when it falls outside the years 0001 to 9999.
  static func text(from date: Date) -> String? {
    let milliseconds = (date.timeIntervalSince1970 * 1_000).rounded()
    let earliest = Double(daysSinceEpoch(year: 1, month: 1, day: 1) * secondsPerDay) * 1_000
    let end = Double(daysSinceEpoch(year: 10_000, month: 1, day: 1) * secondsPerDay) * 1_000
    guard milliseconds >= earliest, milliseconds < end else { return nil }

    let totalMilliseconds = Int(milliseconds)
    let totalSeconds = floorDivision(totalMilliseconds, 1_000)
    let millisecond = totalMilliseconds - totalSeconds * 1_000
    let days = floorDivision(totalSeconds, secondsPerDay)
    let secondOfDay = totalSeconds - days * secondsPerDay
    let (year, month, day) = calendarDate(daysSinceEpoch: days)

    // Written byte by byte into a string of its final length, which is allocated once.
    return String(unsafeUninitializedCapacity: millisecond == 0 ? 20 : 24) { bytes in
      var end = 0
      func write(_ number: Int, digits: Int) {
        var rest = number
        for offset in (0..<digits).reversed() {
          bytes[end + offset] = UInt8(ascii: "0") + UInt8(rest % 10)
          rest /= 10
        }
        end += digits
      }
      func write(_ character: Unicode.Scalar) {
        bytes[end] = UInt8(ascii: character)
        end += 1
      }
      write(year, digits: 4)
      write("-")
      write(month, digits: 2)
      write("-")
      write(day, digits: 2)
      write("T")
      write(secondOfDay / 3_600, digits: 2)
      write(":")
      write(secondOfDay / 60 % 60, digits: 2)
      write(":")
      write(secondOfDay % 60, digits: 2)
      if millisecond != 0 {
        write(".")
        write(millisecond, digits: 3)
      }
      write("Z")
      return end
    }
  }

  private static let secondsPerDay = 86_400
  private static let daysPer400Years = 146_097
  private static let daysPer100Years = 36_524
  private static let daysPer4Years = 1_461
  /// Days from 0001-01-01 to 1970-01-01.
  private static let epochDayNumber = 719_162
  /// Days before the first of each month in a common year.
  private static let daysBeforeMonth = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]

  private static func isLeapYear(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  private static func daysInMonth(_ month: Int, year: Int) -> Int {
    let lengths = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    return lengths[month - 1]
  }

  private static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
    let previousYears = year - 1
    let daysBeforeYear =
      previousYears * 365 + previousYears / 4 - previousYears / 100 + previousYears / 400
    let leapDay = month > 2 && isLeapYear(year) ? 1 : 0
    return daysBeforeYear + daysBeforeMonth[month - 1] + leapDay + day - 1 - epochDayNumber
  }

  private static func calendarDate(daysSinceEpoch: Int) -> (year: Int, month: Int, day: Int) {
    var remaining = daysSinceEpoch + epochDayNumber
    let fourCenturies = remaining / daysPer400Years
    remaining %= daysPer400Years
    // The last day of a 400-year (or 4-year) cycle belongs to its final century (or year).
    let centuries = min(remaining / daysPer100Years, 3)
    remaining -= centuries * daysPer100Years
    let fourYears = remaining / daysPer4Years
    remaining %= daysPer4Years
    let years = min(remaining / 365, 3)
    remaining -= years * 365

    let year = fourCenturies * 400 + centuries * 100 + fourYears * 4 + years + 1
    var month = 12
    while month > 1
      && remaining < daysBeforeMonth[month - 1] + (month > 2 && isLeapYear(year) ? 1 : 0)
    {
      month -= 1
    }
    let leapDay = month > 2 && isLeapYear(year) ? 1 : 0
    return (year, month, remaining - daysBeforeMonth[month - 1] - leapDay + 1)
  }

  private static func floorDivision(_ dividend: Int, _ divisor: Int) -> Int {
    let quotient = dividend / divisor
    return dividend % divisor < 0 ? quotient - 1 : quotient
  }
}

/// Walks the UTF-8 bytes of a timestamp. What it takes is ASCII, which no byte of another
/// character can be mistaken for: a text with any other character is not read as a timestamp, as
/// when walking its characters.
private struct TimestampScanner {
  let bytes: [UInt8]
  var position = 0

  var isAtEnd: Bool { position == bytes.count }

  /// Skips `character`, an ASCII character, when it comes next.
  mutating func skip(_ character: Unicode.Scalar) -> Bool {
    guard position < bytes.count, bytes[position] == UInt8(ascii: character) else { return false }
    position += 1
    return true
  }

  /// The run of ASCII digits that comes next.
  mutating func digits() -> String {
    let start = position
    while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
      position += 1
    }
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }

  /// The number written in exactly `count` ASCII digits that come next.
  mutating func number(digits count: Int) -> Int? {
    let start = position
    let text = digits()
    guard text.utf8.count == count else {
      position = start
      return nil
    }
    return Int(text)
  }
}
