import Testing
import TextUI

@Suite struct ScreenBannerTests {
  @Test func theBannerHeadsTheScreenAndEveryOverlayEvenNested() {
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
    .bannered(Banner("You're offline"))
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

  @Test func theOverlaysStayReachableAsBefore() throws {
    let plain = Screen<TestAction>("Settings") {
      Button("Delete") { .tapped("Delete") }
      Sheet("Edit", onDismiss: { .dismissed }) {
        Alert("Not saved") { Button("OK") { .tapped("OK") } }
      }
    }
    let bannered = plain.bannered(Banner("You're offline"))
    #expect(bannered.labels == plain.labels)
    #expect(bannered.presentedOverlays == plain.presentedOverlays)
    #expect(try bannered.answer("OK") == .tapped("OK"))
    #expect(bannered.topmostName == "Edit")
  }
}
