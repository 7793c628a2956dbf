import Testing
import TextUI

@Suite struct ToggleTests {
  private func screen(isOn: Bool, isDisabled: Bool = false) -> Screen<TestAction> {
    Screen("Settings") {
      Toggle("Notifications", isOn: isOn, isDisabled: isDisabled) {
        .switched("Notifications", to: $0)
      }
    }
  }

  @Test func rendersOnOffAndDisabled() {
    #expect(screen(isOn: true).render() == "screen Settings\n  toggle \"Notifications\" [on]")
    #expect(screen(isOn: false).render() == "screen Settings\n  toggle \"Notifications\" [off]")
    #expect(
      screen(isOn: false, isDisabled: true).render()
        == "screen Settings\n  toggle \"Notifications\" [off] [disabled]"
    )
    let withID = Screen<TestAction>("Settings") {
      Toggle("Remember Me", id: "remember", isOn: true) { .switched("remember", to: $0) }
    }
    #expect(withID.render() == "screen Settings\n  toggle \"Remember Me\" #remember [on]")
  }

  @Test func tapAndToggleWithoutAStateFlip() throws {
    #expect(try screen(isOn: false).tap("Notifications") == .switched("Notifications", to: true))
    #expect(try screen(isOn: true).toggle("Notifications") == .switched("Notifications", to: false))
  }

  @Test func toggleToAStateSendsIt() throws {
    #expect(
      try screen(isOn: false).toggle("Notifications", to: true)
        == .switched("Notifications", to: true)
    )
    #expect(
      try screen(isOn: true).toggle("Notifications", to: false)
        == .switched("Notifications", to: false)
    )
  }

  @Test func toggleToTheCurrentStateIsAnError() {
    #expect(
      errorMessage { try screen(isOn: true).toggle("Notifications", to: true) }
        == "toggle \"Notifications\" is already on"
    )
    #expect(
      errorMessage { try screen(isOn: false).toggle("Notifications", to: false) }
        == "toggle \"Notifications\" is already off"
    )
  }

  @Test func aDisabledToggleRefusesBothInteractions() {
    let screen = screen(isOn: false, isDisabled: true)
    #expect(
      errorMessage { try screen.toggle("Notifications") }
        == "cannot switch toggle \"Notifications\": it is disabled"
    )
    #expect(
      errorMessage { try screen.tap("Notifications") }
        == "cannot tap toggle \"Notifications\": it is disabled"
    )
  }

  @Test func togglingAButtonSaysToTapIt() {
    let screen = Screen<TestAction>("Settings") { Button("Log Out") { .tapped("Log Out") } }
    #expect(
      errorMessage { try screen.toggle("Log Out") } == "cannot switch button \"Log Out\"; tap it"
    )
  }
}
