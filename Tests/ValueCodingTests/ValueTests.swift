import Testing
import ValueCoding

@Suite struct ValueTests {
  @Test func namesKinds() {
    #expect(Value.null.kindName == "null")
    #expect(Value.bool(true).kindName == "a boolean")
    #expect(Value.int(1).kindName == "a number")
    #expect(Value.double(1.5).kindName == "a number")
    #expect(Value.string("x").kindName == "a string")
    #expect(Value.array([]).kindName == "a list")
    #expect(Value.object([:]).kindName == "a mapping")
  }

  @Test func readsKeysOfMappings() {
    let value: Value = ["user": ["name": "Ann"]]
    #expect(value["user"]?["name"] == "Ann")
    #expect(value["nobody"] == nil)
    #expect(Value.string("user")["user"] == nil)
  }

  @Test func readsElementsOfLists() {
    let value: Value = ["a", "b"]
    #expect(value[1] == "b")
    #expect(value[2] == nil)
    #expect(value[-1] == nil)
    #expect(Value.object([:])[0] == nil)
  }

  @Test func comparesNumbersByRepresentation() {
    #expect(Value.int(1) != Value.double(1))
    #expect(Value.double(1.5) == 1.5)
  }
}
