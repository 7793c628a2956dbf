import Testing
import TextUI

@Suite struct ElementBuilderTests {
  enum Load: Sendable {
    case loading
    case loaded([String])
    case failed(String)
  }

  private func feed(_ load: Load, title: String?) -> Screen<TestAction> {
    Screen("Home") {
      if let title {
        Heading(title)
      }
      switch load {
      case .loading:
        ProgressIndicator("Loading activity")
      case .loaded(let items) where items.isEmpty:
        Text("No activity yet")
      case .loaded(let items):
        for item in items {
          Row(item) { .tapped(item) }
        }
      case .failed(let message):
        ErrorMessage(message)
        Button("Retry") { .tapped("Retry") }
      }
      if title == nil {
        Text("Untitled")
      } else {
        Text("Titled")
      }
    }
  }

  @Test func ifLetAndElse() {
    #expect(
      feed(.loading, title: "Activity").render() == """
        screen Home
          heading "Activity"
          progress "Loading activity"
          text "Titled"
        """)
    #expect(
      feed(.loading, title: nil).render() == """
        screen Home
          progress "Loading activity"
          text "Untitled"
        """)
  }

  @Test func switchAndFor() {
    #expect(
      feed(.loaded([]), title: nil).render() == """
        screen Home
          text "No activity yet"
          text "Untitled"
        """)
    #expect(
      feed(.loaded(["Liked a post", "Followed Grace"]), title: nil).render() == """
        screen Home
          row "Liked a post" >
          row "Followed Grace" >
          text "Untitled"
        """)
    #expect(
      feed(.failed("Could not load"), title: nil).render() == """
        screen Home
          error "Could not load"
          button "Retry"
          text "Untitled"
        """)
  }

  @Test func arraysOfElementsAreInlined() {
    let elements: [Element<TestAction>] = [
      Text("one").element(for: TestAction.self), Text("two").element(for: TestAction.self),
    ]
    let screen = Screen<TestAction>("List") {
      elements
      Text("three")
    }
    #expect(screen.render() == "screen List\n  text \"one\"\n  text \"two\"\n  text \"three\"")
  }
}
