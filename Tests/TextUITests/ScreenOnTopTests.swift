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

  @Test func nothingToKeepOnTopLeavesTheScreenAsItWas() {
    let plain = Screen<TestAction>("Home") {
      Heading("Hello")
      Alert("Saved") { Button("OK") { .tapped("OK") } }
    }
    #expect(plain.keepingOnTop {}.render() == plain.render())
  }
}
