import Testing
import TextUI

@Suite struct ScreenOverlaysTests {
  private let base = Screen<TestAction>("Settings") { Button("Log Out") { .tapped("Log Out") } }

  @Test func nilOverlaysLeaveTheScreenUnchanged() {
    let screen = base.alert(nil).confirmationDialog(nil).sheet(nil)
    #expect(screen.render() == base.render())
    #expect(screen.presentedOverlays.isEmpty)
  }

  @Test func modifiersPresentInTheOrderApplied() {
    let screen =
      base
      .sheet(Sheet("Language", onDismiss: { .dismissed }) { Text("English") })
      .confirmationDialog(ConfirmationDialog("Log out?") { Button("Log Out") { .tapped("yes") } })
      .alert(Alert("Saved") { Button("OK") { .tapped("OK") } })
    #expect(
      screen.render() == """
        screen Settings
          button "Log Out"
        sheet Language
          text "English"
        confirmation dialog "Log out?"
          button "Log Out"
        alert "Saved"
          button "OK"
        """)
    #expect(screen.presentedOverlay == PresentedOverlay(kind: .alert, title: "Saved"))
  }
}
