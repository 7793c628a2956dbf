import Testing
import TextUI

@Suite struct PlaceTests {
  @Test func namesScreensBareAndOverlaysByKind() {
    #expect(Place.screen("Login").description == "screen Login")
    #expect(Place.screen("Edit Profile").description == "screen \"Edit Profile\"")
    #expect(
      Place.overlay(PresentedOverlay(kind: .alert, title: "Error")).description == "alert \"Error\""
    )
  }
}
