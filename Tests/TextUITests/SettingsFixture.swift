import TextUI

/// A settings screen like the app's inside the root's tab layout, used by the screen-wide tests.
struct SettingsFixture {
  enum Theme: String, CaseIterable, Sendable {
    case auto = "Auto"
    case light = "Light"
    case dark = "Dark"
  }

  var theme = Theme.auto
  var notificationsOn = false
  var isOffline = false
  var isConfirmingDelete = false

  var screen: Screen<TestAction> {
    Screen("Settings") {
      if isOffline {
        Banner("You're offline")
      }
      NavigationBar("Settings")
      List {
        Section("Account") {
          Row("Name", detail: "Ada Lovelace")
          Row("Email", detail: "ada@example.com")
        }
        Section("Preferences") {
          Picker("Theme", selection: theme, options: Theme.allCases, title: \.rawValue) {
            .chose($0.rawValue)
          }
          Row("Language", detail: "English") { .tapped("Language") }
          Toggle("Notifications", isOn: notificationsOn) { .switched("Notifications", to: $0) }
        }
        Section("About", footer: "Made with care") {
          Row("Version", detail: "1.0.0")
          Row("Build", detail: "42")
          Row("Privacy Policy") { .tapped("Privacy Policy") }
          Row("Support") { .tapped("Support") }
        }
        Section {
          Button("Log Out") { .tapped("Log Out") }
          Button("Delete Account", role: .destructive) { .tapped("Delete Account") }
        }
      }
      TabBar {
        for tab in ["Home", "Explore", "Profile", "Settings"] {
          TabItem(tab, isSelected: tab == "Settings") { .tapped("tab \(tab)") }
        }
      }
      if isConfirmingDelete {
        ConfirmationDialog(
          "Delete Account?", message: "This cannot be undone.", onDismiss: { .dismissed }
        ) {
          Button("Delete Account", role: .destructive) { .tapped("confirm delete") }
          Button("Cancel", role: .cancel) { .dismissed }
        }
      }
    }
  }
}
