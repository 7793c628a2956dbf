import Testing
import TextUI

@Suite struct TabBarTests {
  private let tabs = ["Home", "Explore", "Profile", "Settings"]

  private func screen(selected: String) -> Screen<TestAction> {
    Screen(selected) {
      Heading(selected)
      TabBar {
        for tab in tabs {
          TabItem(
            tab, image: tab.lowercased(), badge: tab == "Home" ? "2" : nil,
            isSelected: tab == selected
          ) { .tapped(tab) }
        }
      }
    }
  }

  @Test func rendersEveryTabAndMarksTheSelectedOne() {
    #expect(
      screen(selected: "Explore").render() == """
        screen Explore
          heading "Explore"
          tab bar
            tab "Home" image home badge "2"
            tab "Explore" image explore [selected]
            tab "Profile" image profile
            tab "Settings" image settings
        """)
  }

  @Test func tappingATabSendsItsActionEvenWhenSelected() throws {
    #expect(try screen(selected: "Home").tap("Profile") == .tapped("Profile"))
    #expect(try screen(selected: "Home").tap("Home") == .tapped("Home"))
  }

  @Test func tabsAreLabels() {
    #expect(screen(selected: "Home").labels == tabs)
  }

  @Test func rendersAnId() {
    let screen = Screen<TestAction>("Home") {
      TabBar { TabItem("Home", id: "home-tab") { .tapped("Home") } }
    }
    #expect(screen.render() == "screen Home\n  tab bar\n    tab \"Home\" #home-tab")
  }
}
