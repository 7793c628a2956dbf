import Testing
import ValueCoding

@Suite struct HashOrderedCollectionTests {
  @Test func sortsDictionaryKeysWhateverTheirInsertionOrder() throws {
    var forward: [String: Int] = [:]
    var backward: [String: Int] = [:]
    for (index, key) in ["pear", "apple", "fig", "kiwi"].enumerated() {
      forward[key] = index
    }
    for (index, key) in ["pear", "apple", "fig", "kiwi"].enumerated().reversed() {
      backward[key] = index
    }
    let encoded = try ValueEncoder().encode(forward)
    #expect(encoded.rendered == "apple: 1\nfig: 2\nkiwi: 3\npear: 0")
    #expect(try ValueEncoder().encode(backward).rendered == encoded.rendered)
  }

  @Test func sortsIntegerKeysByNumber() throws {
    guard case .object(let numbered) = try ValueEncoder().encode([10: "x", 2: "y", -1: "z"]) else {
      Issue.record("expected a mapping")
      return
    }
    #expect(numbered.keys == ["-1", "2", "10"])
  }

  @Test func sortsSetsAndDictionariesWrittenAsListsByRenderedText() throws {
    #expect(try ValueEncoder().encode(Set(["b", "c", "a"])) == ["a", "b", "c"])
    #expect(try ValueEncoder().encode(Set([10, 9])) == [10, 9])
    #expect(
      try ValueEncoder().encode([Language.vi: 1, .en: 2, .fr: 3]) == ["en", 2, "fr", 3, "vi", 1])
  }
}
