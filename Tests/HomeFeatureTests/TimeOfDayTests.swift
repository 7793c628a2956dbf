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
}
