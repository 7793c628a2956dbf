import Testing
import TextUI

@Suite struct ScreenOnTopTests {
  @Test func theElementsHeadTheScreenAndEveryOverlayEvenNested() {
    let screen = Screen<TestAction>("Profile") {
      Heading("Ada")
      Group {
        Sheet("Edit", onDismiss: { .dismissed }) {
          Button("Save") { .tapped("Save") }
          Alert("Not saved", message: "Try again") { Button("OK") { .tapped("OK") } }
        }
      }
      ConfirmationDialog("Sure?") { Button("Yes") { .tapped("Yes") } }
    }
    .keepingOnTop { Banner("You're offline") }
    #expect(
      screen.render() == """
        screen Profile
          banner "You're offline"
          heading "Ada"
        sheet Edit
          banner "You're offline"
          button "Save"
        alert "Not saved"
          banner "You're offline"
          text "Try again"
          button "OK"
        confirmation dialog "Sure?"
          banner "You're offline"
          button "Yes"
        """)
  }

  @Test func aControlKeptOnTopIsReachedOnTheTopmostLayer() throws {
    let plain = Screen<TestAction>("Settings") {
      Button("Delete") { .tapped("Delete") }
      Sheet("Edit", onDismiss: { .dismissed }) {
        Button("Save") { .tapped("Save") }
      }
    }
    let kept = plain.keepingOnTop {
      ErrorMessage("Timed out")
      Button("Dismiss", id: "error") { .tapped("Dismiss") }
    }
    #expect(kept.labels == ["Dismiss", "Save"])
    #expect(try kept.tap("Dismiss", id: "error") == .tapped("Dismiss"))
    #expect(kept.presentedOverlays == plain.presentedOverlays)
    #expect(kept.topmostName == "Edit")
  }

  @Test func aMappedChildsOverlayIsHeadedAndEachControlSendsItsOwnScreensAction() throws {
    let child = Screen<ChildAction>("Profile") {
      Button("Edit") { .tapped("Edit") }
      Sheet("Edit", onDismiss: { .tapped("Close") }) {
        TextField("Name", text: "Ada") { .changed($0) }
      }
    }
    let kept = child.map(TestAction.child).keepingOnTop {
      Button("Dismiss", id: "error") { .tapped("Dismiss") }
    }
    #expect(
      kept.render() == """
        screen Profile
          button "Dismiss" #error
          button "Edit"
        sheet Edit
          button "Dismiss" #error
          text field "Name" = "Ada"
        """)
    #expect(try kept.tap("Dismiss", id: "error") == .tapped("Dismiss"))
    #expect(try kept.type("!", into: "Name") == .child(.changed("Ada!")))
    #expect(try kept.dismiss() == .child(.tapped("Close")))
  }

  @Test func nothingToKeepOnTopLeavesTheScreenAsItWas() {
    let plain = Screen<TestAction>("Home") {
      Heading("Hello")
      Alert("Saved") { Button("OK") { .tapped("OK") } }
    }
    #expect(plain.keepingOnTop {}.render() == plain.render())
  }
}
