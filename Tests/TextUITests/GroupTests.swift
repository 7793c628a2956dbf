import Testing
import TextUI

@Suite struct GroupTests {
  @Test func rendersItsChildrenInPlaceWithoutALineOfItsOwn() {
    let screen = Screen<TestAction>("Home") {
      Heading("Quick Actions")
      Group {
        Button("Share") { .tapped("Share") }
        Button("Saved") { .tapped("Saved") }
      }
    }
    #expect(
      screen.render() == """
        screen Home
          heading "Quick Actions"
          button "Share"
          button "Saved"
        """)
    #expect(screen.labels == ["Share", "Saved"])
  }
}
