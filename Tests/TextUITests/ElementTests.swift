import Testing
import TextUI

@Suite struct ElementTests {
  @Test func mapLiftsTheActionsOfAnElement() throws {
    let button: Element<ChildAction> = Button("Share") { .tapped("Share") }.element
    let lifted = button.map(TestAction.child)
    let screen = Screen<TestAction>("Home") { lifted }
    #expect(try screen.tap("Share") == .child(.tapped("Share")))
    #expect(screen.render() == "screen Home\n  button \"Share\"")
  }

  @Test func anElementIsItsOwnElement() {
    let element: Element<TestAction> = Heading("Hi").element(for: TestAction.self)
    let screen = Screen<TestAction>("Home") { element.element }
    #expect(screen.render() == "screen Home\n  heading \"Hi\"")
  }
}
