import Testing
import TextUI

@Suite struct ListTests {
  @Test func rendersItsChildrenIndented() {
    let screen = Screen<TestAction>("Explore") {
      List {
        Row("SwiftUI Tips", detail: "#1 ▲") { .tapped("tips") }
        Row("Design Systems", detail: "#2 ▼") { .tapped("design") }
      }
    }
    #expect(
      screen.render() == """
        screen Explore
          list
            row "SwiftUI Tips" detail "#1 ▲" >
            row "Design Systems" detail "#2 ▼" >
        """)
  }

  @Test func anEmptyListRendersAlone() {
    let screen = Screen<TestAction>("Explore") { List {} }
    #expect(screen.render() == "screen Explore\n  list")
  }
}
