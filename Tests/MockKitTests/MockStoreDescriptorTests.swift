import MockKit
import Testing
import ValueCoding

@Suite struct MockStoreDescriptorTests {
  @Test func validatesValuesAgainstWhatTheStoreHolds() throws {
    let vault = try WeatherService.catalog.store(named: "vault")
    try vault.validate("s3cret")
    let error = #expect(throws: ValueDecodingError.self) { try vault.validate(42) }
    #expect(error?.description == "expected a string at the top level, found a number")
  }

  @Test func aStoreOfValuesTakesAnything() throws {
    let cache = try WeatherService.catalog.store(named: "cache")
    try cache.validate(["nested": [1, "two", nil]])
    try cache.validate(nil)
  }
}
