import Testing
import TextUI

@Suite struct ConfirmationDialogTests {
  private let screen = Screen<TestAction>("Settings") {
    Button("Delete Account", role: .destructive) { .tapped("Delete Account") }
    ConfirmationDialog(
      "Delete Account?", message: "This cannot be undone.", onDismiss: { .dismissed }
    ) {
      Button("Delete", role: .destructive) { .tapped("Delete") }
      Button("Cancel", role: .cancel) { .tapped("Cancel") }
    }
  }

  @Test func rendersAfterTheScreen() {
    #expect(
      screen.render() == """
        screen Settings
          button "Delete Account" [destructive]
        confirmation dialog "Delete Account?"
          text "This cannot be undone."
          button "Delete" [destructive]
          button "Cancel" [cancel]
        """)
  }

  @Test func isAnsweredWithItsButtonsOrDismissed() throws {
    #expect(try screen.answer("Delete") == .tapped("Delete"))
    #expect(try screen.answer("Cancel") == .tapped("Cancel"))
    #expect(try screen.dismiss() == .dismissed)
    #expect(
      screen.presentedOverlay
        == PresentedOverlay(kind: .confirmationDialog, title: "Delete Account?")
    )
  }

  @Test func theScreenBehindIsUnreachable() {
    #expect(
      errorMessage { try screen.tap("Delete Account") }
        == "\"Delete Account\" is behind confirmation dialog \"Delete Account?\"; "
        + "answer it first with one of: \"Delete\", \"Cancel\""
    )
  }
}
