import Testing
import TextUI

@Suite struct ScreenQueriesTests {
  @Test func containsMatchesSubstringsOfVisibleTexts() {
    let screen = LoginFixture(errorMessage: "Invalid email format").screen
    #expect(screen.contains(text: "Invalid email"))
    #expect(screen.contains(text: "Welcome Back"))
    #expect(!screen.contains(text: "welcome back"))
    #expect(!screen.contains(text: "lock.shield"))
    #expect(!screen.contains(text: "Login"))
  }

  @Test func containsFindsTextInEveryKindOfElementAndNotInStructure() {
    let screen = Screen<TestAction>("Settings") {
      NavigationBar("Cài đặt", back: "Back", onBack: { .back }) {
        Button("Edit", badge: "3") { .tapped("edit") }
      }
      Section("Account", footer: "Signed in") {
        Row("Language", detail: "Tiếng Việt") { .tapped("language") }
      }
      TextField("Name", text: "", placeholder: "Your name") { .changed("Name", to: $0) }
      Picker("Theme", selection: "Dark", options: ["Auto", "Dark"], title: { $0 }) { .chose($0) }
    }
    for text in ["Cài", "Back", "Edit", "3", "Account", "Signed", "Language", "Việt", "Your", "Auto"] {
      #expect(screen.contains(text: text), "\(text)")
    }
    for text in ["Settings", "navigation", "button", "[disabled]", "placeholder", "options"] {
      #expect(!screen.contains(text: text), "\(text)")
    }
    #expect(screen.visibleTexts.allSatisfy { screen.contains(text: $0) })
  }

  @Test func containsSeesTheOverlayOnTopAndNotWhatItCovers() {
    let screen = LoginFixture(alert: "No internet connection").screen
    #expect(screen.contains(text: "No internet"))
    #expect(!screen.contains(text: "Welcome Back"))
    #expect(screen.overlayCovering(text: "Welcome Back")?.title == "Error")
    #expect(screen.overlayCovering(text: "No internet") == nil)
    #expect(screen.visibleTexts.first == "Error")
  }

  @Test func labelsAreTheInteractiveLabelsInOrder() {
    #expect(
      LoginFixture().screen.labels == [
        "Email", "Password", "Sign In", "Continue with Apple", "Continue with Google",
        "Forgot Password?", "Sign Up",
      ]
    )
  }

  @Test func labelsIncludeDisabledElementsAndRepeats() {
    let screen = Screen<TestAction>("Inbox") {
      Button("Delete", id: "a") { .tapped("a") }
      Button("Delete", id: "b", isDisabled: true) { .tapped("b") }
    }
    #expect(screen.labels == ["Delete", "Delete"])
  }

  @Test func labelsAreTheTopmostOverlays() {
    #expect(LoginFixture(alert: "x").screen.labels == ["OK"])
  }

  @Test func overlaysAndTopmostName() {
    let plain = LoginFixture().screen
    #expect(plain.presentedOverlays.isEmpty)
    #expect(plain.presentedOverlay == nil)
    #expect(plain.topmostName == "Login")
    let alerting = LoginFixture(alert: "x").screen
    #expect(alerting.presentedOverlays == [PresentedOverlay(kind: .alert, title: "Error")])
    #expect(alerting.topmostName == "Login")
  }
}
