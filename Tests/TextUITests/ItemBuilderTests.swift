import Testing
import TextUI

@Suite struct ItemBuilderTests {
  private func alert(canRetry: Bool, extra: [String], isFatal: Bool) -> Screen<TestAction> {
    Screen("Home") {
      Alert("Error") {
        if canRetry {
          Button("Retry") { .tapped("Retry") }
        }
        for label in extra {
          Button(label) { .tapped(label) }
        }
        if isFatal {
          Button("Quit", role: .destructive) { .tapped("Quit") }
        } else {
          Button("OK", role: .cancel) { .tapped("OK") }
        }
      }
    }
  }

  @Test func buildsItemsWithConditionsAndLoops() {
    #expect(
      alert(canRetry: true, extra: ["Help", "Report"], isFatal: false).render() == """
        screen Home
        alert "Error"
          button "Retry"
          button "Help"
          button "Report"
          button "OK" [cancel]
        """)
    #expect(
      alert(canRetry: false, extra: [], isFatal: true).render() == """
        screen Home
        alert "Error"
          button "Quit" [destructive]
        """)
  }

  @Test func takesItemsMadeElsewhereInPlace() {
    let tabs = ["Home", "Explore"].map { label in TabItem<TestAction>(label) { .tapped(label) } }
    let screen = Screen<TestAction>("Home") {
      TabBar {
        tabs
        TabItem("Profile", isSelected: true) { .tapped("Profile") }
      }
    }
    #expect(
      screen.render() == """
        screen Home
          tab bar
            tab "Home"
            tab "Explore"
            tab "Profile" [selected]
        """)
  }
}
