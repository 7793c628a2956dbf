import Testing

@testable import TextUI

@Suite struct OutlineLineTests {
  @Test func rendersWordsBareAndTextsQuotedAtItsDepth() {
    var rendered = RenderedLines()
    rendered.startLine(depth: 2)
    rendered.word("picker")
    rendered.text("Theme")
    rendered.word("options")
    rendered.texts(["A", "B \"x\""])
    #expect(rendered.lines == [#"    picker "Theme" options "A", "B \"x\"""#])
    let line = OutlineLine(
      depth: 2,
      tokens: [.word("picker"), .text("Theme"), .word("options"), .texts(["A", "B \"x\""])]
    )
    #expect(line.visibleTexts == ["Theme", "A", "B \"x\""])
  }

  @Test func emptyTextsAreNotVisible() {
    let line = OutlineLine(depth: 0, tokens: [.word("text field"), .text("Email"), .text("")])
    #expect(line.visibleTexts == ["Email"])
    var rendered = RenderedLines()
    rendered.startLine(depth: 0)
    rendered.word("text field")
    rendered.text("Email")
    rendered.text("")
    #expect(rendered.lines == [#"text field "Email" """#])
  }

  @Test func rendersEachLineOnItsOwn() {
    var rendered = RenderedLines()
    rendered.startLine(depth: 0)
    rendered.word("screen")
    rendered.word("Tally")
    rendered.startLine(depth: 1)
    rendered.word("text")
    rendered.text("Line\nbreak")
    #expect(rendered.lines == ["screen Tally", #"  text "Line\nbreak""#])
  }
}
