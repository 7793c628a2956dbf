import Testing
import TextUI

@Suite struct SectionTests {
  @Test func rendersTitleChildrenAndFooterLast() {
    let screen = Screen<TestAction>("Settings") {
      List {
        Section("About", footer: "Made with care") {
          Row("Version", detail: "1.0.0")
        }
        Section {
          Button("Log Out", role: .destructive) { .tapped("Log Out") }
        }
      }
    }
    #expect(
      screen.render() == """
        screen Settings
          list
            section "About"
              row "Version" detail "1.0.0"
              footer "Made with care"
            section
              button "Log Out" [destructive]
        """)
    #expect(screen.visibleTexts == ["About", "Version", "1.0.0", "Made with care", "Log Out"])
  }

  @Test func titleAndFooterAreNotInteractive() {
    let screen = Screen<TestAction>("Settings") {
      Section("About", footer: "Made with care") {}
    }
    #expect(
      errorMessage { try screen.tap("About") }
        == "cannot tap section title \"About\" on screen Settings: it only shows information; "
        + "nothing on screen Settings is interactive"
    )
    #expect(
      errorMessage { try screen.tap("Made with care") }
        == "cannot tap footer \"Made with care\" on screen Settings: it only shows information; "
        + "nothing on screen Settings is interactive"
    )
  }
}
