import Testing

@testable import TextUI

@Suite struct OutlineLineTests {
  @Test func rendersWordsBareAndTextsQuotedAtItsDepth() {
    let line = OutlineLine(
      depth: 2,
      tokens: [.word("picker"), .text("Theme"), .word("options"), .texts(["A", "B \"x\""])]
    )
    #expect(line.rendered == #"    picker "Theme" options "A", "B \"x\"""#)
    #expect(line.visibleTexts == ["Theme", "A", "B \"x\""])
  }

  @Test func emptyTextsAreNotVisible() {
    let line = OutlineLine(depth: 0, tokens: [.word("text field"), .text("Email"), .text("")])
    #expect(line.visibleTexts == ["Email"])
    #expect(line.rendered == #"text field "Email" """#)
  }
}
