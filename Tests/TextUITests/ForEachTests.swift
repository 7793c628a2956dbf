import Testing
import TextUI

@Suite struct ForEachTests {
  @Test func buildsElementsForEveryItemInOrder() throws {
    let tags = ["swift", "design"]
    let screen = Screen<TestAction>("Explore") {
      ForEach(tags) { tag in
        Button(tag, id: "tag-\(tag)") { .tapped(tag) }
      }
    }
    #expect(
      screen.render() == """
        screen Explore
          button "swift" #tag-swift
          button "design" #tag-design
        """)
    #expect(try screen.tap("design") == .tapped("design"))
  }
}
