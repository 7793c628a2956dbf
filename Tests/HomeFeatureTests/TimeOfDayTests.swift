import Foundation
import HomeFeature
import Testing

@Suite struct TimeOfDayTests {
  @Test func everyHourFallsInOnePartOfTheDay() {
    let parts = (0..<24).map { TimeOfDay(hour: $0) }
    #expect(parts == [
      .evening, .evening, .evening, .evening, .evening,
      .morning, .morning, .morning, .morning, .morning, .morning, .morning,
      .afternoon, .afternoon, .afternoon, .afternoon, .afternoon, .afternoon,
      .evening, .evening, .evening, .evening, .evening, .evening,
    ])
  }

  @Test func theHourIsReadOnTheGivenCalendar() {
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = TimeZone(secondsFromGMT: 0)!
    var hanoi = utc
    hanoi.timeZone = TimeZone(secondsFromGMT: 7 * 3_600)!
    let noonUTC = newYearsDay(hour: 12)
    #expect(TimeOfDay(at: noonUTC, in: utc) == .afternoon)
    #expect(TimeOfDay(at: noonUTC, in: hanoi) == .evening)
  }

  @Test(arguments: [
    "UTC", "America/New_York", "Europe/London", "Asia/Kathmandu", "Australia/Lord_Howe", "America/St_Johns",
  ])
  func theHourIsTheCalendarsOwnInEveryZoneAndEra(zone: String) throws {
    var gregorian = Calendar(identifier: .gregorian)
    gregorian.timeZone = try #require(TimeZone(identifier: zone))
    var buddhist = Calendar(identifier: .buddhist)
    buddhist.timeZone = gregorian.timeZone
    // Every 37 minutes and a half second over a year with its changes of the clock, and over
    // days before the reference date, 1970 and the Gregorian calendar itself.
    let starts = [
      newYearsDay(hour: 0), Date(timeIntervalSince1970: -86_400),
      Date(timeIntervalSinceReferenceDate: -13_000_000_000),
    ]
    for (start, count) in zip(starts, [14_300, 100, 100]) {
      for step in 0..<count {
        let date = start.addingTimeInterval(Double(step) * (37 * 60 + 0.5))
        for calendar in [gregorian, buddhist] {
          #expect(TimeOfDay(at: date, in: calendar) == TimeOfDay(hour: calendar.component(.hour, from: date)))
        }
      }
    }
  }
}
