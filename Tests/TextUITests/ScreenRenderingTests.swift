import Testing
import TextUI

@Suite struct ScreenRenderingTests {
  @Test func rendersTheLoginScreen() {
    let screen = LoginFixture(email: "ada@example.com", password: "secret", isLoading: true).screen
    #expect(
      screen.render() == """
        screen Login
          image lock.shield
          heading "Welcome Back"
          text "Sign in to continue"
          text field "Email" = "ada@example.com"
          secure field "Password" = "••••••"
          button "Sign In" [disabled]
          progress "Signing in"
          text "or"
          button "Continue with Apple" image apple.logo
          button "Continue with Google" image g.circle
          button "Forgot Password?"
          text "Don't have an account?"
          button "Sign Up"
        """)
  }

  @Test func rendersTheSettingsScreenWithBannerTabsAndDialog() {
    let screen = SettingsFixture(
      theme: .dark, notificationsOn: true, isOffline: true, isConfirmingDelete: true
    ).screen
    #expect(
      screen.render() == """
        screen Settings
          banner "You're offline"
          navigation "Settings"
          list
            section "Account"
              row "Name" detail "Ada Lovelace"
              row "Email" detail "ada@example.com"
            section "Preferences"
              picker "Theme" = "Dark" options "Auto", "Light", "Dark"
              row "Language" detail "English" >
              toggle "Notifications" [on]
            section "About"
              row "Version" detail "1.0.0"
              row "Build" detail "42"
              row "Privacy Policy" >
              row "Support" >
              footer "Made with care"
            section
              button "Log Out"
              button "Delete Account" [destructive]
          tab bar
            tab "Home"
            tab "Explore"
            tab "Profile"
            tab "Settings" [selected]
        confirmation dialog "Delete Account?"
          text "This cannot be undone."
          button "Delete Account" [destructive]
          button "Cancel" [cancel]
        """)
  }

  @Test func renderedLinesAreTheLinesOfTheRenderEveryLayerIncluded() {
    let screen = SettingsFixture(isConfirmingDelete: true).screen
    let lines = screen.renderedLines
    #expect(lines.first == "screen Settings")
    #expect(lines.last == "  button \"Cancel\" [cancel]")
    #expect(lines.joined(separator: "\n") == screen.render())
  }

  @Test func rendersAnEmptyScreenAsItsHeaderOnly() {
    #expect(Screen<TestAction>("Blank") {}.render() == "screen Blank")
  }

  @Test func quotesANameThatIsNotOneWord() {
    #expect(Screen<TestAction>("Edit Profile") {}.render() == "screen \"Edit Profile\"")
  }

  @Test func theSameStateRendersTheSameText() {
    let fixture = LoginFixture(email: "ada", password: "pw", errorMessage: "Invalid email format")
    let renders = (0..<5).map { _ in fixture.screen.render() }
    #expect(Set(renders).count == 1)
    #expect(
      fixture.screen.render()
        == LoginFixture(
          email: "ada", password: "pw", errorMessage: "Invalid email format"
        ).screen.render())
  }

  @Test func differentStatesRenderDifferentText() {
    let idle = LoginFixture().screen.render()
    let loading = LoginFixture(isLoading: true).screen.render()
    #expect(idle != loading)
  }

  @Test func indentsTwoSpacesPerLevel() {
    let screen = Screen<TestAction>("Deep") {
      List {
        Section("One") {
          Section("Two") { Text("three") }
        }
      }
    }
    #expect(
      screen.render() == """
        screen Deep
          list
            section "One"
              section "Two"
                text "three"
        """)
  }

  @Test func visibleTextsAreTheQuotedTextsOfTheRenderOnTop() {
    let plain = LoginFixture(email: "ada", password: "pw").screen
    #expect(
      plain.visibleTexts == [
        "Welcome Back", "Sign in to continue", "Email", "ada", "Password", "••", "Sign In", "or",
        "Continue with Apple", "Continue with Google", "Forgot Password?",
        "Don't have an account?", "Sign Up",
      ]
    )
    let screen = LoginFixture(email: "ada", password: "pw", alert: "Invalid \"email\"").screen
    #expect(screen.visibleTexts == ["Error", "Invalid \"email\"", "OK"])
    #expect(
      screen.render().hasSuffix(
        """
        alert "Error"
          text "Invalid \\"email\\""
          button "OK" [cancel]
        """))
  }
}
