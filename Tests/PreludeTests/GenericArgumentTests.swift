import Prelude
import Testing

@Suite struct GenericArgumentTests {
  @Test func readsTheArgumentsOfAStructureInOrder() {
    #expect(genericArgument(0, of: [Bool].self) == Bool.self)
    #expect(genericArgument(0, of: [String: [Int]].self) == String.self)
    #expect(genericArgument(1, of: [String: [Int]].self) == [Int].self)
  }

  @Test func readsTheArgumentOfAnOptionalAndOfAnEnumeration() {
    #expect(genericArgument(0, of: Int?.self) == Int.self)
    #expect(genericArgument(1, of: Result<String, Failure>.self) == Failure.self)
  }

  @Test func otherKindsOfTypeHaveNone() {
    #expect(genericArgument(0, of: (Int, Int).self) == nil)
    #expect(genericArgument(0, of: AnyObject.self) == nil)
  }

  private struct Failure: Error {}
}
