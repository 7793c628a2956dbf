import Testing
import TextUI

@Suite struct ScreenPartsTests {
  @Test func theTopmostLayerIsTheOverlayOnTopAloneOrElseTheScreen() {
    #expect(
      SettingsFixture(isConfirmingDelete: true).screen.renderTopmostLayer() == """
        confirmation dialog "Delete Account?"
          text "This cannot be undone."
          button "Delete Account" [destructive]
          button "Cancel" [cancel]
        """)
    let screen = SettingsFixture().screen
    #expect(screen.renderTopmostLayer() == screen.render())
  }

  @Test func aSectionIsItsLineUnindentedWithItsChildrenAndFooter() {
    #expect(
      SettingsFixture().screen.renderedSections(titled: "About") == [
        """
        section "About"
          row "Version" detail "1.0.0"
          row "Build" detail "42"
          row "Privacy Policy" >
          row "Support" >
          footer "Made with care"
        """
      ])
    #expect(SettingsFixture().screen.renderedSections(titled: "Abut").isEmpty)
  }

  @Test func anElementIsFoundByItsLabelItsIdOrBoth() {
    let screen = Screen<TestAction>("Inbox") {
      NavigationBar("Inbox") {
        Button("Edit") { .tapped("Edit") }
      }
      List {
        Row("Welcome", id: "message-1", detail: "1h ago") { .tapped("message-1") }
        Row("Welcome", id: "message-2", detail: "2d ago") { .tapped("message-2") }
      }
    }
    #expect(
      screen.renderedElements(labelled: "Inbox", id: nil) == [
        """
        navigation "Inbox"
          button "Edit"
        """
      ])
    #expect(
      screen.renderedElements(labelled: "Welcome", id: nil) == [
        #"row "Welcome" #message-1 detail "1h ago" >"#, #"row "Welcome" #message-2 detail "2d ago" >"#,
      ])
    #expect(screen.renderedElements(labelled: nil, id: "message-2") == [#"row "Welcome" #message-2 detail "2d ago" >"#])
    #expect(screen.renderedElements(labelled: "Edit", id: "message-2").isEmpty)
  }

  @Test func aSectionIsTheElementItsTitleLabelsAndWhatAnOverlayCoversIsNotThere() {
    let settings = SettingsFixture()
    #expect(settings.screen.renderedElements(labelled: "Account", id: nil) == settings.screen.renderedSections(titled: "Account"))
    let covered = SettingsFixture(isConfirmingDelete: true).screen
    #expect(covered.renderedSections(titled: "Account").isEmpty)
    #expect(covered.renderedElements(labelled: "Cancel", id: nil) == [#"button "Cancel" [cancel]"#])
  }
}
