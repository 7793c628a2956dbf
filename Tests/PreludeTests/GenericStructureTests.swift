import Prelude
import Testing

@Suite struct GenericStructureTests {
  @Test func specializationsOfOneStructureAreTheSame() {
    #expect(GenericStructure([String: Int].self) == GenericStructure([Int: [Bool]].self))
    #expect(GenericStructure(Set<String>.self) == GenericStructure(Set<Double>.self))
  }

  @Test func differentStructuresDiffer() {
    #expect(GenericStructure([String: Int].self) != GenericStructure(Set<String>.self))
    #expect(GenericStructure([Int].self) != GenericStructure(Set<Int>.self))
    #expect(GenericStructure(Int.self) != GenericStructure(String.self))
  }

  @Test func aStructureThatIsNotGenericIsItself() {
    #expect(GenericStructure(Int.self) == GenericStructure(Int.self))
  }

  @Test func otherKindsOfTypeAreNoStructure() {
    #expect(GenericStructure(Int?.self) == nil)
    #expect(GenericStructure((Int, Int).self) == nil)
    #expect(GenericStructure(AnyObject.self) == nil)
    #expect(GenericStructure(Kind.self) == nil)
  }

  private enum Kind { case one, two }
}
