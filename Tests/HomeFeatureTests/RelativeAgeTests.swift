import Foundation
import Testing

@testable import HomeFeature

@Suite struct RelativeAgeTests {
  @Test(arguments: [
    (-60.0, RelativeAge.justNow), (0, .justNow), (59, .justNow), (60, .minutes(1)),
    (3_599, .minutes(59)), (3_600, .hours(1)), (86_399, .hours(23)), (86_400, .days(1)),
    (10 * 86_400, .days(10)),
  ])
  func agesAreCountedInWholeUnits(secondsAgo: Double, expected: RelativeAge) {
    #expect(RelativeAge(of: epoch.addingTimeInterval(-secondsAgo), at: epoch) == expected)
  }
}
