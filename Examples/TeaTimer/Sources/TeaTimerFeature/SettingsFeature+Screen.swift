import PreferencesClient
import TextUI

extension SettingsFeature {
  /// The Settings sheet: the navigation bar with "Done", and the "Strength" picker (Light,
  /// Regular, Strong) with what each one does.
  public static func screen(_ state: State) -> Screen<Action> {
    Screen("Settings") {
      NavigationBar("Settings") {
        Button("Done") { .doneButtonTapped }
      }
      Section(footer: "Light steeps 30 s shorter than regular, strong 30 s longer.") {
        Picker(
          "Strength", selection: state.strength, options: Strength.allCases, title: \.title
        ) { .strengthSelected($0) }
      }
    }
  }
}
