import Testing
import ValueCoding

@Suite struct ValueLiteralsTests {
  @Test func buildsValuesFromLiterals() {
    #expect(nil as Value == .null)
    #expect(true as Value == .bool(true))
    #expect(42 as Value == .int(42))
    #expect(1.5 as Value == .double(1.5))
    #expect("hi" as Value == .string("hi"))
    #expect([1, "a"] as Value == .array([.int(1), .string("a")]))
    #expect(["a": 1] as Value == .object(ValueObject([(key: "a", value: .int(1))])))
  }

  @Test func keepsTheOrderOfMappingLiterals() {
    guard case .object(let object) = ["zeta": 1, "alpha": 2, "mid": 3] as Value else {
      Issue.record("expected a mapping")
      return
    }
    #expect(object.keys == ["zeta", "alpha", "mid"])
  }

  @Test func keepsTheFirstPositionAndLastValueOfARepeatedKey() {
    guard case .object(let object) = ["a": 1, "b": 2, "a": 3] as Value else {
      Issue.record("expected a mapping")
      return
    }
    #expect(object.keys == ["a", "b"])
    #expect(object["a"] == 3)
  }
}
