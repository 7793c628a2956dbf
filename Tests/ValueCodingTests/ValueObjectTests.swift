import Testing
import ValueCoding

@Suite struct ValueObjectTests {
  @Test func keepsInsertionOrder() {
    var object = ValueObject()
    object["b"] = 1
    object["a"] = 2
    object["c"] = 3
    #expect(object.keys == ["b", "a", "c"])
    #expect(object.values == [1, 2, 3])
    #expect(object.map(\.key) == ["b", "a", "c"])
  }

  @Test func replacesInPlaceAndRemovesWithNil() {
    var object: ValueObject = ["a": 1, "b": 2, "c": 3]
    object["a"] = 10
    object["b"] = nil
    #expect(object.keys == ["a", "c"])
    #expect(object["a"] == 10)
    #expect(object["b"] == nil)
    #expect(object.count == 2)
    #expect(!object.isEmpty)
    #expect(ValueObject().isEmpty)
  }

  @Test func equalityIgnoresOrder() {
    let forward: ValueObject = ["a": 1, "b": ["x": true, "y": false]]
    let backward: ValueObject = ["b": ["y": false, "x": true], "a": 1]
    #expect(forward == backward)
    #expect(forward.hashValue == backward.hashValue)
    #expect(Set([Value.object(forward), .object(backward)]).count == 1)
  }

  @Test func equalityComparesKeysAndValues() {
    #expect(ValueObject(["a": 1]) != ["a": 2])
    #expect(ValueObject(["a": 1]) != ["b": 1])
    #expect(ValueObject(["a": 1]) != ["a": 1, "b": 1])
  }
}
