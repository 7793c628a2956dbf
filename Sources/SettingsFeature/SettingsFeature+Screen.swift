import SharedModels
import TextUI

extension SettingsFeature {
  /// The screen on top, Settings itself or the screen pushed on it, with Settings' alert or
  /// deletion dialog over it when one is presented: an alert shows where the person is, such as
  /// a language whose save failed on the Language screen. While the parent shows something else
  /// instead, such as another tab, it shows ``alert(_:)`` over that.
  ///
  /// Settings shows, in order: the navigation bar "Settings"; "Account" with the name and
  /// email; "Preferences" with the "Theme" picker and the "Language" row; "Notifications" with
  /// the "Push Notifications" toggle (disabled while the system is asked) and the reason it
  /// stayed off; "About" with the version, the build, "Privacy Policy", "Terms of Service" and
  /// "Support"; and "Danger Zone" with "Log Out" and "Delete Account" (disabled, with a progress
  /// indicator, while the account is being deleted).
  public static func screen(_ state: State) -> Screen<Action> {
    switch state.language {
    case .english: screen(state, .english)
    case .vietnamese: screen(state, .vietnamese)
    }
  }

  /// The screen with the strings of `strings`, the table of its language lent as stored: a copy
  /// of the table would retain and release each of its strings.
  private static func screen(_ state: State, _ strings: SettingsStrings) -> Screen<Action> {
    let top: Screen<Action> =
      switch state.destination {
      case nil:
        settingsScreen(state, strings)
      case .language:
        languageScreen(state, strings)
      case .privacyPolicy:
        documentScreen(.privacyPolicy, title: strings.privacyPolicy, paragraphs: strings.privacyPolicyText, strings)
      case .termsOfService:
        documentScreen(.termsOfService, title: strings.termsOfService, paragraphs: strings.termsOfServiceText, strings)
      }
    return top
      .confirmationDialog(
        state.deleteConfirmation.map { ConfirmationDialog($0) { .deleteConfirmation($0) } }
      )
      .alert(alert(state))
  }

  /// Settings' alert, when one is presented, such as "Couldn't Save Settings" after a
  /// preference's save failed: ``screen(_:)`` shows it, and a parent showing something else in
  /// Settings' place shows it over that, so that it is told where the person is even when they
  /// left Settings before it came.
  public static func alert(_ state: State) -> Alert<Action>? {
    state.alert.map { Alert($0) { .alert($0) } }
  }

  private static func settingsScreen(_ state: State, _ strings: SettingsStrings) -> Screen<Action> {
    let fixed = fixedParts[state.language]
    return Screen("Settings") {
      fixed.navigationBar
      Section(strings.account) {
        Row(strings.name, detail: state.profile.name)
        Row(strings.email, detail: state.profile.email)
      }
      // Every theme has its section: the table is made from all of them.
      fixed.preferences[state.theme]!
      Section(strings.notifications) {
        Toggle(
          strings.pushNotifications, isOn: state.notificationsEnabled,
          isDisabled: state.isRequestingNotificationPermission
        ) { .notificationsToggled($0) }
        if let notice = state.notificationsNotice {
          ErrorMessage(strings.message(for: notice))
        }
      }
      Section(strings.about) {
        Row(strings.version, detail: state.appVersion)
        Row(strings.build, detail: state.buildNumber)
        fixed.documentRows
      }
      state.isDeletingAccount ? fixed.dangerZoneWhileDeleting : fixed.dangerZone
    }
  }

  /// The elements of Settings that depend on nothing but the language and, for some, the theme
  /// or whether the account is being deleted: made once for each language rather than for every
  /// Settings screen built.
  private struct FixedParts: Sendable {
    /// The navigation bar "Settings".
    let navigationBar: Element<Action>
    /// The "Preferences" section, with the "Theme" picker set to each theme and the "Language" row.
    let preferences: [Theme: Element<Action>]
    /// The rows of "About" that open "Privacy Policy", "Terms of Service" and "Support".
    let documentRows: [Element<Action>]
    /// The "Danger Zone" section with "Log Out" and "Delete Account".
    let dangerZone: Element<Action>
    /// The "Danger Zone" section while the account is being deleted: its buttons disabled, with
    /// a progress indicator.
    let dangerZoneWhileDeleting: Element<Action>

    /// The parts in `language`, with the strings of `strings`.
    init(_ language: Language, _ strings: SettingsStrings) {
      navigationBar = NavigationBar<Action>(strings.settingsTitle).element
      preferences = Dictionary(
        uniqueKeysWithValues: Theme.allCases.map { theme in
          let section = Section<Action>(strings.preferences) {
            Picker(
              strings.theme, selection: theme, options: Theme.allCases,
              title: { strings.title(of: $0) }, onSelect: { .themeSelected($0) }
            )
            Row(strings.language, detail: language.nativeName) { .languageRowTapped }
          }
          return (theme, section.element)
        })
      documentRows = Self.documentRows(strings)
      dangerZone = Self.dangerZone(strings, isDeleting: false)
      dangerZoneWhileDeleting = Self.dangerZone(strings, isDeleting: true)
    }

    /// The rows of "About" that open the documents and support.
    @ElementBuilder<Action>
    private static func documentRows(_ strings: SettingsStrings) -> [Element<Action>] {
      Row(strings.privacyPolicy) { .privacyPolicyRowTapped }
      Row(strings.termsOfService) { .termsOfServiceRowTapped }
      Row(strings.support) { .supportRowTapped }
    }

    /// The "Danger Zone" section, its buttons disabled and a progress indicator shown when
    /// `isDeleting`.
    private static func dangerZone(_ strings: SettingsStrings, isDeleting: Bool) -> Element<Action> {
      Section<Action>(strings.dangerZone) {
        Button(strings.logOut, isDisabled: isDeleting) { .logOutButtonTapped }
        Button(strings.deleteAccount, role: .destructive, isDisabled: isDeleting) {
          .deleteAccountButtonTapped
        }
        if isDeleting {
          ProgressIndicator(strings.deletingAccount)
        }
      }.element
    }
  }

  /// Settings' `FixedParts` in each language.
  private static let fixedParts = ByLanguage { FixedParts($0, SettingsStrings($0)) }

  /// The Language screen: the picker of every language, each named in itself, with a back
  /// button to Settings.
  private static func languageScreen(_ state: State, _ strings: SettingsStrings) -> Screen<Action> {
    Screen(Destination.language.screenName) {
      NavigationBar(strings.language, back: strings.settingsTitle, onBack: { .backButtonTapped })
      Section(footer: strings.languageFooter) {
        Picker(
          strings.language, selection: state.language, options: Language.allCases,
          title: \.nativeName, onSelect: { .languageSelected($0) }
        )
      }
    }
  }

  /// The screen of a document (privacy policy, terms of service): its paragraphs, with a back
  /// button to Settings.
  private static func documentScreen(
    _ destination: Destination, title: String, paragraphs: [String], _ strings: SettingsStrings
  ) -> Screen<Action> {
    Screen(destination.screenName) {
      NavigationBar(title, back: strings.settingsTitle, onBack: { .backButtonTapped })
      for paragraph in paragraphs {
        Text(paragraph)
      }
    }
  }
}
