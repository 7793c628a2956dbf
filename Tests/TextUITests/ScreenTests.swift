import Testing
import TextUI

@Suite struct ScreenTests {
  private func child(name: String) -> Screen<ChildAction> {
    Screen("Auth") {
      TextField("Name", text: name) { .changed($0) }
      Button("Continue") { .tapped("Continue") }
      Row("Help") { .tapped("Help") }
      Toggle("Remember Me", isOn: false) { .changed($0 ? "on" : "off") }
      Picker("Plan", selection: "Free") {
        PickerOption("Free") { .tapped("Free") }
        PickerOption("Pro") { .tapped("Pro") }
      }
      NavigationBar("Auth", onBack: { .tapped("Back") }) {
        Button("Skip") { .tapped("Skip") }
      }
      TabBar { TabItem("Home") { .tapped("Home") } }
      Alert("Heads Up", onDismiss: { .tapped("Dismiss") }) {
        Button("Fine") { .tapped("Fine") }
      }
    }
  }

  @Test func keepsItsName() {
    #expect(child(name: "").name == "Auth")
    #expect(child(name: "").map(TestAction.child).name == "Auth")
  }

  @Test func mapLiftsEveryActionAndKeepsTheRender() throws {
    let screen = child(name: "Ada")
    let lifted = screen.map(TestAction.child)
    #expect(lifted.render() == screen.render())
    #expect(try lifted.answer("Fine") == .child(.tapped("Fine")))
    #expect(try lifted.dismiss() == .child(.tapped("Dismiss")))
  }

  @Test func mapLiftsActionsBelowTheOverlay() throws {
    let withoutAlert = Screen<ChildAction>("Auth") {
      child(name: "Ada").elements.dropLast()
    }
    .map(TestAction.child)
    #expect(try withoutAlert.type("!", into: "Name") == .child(.changed("Ada!")))
    #expect(try withoutAlert.tap("Continue") == .child(.tapped("Continue")))
    #expect(try withoutAlert.tap("Help") == .child(.tapped("Help")))
    #expect(try withoutAlert.toggle("Remember Me") == .child(.changed("on")))
    #expect(try withoutAlert.select("Pro", in: "Plan") == .child(.tapped("Pro")))
    #expect(try withoutAlert.back() == .child(.tapped("Back")))
    #expect(try withoutAlert.tap("Skip") == .child(.tapped("Skip")))
    #expect(try withoutAlert.tap("Home") == .child(.tapped("Home")))
  }

  @Test func aParentEmbedsAChildScreenInItsLayout() throws {
    let home = Screen<ChildAction>("Home") {
      Heading("Good morning, Ada")
      Button("Get Started") { .tapped("Get Started") }
    }
    let root = Screen<TestAction>(home.name) {
      Banner("You're offline")
      home.map(TestAction.child)
      TabBar {
        TabItem("Home", isSelected: true) { .tapped("Home") }
        TabItem("Settings") { .tapped("Settings") }
      }
    }
    #expect(
      root.render() == """
        screen Home
          banner "You're offline"
          heading "Good morning, Ada"
          button "Get Started"
          tab bar
            tab "Home" [selected]
            tab "Settings"
        """)
    #expect(try root.tap("Get Started") == .child(.tapped("Get Started")))
    #expect(try root.tap("Settings") == .tapped("Settings"))
  }

  @Test func anEmbeddedChildsOverlayStaysOnTop() throws {
    let settings = Screen<ChildAction>("Settings") {
      Button("Delete Account", role: .destructive) { .tapped("Delete Account") }
      ConfirmationDialog("Delete Account?") {
        Button("Delete", role: .destructive) { .tapped("Delete") }
      }
    }
    let root = Screen<TestAction>("Settings") {
      settings.map(TestAction.child)
      TabBar { TabItem("Settings", isSelected: true) { .tapped("Settings") } }
    }
    #expect(
      root.render() == """
        screen Settings
          button "Delete Account" [destructive]
          tab bar
            tab "Settings" [selected]
        confirmation dialog "Delete Account?"
          button "Delete" [destructive]
        """)
    #expect(try root.answer("Delete") == .child(.tapped("Delete")))
    #expect(
      errorMessage { try root.tap("Settings") }
        == "\"Settings\" is behind confirmation dialog \"Delete Account?\"; "
        + "answer it first with one of: \"Delete\""
    )
  }

  @Test func isSendable() async throws {
    let screen = LoginFixture().screen
    let action = try await Task { try screen.tap("Sign In") }.value
    #expect(action == .tapped("Sign In"))
  }
}
