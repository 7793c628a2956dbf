import Testing
import TextUI

@Suite struct PickerTests {
  enum Theme: String, CaseIterable, Sendable {
    case auto = "Auto"
    case light = "Light"
    case dark = "Dark"
  }

  private func screen(theme: Theme?, isDisabled: Bool = false) -> Screen<TestAction> {
    Screen("Settings") {
      Picker(
        "Theme", selection: theme, options: Theme.allCases, isDisabled: isDisabled,
        title: \.rawValue
      ) { .chose($0.rawValue) }
    }
  }

  @Test func rendersSelectionAndOptions() {
    #expect(
      screen(theme: .dark).render() == """
        screen Settings
          picker "Theme" = "Dark" options "Auto", "Light", "Dark"
        """)
    #expect(screen(theme: .dark).visibleTexts == ["Theme", "Dark", "Auto", "Light", "Dark"])
  }

  @Test func rendersWithoutSelectionAndDisabled() {
    #expect(
      screen(theme: nil, isDisabled: true).render() == """
        screen Settings
          picker "Theme" options "Auto", "Light", "Dark" [disabled]
        """)
  }

  @Test func optionsGivenOneByOne() throws {
    let screen = Screen<TestAction>("Settings") {
      Picker("Language", id: "language", selection: "English") {
        PickerOption("English") { .chose("en") }
        PickerOption("Tiếng Việt") { .chose("vi") }
      }
    }
    #expect(
      screen.render() == """
        screen Settings
          picker "Language" #language = "English" options "English", "Tiếng Việt"
        """)
    #expect(try screen.select("Tiếng Việt", in: "Language") == .chose("vi"))
  }

  @Test func aPickerWithoutOptionsRendersNoOptions() {
    let screen = Screen<TestAction>("Settings") {
      Picker("Language", selection: nil) {}
    }
    #expect(screen.render() == "screen Settings\n  picker \"Language\"")
    #expect(
      errorMessage { try screen.select("English", in: "Language") }
        == "picker \"Language\" has no option \"English\"; it has no options"
    )
  }

  @Test func selectingSendsTheOptionsAction() throws {
    #expect(try screen(theme: .auto).select("Dark", in: "Theme") == .chose("Dark"))
    #expect(try screen(theme: .dark).select("Dark", in: "Theme") == .chose("Dark"))
  }

  @Test func anUnknownOptionSuggestsTheClosest() {
    #expect(
      errorMessage { try screen(theme: .auto).select("Drak", in: "Theme") }
        == "picker \"Theme\" has no option \"Drak\"; did you mean \"Dark\"? "
        + "Options: \"Auto\", \"Light\", \"Dark\""
    )
    #expect(
      errorMessage { try screen(theme: .auto).select("Sepia", in: "Theme") }
        == "picker \"Theme\" has no option \"Sepia\". Options: \"Auto\", \"Light\", \"Dark\""
    )
  }

  @Test func aDisabledPickerRefusesSelection() {
    #expect(
      errorMessage { try screen(theme: .auto, isDisabled: true).select("Dark", in: "Theme") }
        == "cannot select an option in picker \"Theme\": it is disabled"
    )
  }

  @Test func tappingAPickerSaysToSelect() {
    #expect(
      errorMessage { try screen(theme: .auto).tap("Theme") }
        == "cannot tap picker \"Theme\"; select one of its options"
    )
  }

  @Test func selectingInAFieldSaysToType() {
    let screen = Screen<TestAction>("Login") {
      TextField("Email", text: "") { .changed("Email", to: $0) }
    }
    #expect(
      errorMessage { try screen.select("Dark", in: "Email") }
        == "cannot select an option in text field \"Email\"; type into it or clear it"
    )
  }
}
