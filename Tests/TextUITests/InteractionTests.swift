import Testing
import TextUI

@Suite struct InteractionTests {
  @Test func everyInteractionHasItsVerb() {
    #expect(
      [Interaction.tap, .type, .clear, .toggle, .select, .answer].map(\.description)
        == ["tap", "type into", "clear", "switch", "select an option in", "answer with"]
    )
  }
}
