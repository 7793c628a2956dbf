import CasePaths
import ReducerCore
import SharedModels

extension ProfileFeature {
  /// What happens on the profile screens.
  @CasePathable
  public enum Action: Equatable, Sendable, Decodable {
    /// The profile screen appeared: the counts are loaded if they never were.
    case onAppear
    /// "Retry" under counts that failed to load was tapped.
    case statsRetryButtonTapped
    /// The profile client answered with the counts.
    case statsLoaded(ProfileStats)
    /// The profile client failed to load the counts.
    case statsFailed(ProfileFailure)
    /// "Edit Profile" was tapped.
    case editProfileButtonTapped
    /// "Share Profile" was tapped.
    case shareProfileButtonTapped
    /// An entry of the menu ("Favorites", "Saved", "History") was tapped.
    case menuItemTapped(ProfileMenuItem)
    /// The back button of a menu entry's screen was tapped.
    case backButtonTapped
    /// A deep link to Profile was opened: the sheet or screen presented on Profile closes, so
    /// Profile itself shows; a save under way in Edit Profile is cancelled with its sheet.
    case deepLinkOpened
    /// The presented sheet sent an action, or was swiped away.
    case destination(PresentationAction<Destination.Action>)
    /// What Profile tells its parent.
    case delegate(Delegate)

    /// What Profile tells its parent; Profile itself ignores these.
    @CasePathable
    public enum Delegate: Equatable, Sendable, Decodable {
      /// The user saved a new name or email; the profile is already stored on the device. The
      /// parent updates the app-wide user.
      case profileUpdated(UserProfile)
    }
  }
}
