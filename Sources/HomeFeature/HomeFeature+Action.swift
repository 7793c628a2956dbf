import CasePaths
import SharedModels

extension HomeFeature {
  /// What happens on the home screens.
  @CasePathable
  public enum Action: Equatable, Sendable, Decodable {
    /// The home screen appeared: the greeting is brought up to date and the feeds never
    /// requested are loaded.
    case onAppear
    /// The parent asks for fresh content, as when the app becomes active again: the greeting is
    /// brought up to date and every feed that failed or is older than
    /// ``HomeFeature/staleAfter`` is loaded again. A loaded feed stays on screen while it
    /// reloads and is kept if the reload fails; a newer reload replaces one under way.
    case refreshIfStale

    /// The bell in the navigation bar was tapped.
    case notificationsButtonTapped
    /// The welcome card's "Get Started" was tapped.
    case getStartedButtonTapped
    /// A quick action was tapped.
    case quickActionTapped(QuickAction)
    /// "See All" of the recent activity was tapped.
    case seeAllButtonTapped
    /// "Retry" under a failed recent activity was tapped.
    case activityRetryButtonTapped

    /// An unread notification was tapped; it becomes read.
    case notificationTapped(id: String)
    /// "Mark All as Read" was tapped.
    case markAllAsReadButtonTapped
    /// "Retry" under failed notifications was tapped.
    case notificationsRetryButtonTapped

    /// A step of the "Get Started" guide was tapped.
    case getStartedStepTapped(GetStartedStep)
    /// The back button of a pushed screen was tapped.
    case backButtonTapped
    /// A deep link to Home was opened: whatever is pushed on Home closes, so Home itself shows.
    case deepLinkOpened

    /// The activity client answered with the recent activity.
    case recentActivityLoaded([Activity])
    /// The activity client failed to load the recent activity; entries already shown are kept.
    case recentActivityFailed(FeedFailure)
    /// The activity client answered with the notifications. Those the user already read here
    /// stay read.
    case notificationsLoaded([AppNotification])
    /// The activity client failed to load the notifications; those already shown are kept.
    case notificationsFailed(FeedFailure)

    /// What Home tells its parent.
    case delegate(Delegate)

    /// What Home tells its parent; Home itself ignores these.
    @CasePathable
    public enum Delegate: Equatable, Sendable, Decodable {
      /// The user chose a "Get Started" step; the parent takes them where it is done.
      case getStartedStepSelected(GetStartedStep)
    }
  }
}
