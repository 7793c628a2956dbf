import SharedModels

/// The texts of the profile screens (Profile, Edit Profile, Share Profile and the menu's
/// screens) in one language.
///
/// Screens read every visible text from here, so switching the language switches every text.
struct ProfileStrings: Sendable {
  // MARK: Profile

  /// The navigation title of the Profile screen, and the back button of its pushed screens.
  let profileTitle: String
  /// The title of the counts' section.
  let stats: String
  /// The label of the posts count.
  let posts: String
  /// The label of the followers count.
  let followers: String
  /// The label of the following count.
  let following: String
  /// Shown for a count not loaded yet.
  let notLoaded: String
  /// Separates groups of three digits in a count, as in "1,280".
  let digitGroupSeparator: String
  /// The progress indicator while the counts load.
  let loadingStats: String
  /// Shown when the counts could not be loaded for a reason other than being offline.
  let statsFailed: String
  /// The button that loads failed counts again.
  let retry: String
  /// The button that opens Edit Profile, and that sheet's title.
  let editProfile: String
  /// The button that opens Share Profile, and that sheet's title.
  let shareProfile: String
  /// The title of the menu's section.
  let activity: String

  // MARK: Menu screens

  /// The title of the favorites entry and screen.
  let favorites: String
  /// The line under the favorites entry.
  let favoritesSubtitle: String
  /// What the empty favorites screen says.
  let favoritesEmpty: String
  /// What the empty favorites screen explains.
  let favoritesMessage: String
  /// The title of the saved entry and screen.
  let saved: String
  /// The line under the saved entry.
  let savedSubtitle: String
  /// What the empty saved screen says.
  let savedEmpty: String
  /// What the empty saved screen explains.
  let savedMessage: String
  /// The title of the history entry and screen.
  let history: String
  /// The line under the history entry.
  let historySubtitle: String
  /// What the empty history screen says.
  let historyEmpty: String
  /// What the empty history screen explains.
  let historyMessage: String

  // MARK: Edit Profile

  /// The button that closes Edit Profile without saving.
  let cancel: String
  /// The button that saves the profile.
  let save: String
  /// The label of the name field.
  let nameLabel: String
  /// The hint of the name field while empty.
  let namePlaceholder: String
  /// The label of the email field.
  let emailLabel: String
  /// The hint of the email field while empty.
  let emailPlaceholder: String
  /// The progress indicator while saving.
  let saving: String
  /// Shown when the name is empty.
  let missingName: String
  /// Shown when the email does not look like an address.
  let invalidEmailFormat: String
  /// Shown when the server does not accept the email.
  let emailRejected: String
  /// Shown when a request could not reach the server.
  let noConnection: String
  /// Shown when saving failed for another reason.
  let saveFailed: String

  // MARK: Share Profile

  /// The button that closes Share Profile.
  let done: String
  /// The title of the share targets' section.
  let shareVia: String
  /// The messaging app.
  let messages: String
  /// The mail app.
  let mail: String
  /// The subject of a shared profile mail.
  let shareSubject: String
  /// The message sharing the profile link, given the link.
  let shareMessage: @Sendable (String) -> String
  /// Shown when a share target could not be opened, given its name.
  let couldNotOpen: @Sendable (String) -> String
}

extension ProfileStrings {
  /// The table of `language`.
  init(_ language: Language) {
    switch language {
    case .english: self = .english
    case .vietnamese: self = .vietnamese
    }
  }

  /// A count with its digits grouped by three, as in "1,280" or "1.280".
  func count(_ value: Int) -> String {
    let digits = Array(String(value.magnitude))
    var grouped = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 {
        grouped += digitGroupSeparator
      }
      grouped.append(digit)
    }
    return value < 0 ? "-" + grouped : grouped
  }

  /// What the counts' section says when loading them failed.
  func statsMessage(for failure: ProfileFailure) -> String {
    failure == .noConnection ? noConnection : statsFailed
  }

  /// What Edit Profile says when saving failed.
  func saveMessage(for failure: ProfileFailure) -> String {
    switch failure {
    case .invalidEmail: emailRejected
    case .noConnection: noConnection
    case .unexpected: saveFailed
    }
  }

  /// What Edit Profile says about a field it did not send.
  func message(for error: ProfileFormError) -> String {
    switch error {
    case .missingName: missingName
    case .invalidEmail: invalidEmailFormat
    }
  }

  /// The title of a menu entry and of the screen it opens.
  func title(of item: ProfileMenuItem) -> String {
    switch item {
    case .favorites: favorites
    case .saved: saved
    case .history: history
    }
  }

  /// The line under a menu entry.
  func subtitle(of item: ProfileMenuItem) -> String {
    switch item {
    case .favorites: favoritesSubtitle
    case .saved: savedSubtitle
    case .history: historySubtitle
    }
  }

  /// What the (empty) screen of a menu entry says, and the line explaining it.
  func emptyState(of item: ProfileMenuItem) -> (title: String, message: String) {
    switch item {
    case .favorites: (favoritesEmpty, favoritesMessage)
    case .saved: (savedEmpty, savedMessage)
    case .history: (historyEmpty, historyMessage)
    }
  }

  /// The name of a share target.
  func name(of target: ShareTarget) -> String {
    switch target {
    case .messages: messages
    case .mail: mail
    }
  }
}
