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

  @Test func anOverlayDeepInTheContainersOfALiftedScreenIsOnTop() {
    let child = Screen<TestAction>("Child") {
      Section("Plain") { Text("No overlay here") }
      List {
        Section("Deep") {
          Sheet("Picker", onDismiss: { .dismissed }) { Text("Choose") }
        }
      }
    }
    let screen = Screen<TestAction>("Root") {
      Group { Text("Top") }
      child.map { $0 }
    }
    let picker = PresentedOverlay(kind: .sheet, title: "Picker")
    #expect(Layer.topmost(of: screen).place == .overlay(picker))
    #expect(screen.presentedOverlays == [picker])
    #expect(screen.topmostName == "Picker")
    #expect(screen.visibleTexts == ["Choose"])
    #expect(screen.keepingOnTop { Banner("Offline") }.visibleTexts == ["Offline", "Choose"])
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
