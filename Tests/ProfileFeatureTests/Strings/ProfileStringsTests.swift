@testable import ProfileFeature
import Testing

@Suite struct ProfileStringsTests {
  @Test(arguments: [
    (0, "0"), (7, "7"), (180, "180"), (1_280, "1,280"), (12_345, "12,345"),
    (999_999, "999,999"), (1_000_000, "1,000,000"), (-4_500, "-4,500"),
  ])
  func englishCountsGroupDigitsWithCommas(value: Int, text: String) {
    #expect(ProfileStrings.english.count(value) == text)
  }

  @Test func vietnameseCountsGroupDigitsWithDots() {
    #expect(ProfileStrings.vietnamese.count(1_280) == "1.280")
    #expect(ProfileStrings.vietnamese.count(1_234_567) == "1.234.567")
  }

  @Test func everyLanguageHasItsTable() {
    #expect(ProfileStrings(.english).profileTitle == "Profile")
    #expect(ProfileStrings(.vietnamese).profileTitle == "Hồ sơ")
  }
}
