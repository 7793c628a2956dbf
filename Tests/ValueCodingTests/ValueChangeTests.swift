import Testing
import ValueCoding

@Suite struct ValueChangeTests {
  @Test func listsChangesByPathInTheOrderOfTheNewValue() {
    let old: Value = ["user": ["name": "Ada", "token": "abc"], "items": ["a", "b"], "count": 1]
    let new: Value = ["user": ["name": "Grace"], "items": ["a", "c", "d"], "count": 1, "flag": true]
    #expect(
      old.changes(to: new) == [
        ValueChange(path: ["user", "name"], before: "Ada", after: "Grace"),
        ValueChange(path: ["user", "token"], before: "abc", after: nil),
        ValueChange(path: ["items", 1], before: "b", after: "c"),
        ValueChange(path: ["items", 2], before: nil, after: "d"),
        ValueChange(path: ["flag"], before: nil, after: true),
      ])
  }

  @Test func equalValuesHaveNoChangesAndDifferentKindsOneAtTheirPath() {
    let value: Value = ["a": [1, 2], "b": nil]
    #expect(value.changes(to: value).isEmpty)
    #expect(Value.string("x").changes(to: ["k": 1]) == [ValueChange(path: .root, before: "x", after: ["k": 1])])
    #expect(value.changes(to: ["a": [1, 2], "b": 3]) == [ValueChange(path: ["b"], before: .null, after: 3)])
  }
}
