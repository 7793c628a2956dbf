import Testing
import ValueCoding

@testable import JourneyRunner

@Suite struct ValueMatchingTests {
  @Test func numbersAreEquivalentByValue() {
    #expect(Value.int(3).isEquivalent(to: .double(3)))
    #expect(Value.double(3).isEquivalent(to: .int(3)))
    #expect(!Value.int(3).isEquivalent(to: .double(3.5)))
    #expect(!Value.int(3).isEquivalent(to: .string("3")))
  }

  @Test func collectionsAreEquivalentElementByElement() {
    #expect(([1, ["a": 2.0]] as Value).isEquivalent(to: [1.0, ["a": 2]]))
    #expect(!([1, 2] as Value).isEquivalent(to: [1]))
    #expect(!(["a": 1] as Value).isEquivalent(to: ["a": 1, "b": 2]))
    #expect(!(["a": 1] as Value).isEquivalent(to: ["b": 1]))
  }

  @Test func aMappingIncludesASubsetOfItsEntries() {
    let call: Value = ["email": "ada@example.com", "profile": ["name": "Ada", "age": 36]]
    #expect(call.includes(["email": "ada@example.com"]))
    #expect(call.includes(["profile": ["age": 36.0]]))
    #expect(call.includes([:]))
    #expect(!call.includes(["email": "ada@x.io"]))
    #expect(!call.includes(["password": "secret"]))
    #expect(!call.includes("ada@example.com"))
    #expect(Value.int(1).includes(.double(1)))
  }
}
