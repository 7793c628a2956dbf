import Foundation
import Testing

@testable import ValueCoding

@Suite struct ISO8601TimestampTests {
  @Test(arguments: [
    ("1970-01-01T00:00:00Z", 0.0),
    ("2024-05-01T09:30:00Z", 1_714_555_800.0),
    ("2024-05-01T09:30:00.25Z", 1_714_555_800.25),
    ("2024-05-01T16:30:00+07:00", 1_714_555_800.0),
    ("2024-05-01T04:00:00-05:30", 1_714_555_800.0),
    ("2024-02-29T00:00:00Z", 1_709_164_800.0),
    ("2000-02-29T12:00:00Z", 951_825_600.0),
    ("1969-12-31T23:59:59Z", -1.0),
    ("0001-01-01T00:00:00Z", -62_135_596_800.0),
    ("9999-12-31T23:59:59Z", 253_402_300_799.0),
  ])
  func readsDateTimes(text: String, secondsSince1970: Double) {
    #expect(ISO8601Timestamp.date(from: text)?.timeIntervalSince1970 == secondsSince1970)
  }

  @Test(arguments: [
    "", "2024-05-01", "2024-05-01T09:30Z", "2024-05-01 09:30:00Z", "2024-05-01T09:30:00",
    "2024-13-01T00:00:00Z", "2024-00-01T00:00:00Z", "2023-02-29T00:00:00Z", "1900-02-29T00:00:00Z",
    "2024-04-31T00:00:00Z", "2024-05-01T24:00:00Z", "2024-05-01T09:60:00Z", "2024-05-01T09:30:60Z",
    "2024-05-01T09:30:00.Z", "2024-05-01T09:30:00.1234567890Z", "2024-05-01T09:30:00+7:00",
    "2024-05-01T09:30:00+0700", "2024-05-01T09:30:00Zjunk", "0000-01-01T00:00:00Z",
    "24-05-01T09:30:00Z", "2024-5-01T09:30:00Z", "yesterday", "2024-05-01T09:30:00Z\u{301}",
    "2024-0\u{301}5-01T09:30:00Z", "2024-\u{301}05-01T09:30:00Z", "２０２４-05-01T09:30:00Z", "2024-05-01T09:30:00.2٥Z",
  ])
  func rejectsAnythingElse(text: String) {
    #expect(ISO8601Timestamp.date(from: text) == nil)
  }

  @Test(arguments: [
    (0.0, "1970-01-01T00:00:00Z"),
    (1_714_555_800.0, "2024-05-01T09:30:00Z"),
    (1_714_555_800.25, "2024-05-01T09:30:00.250Z"),
    (1_714_555_800.0004, "2024-05-01T09:30:00Z"),
    (1_714_555_800.9996, "2024-05-01T09:30:01Z"),
    (1_709_164_800.0, "2024-02-29T00:00:00Z"),
    (1_709_251_199.0, "2024-02-29T23:59:59Z"),
    (951_825_600.0, "2000-02-29T12:00:00Z"),
    (978_307_199.0, "2000-12-31T23:59:59Z"),
    (-1.0, "1969-12-31T23:59:59Z"),
    (-0.5, "1969-12-31T23:59:59.500Z"),
    (-62_135_596_800.0, "0001-01-01T00:00:00Z"),
    (253_402_300_799.0, "9999-12-31T23:59:59Z"),
  ])
  func writesUTCWithMillisecondsOnlyWhenPresent(secondsSince1970: Double, text: String) {
    #expect(ISO8601Timestamp.text(from: Date(timeIntervalSince1970: secondsSince1970)) == text)
  }

  @Test func writesNothingOutsideTheYearsItCanHold() {
    #expect(ISO8601Timestamp.text(from: Date(timeIntervalSince1970: -62_135_596_801)) == nil)
    #expect(ISO8601Timestamp.text(from: Date(timeIntervalSince1970: 253_402_300_800)) == nil)
    #expect(ISO8601Timestamp.text(from: Date(timeIntervalSince1970: .infinity)) == nil)
    #expect(ISO8601Timestamp.text(from: Date(timeIntervalSince1970: .nan)) == nil)
  }

  @Test func readsBackWhatItWritesForEveryDayOfSomeYears() {
    for year in [1, 1900, 1999, 2000, 2024, 2100, 9999] {
      let start = ISO8601Timestamp.date(from: "\(String(format: "%04d", year))-01-01T00:00:00Z")!
      for day in 0..<366 {
        let date = start.addingTimeInterval(Double(day) * 86_400 + 3_723.5)
        guard let text = ISO8601Timestamp.text(from: date) else { continue }
        #expect(ISO8601Timestamp.date(from: text) == date, "\(text)")
      }
    }
  }
}
