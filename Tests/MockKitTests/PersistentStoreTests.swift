import MockKit
import Testing
import ValueCoding

@Suite struct PersistentStoreTests {
  @Test func keepsValuesInTheOrderTheirKeysWereFirstWritten() throws {
    let store = try MockWorld(catalog: WeatherService.catalog).store("cache")
    try store.setValue(1, forKey: "b")
    try store.setValue(2, forKey: "a")
    try store.setValue(3, forKey: "b")
    #expect(store.contents.keys == ["b", "a"])
    #expect(store["b"] == 3)
    #expect(store["missing"] == nil)
    store.removeValue(forKey: "b")
    #expect(store.contents == ["a": 2])
  }

  @Test func refusesValuesItDoesNotHoldAndStaysUnchanged() throws {
    let store = try MockWorld(catalog: WeatherService.catalog).store("vault")
    try store.setValue("s3cret", forKey: "token")
    let error = #expect(throws: MockError.self) { try store.setValue(["nested": 1], forKey: "token") }
    #expect(error?.path == ["token"])
    #expect(error?.description == "invalid value in store 'vault': expected a string at token, found a mapping")
    #expect(store["token"] == "s3cret")
  }
}
