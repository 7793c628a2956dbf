import Testing

@testable import TextUI

@Suite struct OverlayKindTests {
  @Test func wordsAndModality() {
    #expect(OverlayKind.allDescriptions == ["sheet", "alert", "confirmation dialog"])
    #expect(!OverlayKind.sheet.asksQuestion)
    #expect(OverlayKind.alert.asksQuestion)
    #expect(OverlayKind.confirmationDialog.asksQuestion)
  }
}

extension OverlayKind {
  fileprivate static var allDescriptions: [String] {
    [OverlayKind.sheet, .alert, .confirmationDialog].map(\.description)
  }
}
