import Testing
import TextUI

@Suite struct SheetTests {
  private func editProfile(name: String) -> Screen<ChildAction> {
    Screen("EditProfile") {
      NavigationBar("Edit Profile", back: "Cancel", onBack: { .tapped("Cancel") }) {
        Button("Save") { .tapped("Save") }
      }
      TextField("Name", text: name) { .changed($0) }
    }
  }

  private func profile(editing: Bool) -> Screen<TestAction> {
    Screen("Profile") {
      Heading("Ada Lovelace")
      Button("Edit") { .tapped("Edit") }
      if editing {
        Sheet(editProfile(name: "Ada").map { .child($0) }, onDismiss: { .dismissed })
      }
    }
  }

  @Test func rendersAfterTheScreenUnderItsName() {
    #expect(
      profile(editing: true).render() == """
        screen Profile
          heading "Ada Lovelace"
          button "Edit"
        sheet EditProfile
          navigation "Edit Profile" back "Cancel"
            button "Save"
          text field "Name" = "Ada"
        """)
    #expect(profile(editing: true).topmostName == "EditProfile")
    #expect(profile(editing: false).topmostName == "Profile")
  }

  @Test func itsContentIsWhatIsReachable() throws {
    let screen = profile(editing: true)
    #expect(screen.labels == ["Save", "Name"])
    #expect(try screen.type("!", into: "Name") == .child(.changed("Ada!")))
    #expect(try screen.tap("Save") == .child(.tapped("Save")))
    #expect(try screen.back() == .child(.tapped("Cancel")))
    #expect(try screen.dismiss() == .dismissed)
    #expect(
      errorMessage { try screen.tap("Edit") }
        == "\"Edit\" is behind sheet EditProfile; dismiss it first, or use its labels: "
        + "\"Save\", \"Name\""
    )
    #expect(
      errorMessage { try screen.tap("Edit Profile") }
        == "cannot tap navigation title \"Edit Profile\" on sheet EditProfile: it only shows "
        + "information. Labels on sheet EditProfile: \"Save\", \"Name\""
    )
  }

  @Test func aSheetBuiltInPlaceWithoutDismissAction() {
    let screen = Screen<TestAction>("Home") {
      Sheet("Update Required") {
        Text("Please update the app")
        Button("Update") { .tapped("Update") }
      }
    }
    #expect(
      screen.render() == """
        screen Home
        sheet "Update Required"
          text "Please update the app"
          button "Update"
        """)
    #expect(
      errorMessage { try screen.dismiss() }
        == "sheet \"Update Required\" cannot be dismissed; use one of its labels: \"Update\""
    )
    #expect(errorMessage { try screen.back() } == "sheet \"Update Required\" has no back button")
  }

  @Test func anEmptySheetCannotBeDismissedAndHasNothingToUse() {
    let screen = Screen<TestAction>("Home") { Sheet("Blank") {} }
    #expect(
      errorMessage { try screen.dismiss() }
        == "sheet Blank cannot be dismissed; it has nothing to interact with"
    )
    #expect(
      errorMessage { try screen.tap("Anything") }
        == "no element labelled \"Anything\" on sheet Blank; nothing on sheet Blank is interactive"
    )
  }

  @Test func theBackButtonBehindASheetIsUnreachable() {
    let screen = Screen<TestAction>("Language") {
      NavigationBar("Language", back: "Settings", onBack: { .back })
      Sheet("Picker", onDismiss: { .dismissed }) {
        Button("Done") { .tapped("Done") }
      }
    }
    #expect(
      errorMessage { try screen.back() }
        == "the back button is behind sheet Picker; dismiss it first, or use its labels: \"Done\""
    )
  }

  @Test func anAlertOnASheetIsOnTopOfIt() throws {
    let screen = Screen<TestAction>("Profile") {
      Button("Edit Profile") { .tapped("Edit Profile") }
      Sheet("EditProfile", onDismiss: { .dismissed }) {
        Button("Save") { .tapped("Save") }
        Alert("Invalid Email", onDismiss: { .dismissed }) {
          Button("OK") { .tapped("OK") }
        }
      }
    }
    #expect(
      screen.render() == """
        screen Profile
          button "Edit Profile"
        sheet EditProfile
          button "Save"
        alert "Invalid Email"
          button "OK"
        """)
    #expect(
      screen.presentedOverlays == [
        PresentedOverlay(kind: .sheet, title: "EditProfile"),
        PresentedOverlay(kind: .alert, title: "Invalid Email"),
      ]
    )
    #expect(screen.topmostName == "EditProfile")
    #expect(try screen.answer("OK") == .tapped("OK"))
    #expect(
      errorMessage { try screen.tap("Save") }
        == "\"Save\" is behind alert \"Invalid Email\"; answer it first with one of: \"OK\""
    )
    #expect(
      errorMessage { try screen.tap("Edit Profile") }
        == "\"Edit Profile\" is behind alert \"Invalid Email\"; answer it first with one of: \"OK\""
    )
  }

  @Test func answerNeedsAnAlertOrDialog() {
    #expect(
      errorMessage { try profile(editing: true).answer("Save") }
        == "no alert or confirmation dialog is up on sheet EditProfile, so there is nothing to answer"
    )
  }
}
