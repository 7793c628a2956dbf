import TextUI

extension ShareProfileFeature {
  /// The Share Profile sheet: a navigation bar with "Done", the profile's name and link, the
  /// share targets "Messages" and "Mail" (disabled while one is opening), and a message when a
  /// target could not be opened.
  public static func screen(_ state: State) -> Screen<Action> {
    switch state.language {
    case .english: screen(state, .english)
    case .vietnamese: screen(state, .vietnamese)
    }
  }

  /// The screen with the strings of `strings`, the table of its language lent as stored: a copy
  /// of the table would retain and release each of its strings.
  private static func screen(_ state: State, _ strings: ProfileStrings) -> Screen<Action> {
    return Screen("Share Profile") {
      NavigationBar(strings.shareProfile) {
        Button(strings.done) { .doneButtonTapped }
      }
      Image("person.crop.circle.fill")
      Heading(state.profile.name)
      Text(state.profileLink)
      Section(strings.shareVia) {
        for target in ShareTarget.allCases {
          Button(
            strings.name(of: target), image: target.image, isDisabled: state.openingTarget != nil
          ) { .shareTargetTapped(target) }
        }
      }
      if let target = state.unavailableTarget {
        ErrorMessage(strings.couldNotOpen(strings.name(of: target)))
      }
    }
  }
}
