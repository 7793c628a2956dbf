import Testing
import ValueCoding

@Suite struct ValueEncodingErrorTests {
  @Test func rendersEveryProblem() {
    #expect(
      ValueEncodingError(path: ["count"], problem: .integerOutOfRange("18446744073709551615"))
        .description
        == "cannot encode 18446744073709551615 at count: integers must lie "
        + "between -9223372036854775808 and 9223372036854775807"
    )
    #expect(
      ValueEncodingError(path: .root, problem: .dateOutOfRange(secondsSince1970: -1e12)).description
        == "cannot encode the date -1000000000000.0 seconds after 1970 at the top level: "
        + "only years 0001 to 9999 can be written"
    )
    #expect(
      ValueEncodingError(path: ["a", 0], problem: .rejected("no")).description
        == "cannot encode the value at a[0]: no"
    )
  }
}
