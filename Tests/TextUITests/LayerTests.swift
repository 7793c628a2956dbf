import Testing

@testable import TextUI

@Suite struct LayerTests {
  @Test func overlaysStackInBuildOrderEachFollowedByItsOwn() {
    let screen = Screen<TestAction>("Root") {
      List {
        Sheet("First", onDismiss: { .dismissed }) {
          Alert("Inside First") {}
        }
      }
      Group {
        Sheet("Second") {}
      }
    }
    let places = Layer.layers(of: screen).map(\.place)
    #expect(
      places == [
        .screen("Root"),
        .overlay(PresentedOverlay(kind: .sheet, title: "First")),
        .overlay(PresentedOverlay(kind: .alert, title: "Inside First")),
        .overlay(PresentedOverlay(kind: .sheet, title: "Second")),
      ]
    )
    #expect(Layer.layers(of: screen)[0].overlay == nil)
  }

  @Test func contentsSkipOverlaysAndKeepBackButtonsApart() {
    let screen = Screen<TestAction>("Root") {
      NavigationBar("Root", back: "Home", onBack: { .back })
      Button("Go") { .tapped("Go") }
      Alert("Hidden") { Button("OK") { .tapped("OK") } }
    }
    let contents = Layer.layers(of: screen)[0].contents
    #expect(contents.labels == ["Go"])
    #expect(contents.backButtons.map(\.label) == ["Home"])
    #expect(contents.shows("Home"))
    #expect(contents.shows("Root"))
    #expect(!contents.shows("OK"))
  }
}
