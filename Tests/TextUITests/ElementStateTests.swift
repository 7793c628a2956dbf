import Testing
import TextUI

@Suite struct ElementStateTests {
  private let screen = Screen<TestAction>("Settings") {
    NavigationBar("Settings", back: "Profile", onBack: { .back })
    TextField("Name", text: "Ada", placeholder: "Your name") { .changed("Name", to: $0) }
    SecureField("PIN", text: "", placeholder: "4 digits", isDisabled: true) { .changed("PIN", to: $0) }
    Toggle("Notifications", isOn: true) { _ in .tapped("Notifications") }
    Picker("Language", selection: "English") {
      PickerOption("English") { .chose("en") }
      PickerOption("Deutsch") { .chose("de") }
    }
    Button("Save", badge: "2", isDisabled: true) { .tapped("Save") }
    Row("Favorites", badge: "12") { .tapped("Favorites") }
    TabBar {
      TabItem("Home", badge: "3") { .tapped("Home") }
      TabItem("Settings", isSelected: true) { .tapped("Settings") }
    }
  }

  @Test func everyControlOfTheTopLayerIsListedWithItsState() {
    let states = screen.elementStates
    #expect(states.map(\.label) == ["Name", "PIN", "Notifications", "Language", "Save", "Favorites", "Home", "Settings"])
    #expect(states.map(\.isEnabled) == [true, false, true, true, false, true, true, true])
    #expect(states[0].value == "Ada" && states[0].placeholder == "Your name" && states[0].kind == .textField)
    #expect(states[1].value == "" && states[1].kind == .secureField)
    #expect(states[2].isOn == true && states[0].isOn == nil)
    #expect(states[3].selection == "English" && states[3].options == ["English", "Deutsch"])
    #expect(states[4].badge == "2" && states[5].badge == "12" && states[6].badge == "3")
    #expect(states[6].isSelected == false && states[7].isSelected == true)
    let reachable = screen.reachableLayer
    #expect(reachable.elements == states)
    #expect(reachable.canGoBack && !reachable.canDismiss && reachable.overlay == nil)
  }

  @Test func aDisabledElementIsReadWhereInteractionsRefuseIt() throws {
    #expect(try screen.elementState("Save").isEnabled == false)
    #expect(throws: InteractionError.self) { try screen.tap("Save") }
  }

  @Test func aMissingElementGivesTheErrorAnInteractionWould() {
    #expect(throws: InteractionError.self) { try screen.elementState("Sav") }
  }

  @Test func somethingThatOnlyShowsInformationHasNoStateToRead() {
    let saving = Screen<TestAction>("Edit Profile") {
      ProgressIndicator("Saving")
      Button("Cancel") { .tapped("Cancel") }
    }
    #expect(
      errorMessage { try saving.elementState("Saving") }
        == "progress indicator \"Saving\" on screen \"Edit Profile\" only shows information, so it has no "
        + "state to read; look for its text instead. Labels on screen \"Edit Profile\": \"Cancel\"")
  }

  @Test func onlyTheOverlayOnTopIsReadAndItCanBeDismissed() throws {
    let covered = Screen<TestAction>("Root") {
      Button("Behind") { .tapped("Behind") }
      Sheet("Filters", onDismiss: { .dismissed }) {
        Toggle("Open now", isOn: false) { _ in .tapped("Open now") }
      }
    }
    #expect(covered.elementStates.map(\.label) == ["Open now"])
    let reachable = covered.reachableLayer
    #expect(reachable.canDismiss && !reachable.canGoBack)
    #expect(reachable.overlay == PresentedOverlay(kind: .sheet, title: "Filters"))
    #expect(throws: InteractionError.self) { try covered.elementState("Behind") }
  }
}
