import SharedModels
import TextUI

extension ProfileFeature {
  /// The screen on top: Profile itself, with the Edit Profile or Share Profile sheet when one is
  /// presented, or the screen of a menu entry pushed on it.
  ///
  /// Profile shows, in order: the navigation bar "Profile", the avatar, the name as a heading
  /// and the email, the "Stats" section (Posts, Followers and Following; a progress indicator
  /// while loading; an error with "Retry" when loading failed), "Edit Profile", "Share Profile",
  /// and the "Activity" section with the menu entries and their subtitles.
  public static func screen(_ state: State) -> Screen<Action> {
    switch state.language {
    case .english: screen(state, .english)
    case .vietnamese: screen(state, .vietnamese)
    }
  }

  /// The screen with the strings of `strings`, the table of its language lent as stored: a copy
  /// of the table would retain and release each of its strings.
  private static func screen(_ state: State, _ strings: ProfileStrings) -> Screen<Action> {
    switch state.destination {
    case nil:
      return profileScreen(state, strings)
    case .editProfile(let editState):
      let sheet = EditProfileFeature.screen(editState).map {
        Action.destination(.presented(.editProfile($0)))
      }
      // A sheet that is saving cannot be swiped away.
      let dismiss: (@Sendable () -> Action)? =
        editState.isSaving ? nil : { @Sendable in .destination(.dismiss) }
      return profileScreen(state, strings).sheet(Sheet(sheet, onDismiss: dismiss))
    case .shareProfile(let shareState):
      let sheet = ShareProfileFeature.screen(shareState).map {
        Action.destination(.presented(.shareProfile($0)))
      }
      return profileScreen(state, strings).sheet(Sheet(sheet, onDismiss: { .destination(.dismiss) }))
    case .menuItem(let item):
      return menuItemScreen(item, strings)
    }
  }

  private static func profileScreen(_ state: State, _ strings: ProfileStrings) -> Screen<Action> {
    let fixed = fixedElements[state.language]
    return Screen("Profile") {
      fixed.top
      Heading(state.profile.name)
      Text(state.profile.email)
      Section(strings.stats) {
        statsElements(state.stats, strings)
      }
      fixed.bottom
    }
  }

  /// Profile's elements that are the same in every state but for the language.
  private static let fixedElements = ByLanguage { fixedElements(ProfileStrings($0)) }

  /// Profile's elements that are the same in every state, with the strings of `strings`.
  private static func fixedElements(
    _ strings: ProfileStrings
  ) -> (top: [Element<Action>], bottom: [Element<Action>]) {
    (fixedTop(strings), fixedBottom(strings))
  }

  /// What Profile shows above the person: the navigation bar and the avatar.
  @ElementBuilder<Action>
  private static func fixedTop(_ strings: ProfileStrings) -> [Element<Action>] {
    NavigationBar(strings.profileTitle)
    Image("person.crop.circle.fill")
  }

  /// What Profile shows below the stats: "Edit Profile", "Share Profile" and the "Activity"
  /// section with a row for each menu entry.
  @ElementBuilder<Action>
  private static func fixedBottom(_ strings: ProfileStrings) -> [Element<Action>] {
    Button(strings.editProfile, image: "pencil") { .editProfileButtonTapped }
    Button(strings.shareProfile, image: "square.and.arrow.up") { .shareProfileButtonTapped }
    Section(strings.activity) {
      for item in ProfileMenuItem.allCases {
        Row(strings.title(of: item), image: item.image, subtitle: strings.subtitle(of: item)) {
          .menuItemTapped(item)
        }
      }
    }
  }

  /// The counts in their phase: a row per count ("–" before they are requested), a progress
  /// indicator, or the error with "Retry".
  @ElementBuilder<Action>
  private static func statsElements(
    _ stats: StatsPhase, _ strings: ProfileStrings
  ) -> [Element<Action>] {
    switch stats {
    case .idle:
      Row(strings.posts, detail: strings.notLoaded)
      Row(strings.followers, detail: strings.notLoaded)
      Row(strings.following, detail: strings.notLoaded)
    case .loading:
      ProgressIndicator(strings.loadingStats)
    case .loaded(let counts):
      Row(strings.posts, detail: strings.count(counts.posts))
      Row(strings.followers, detail: strings.count(counts.followers))
      Row(strings.following, detail: strings.count(counts.following))
    case .failed(let failure):
      ErrorMessage(strings.statsMessage(for: failure))
      Button(strings.retry) { .statsRetryButtonTapped }
    }
  }
}
