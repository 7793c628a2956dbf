import Testing
import TextUI

@Suite struct NavigationBarTests {
  @Test func rendersTitleBackButtonAndItems() {
    let screen = Screen<TestAction>("EditProfile") {
      NavigationBar("Edit Profile", back: "Profile", onBack: { .back }) {
        Button("Save", isDisabled: true) { .tapped("Save") }
      }
    }
    #expect(
      screen.render() == """
        screen EditProfile
          navigation "Edit Profile" back "Profile"
            button "Save" [disabled]
        """)
    #expect(screen.visibleTexts == ["Edit Profile", "Profile", "Save"])
    #expect(screen.labels == ["Save"])
  }

  @Test func aBarWithoutBackButton() {
    let screen = Screen<TestAction>("Settings") { NavigationBar("Settings") }
    #expect(screen.render() == "screen Settings\n  navigation \"Settings\"")
    #expect(errorMessage { try screen.back() } == "screen Settings has no back button")
  }

  @Test func backSendsTheBackAction() throws {
    let screen = Screen<TestAction>("Language") {
      NavigationBar("Language", onBack: { .back })
    }
    #expect(screen.render() == "screen Language\n  navigation \"Language\" back \"Back\"")
    #expect(try screen.back() == .back)
  }

  @Test func theBackButtonIsReachedByGoingBackNotByItsLabel() {
    let screen = Screen<TestAction>("Language") {
      NavigationBar("Language", back: "Settings", onBack: { .back })
    }
    #expect(
      errorMessage { try screen.tap("Settings") }
        == "cannot tap back button \"Settings\"; go back instead"
    )
  }

  @Test func aTabWithTheBackButtonsLabelIsStillTappable() throws {
    let screen = Screen<TestAction>("Language") {
      NavigationBar("Language", back: "Settings", onBack: { .back })
      TabBar {
        TabItem("Settings", isSelected: true) { .tapped("tab") }
      }
    }
    #expect(try screen.tap("Settings") == .tapped("tab"))
  }

  @Test func twoBackButtonsMakeGoingBackAmbiguous() {
    let screen = Screen<TestAction>("Language") {
      NavigationBar("Settings", back: "Home", onBack: { .back })
      NavigationBar("Language", back: "Settings", onBack: { .back })
    }
    #expect(
      errorMessage { try screen.back() }
        == "screen Language has 2 back buttons (\"Home\", \"Settings\"), so going back is "
        + "ambiguous; show at most one navigation bar with a back button"
    )
  }

  @Test func theTitleIsNotInteractive() {
    let screen = Screen<TestAction>("Settings") { NavigationBar("Settings") }
    #expect(
      errorMessage { try screen.tap("Settings") }
        == "cannot tap navigation title \"Settings\" on screen Settings: it only shows "
        + "information; nothing on screen Settings is interactive"
    )
  }
}
