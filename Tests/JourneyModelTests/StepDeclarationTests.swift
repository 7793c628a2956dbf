import JourneyModel
import Testing

@Suite struct StepDeclarationTests {
  @Test func anArgumentIsRequiredOnlyWhenDeclaredSoAndHasAShapeUnlessNone() {
    #expect(StepArgument.required(.value(.text)).isRequired)
    #expect(!StepArgument.optional(.value(.duration)).isRequired)
    #expect(!StepArgument.none.isRequired)
    #expect(StepArgument.none.shape == nil)
    #expect(StepArgument.optional(.value(.duration)).shape == .value(.duration))
  }

  @Test func aMappingNamesItsKeysInOrderAndTheKeyItsShorthandStandsFor() {
    #expect(StepArgumentShape.refusableElement.keyNames == ["label", "id", "refused"])
    #expect(StepArgumentShape.refusableElement.shorthandKey == "label")
    #expect(StepArgumentShape.elementReference.keyNames == ["label", "id"])
    let withoutShorthand = StepArgumentShape.mapping([.required("text", .text), .required("into", .element)])
    #expect(withoutShorthand.keyNames == ["text", "into"])
    #expect(withoutShorthand.shorthandKey == nil)
    #expect(StepArgumentShape.value(.text).keyNames.isEmpty)
    #expect(StepArgumentShape.value(.text).shorthandKey == nil)
  }
}
