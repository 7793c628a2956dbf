import Testing
import TextUI

@Suite struct PresentedOverlayTests {
  @Test func quotesTitlesAndNamesSheetsBare() {
    #expect(PresentedOverlay(kind: .alert, title: "Error").description == "alert \"Error\"")
    #expect(
      PresentedOverlay(kind: .confirmationDialog, title: "Delete?").description
        == "confirmation dialog \"Delete?\""
    )
    #expect(PresentedOverlay(kind: .sheet, title: "EditProfile").description == "sheet EditProfile")
  }
}
