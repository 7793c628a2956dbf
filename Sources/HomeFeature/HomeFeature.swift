import ActivityClient
import Dependencies
import Foundation
import ReducerCore
import SharedModels

/// The home tab: a greeting by time of day, the notifications button with its unread count, the
/// welcome card, the quick actions and the recent activity, with the screens they open.
///
/// The parent sets ``State/userName`` and ``State/language``, sends ``Action/onAppear`` when the
/// tab shows and ``Action/refreshIfStale`` when the app becomes active, and handles
/// ``Action/delegate(_:)``.
public struct HomeFeature: Reducer {
  /// How old a loaded feed may get before ``Action/refreshIfStale`` loads it again: 5 minutes.
  public static let staleAfter: Duration = .seconds(5 * 60)
  /// How many entries of the recent activity the home screen itself lists; "See All" shows the
  /// rest.
  public static let activityPreviewCount = 3

  /// The identifiers of the loads a newer load of the same feed replaces.
  enum CancelID: Hashable, Sendable {
    case recentActivity
    case notifications
  }

  @Dependency(\.activityClient) var activityClient
  @Dependency(\.calendar) var calendar
  @Dependency(\.date) var date

  /// Makes the reducer.
  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .onAppear:
      state.timeOfDay = TimeOfDay(at: date.now, in: calendar)
      return .merge(
        state.recentActivity == .idle ? loadRecentActivity(&state) : .none,
        state.notifications == .idle ? loadNotifications(&state) : .none
      )

    case .refreshIfStale:
      let now = date.now
      state.timeOfDay = TimeOfDay(at: now, in: calendar)
      return .merge(
        state.recentActivity.isStale(at: now, after: Self.staleAfter)
          ? loadRecentActivity(&state) : .none,
        state.notifications.isStale(at: now, after: Self.staleAfter)
          ? loadNotifications(&state) : .none
      )

    case .notificationsButtonTapped:
      state.destination = .notifications
      switch state.notifications {
      case .idle, .failed: return loadNotifications(&state)
      case .loading, .loaded, .reloading: return .none
      }

    case .getStartedButtonTapped:
      state.destination = .getStarted
      return .none

    case .quickActionTapped(let quickAction):
      state.destination = .quickAction(quickAction)
      return .none

    case .seeAllButtonTapped:
      state.destination = .allActivity
      return .none

    case .activityRetryButtonTapped:
      guard case .failed = state.recentActivity else { return .none }
      return loadRecentActivity(&state)

    case .notificationTapped(let id):
      state.notifications.updateItems { notifications in
        guard let index = notifications.firstIndex(where: { $0.id == id }) else { return }
        notifications[index].isRead = true
      }
      return .none

    case .markAllAsReadButtonTapped:
      state.notifications.updateItems { notifications in
        for index in notifications.indices {
          notifications[index].isRead = true
        }
      }
      return .none

    case .notificationsRetryButtonTapped:
      guard case .failed = state.notifications else { return .none }
      return loadNotifications(&state)

    case .getStartedStepTapped(let step):
      state.destination = nil
      return .send(.delegate(.getStartedStepSelected(step)))

    case .backButtonTapped, .deepLinkOpened:
      state.destination = nil
      return .none

    case .recentActivityLoaded(let activity):
      state.recentActivity = .loaded(activity, at: date.now)
      return .none

    case .recentActivityFailed(let failure):
      // A failed refresh keeps the entries on screen; they stay stale, so the next refresh
      // tries again.
      state.recentActivity = state.recentActivity.failing(failure)
      return .none

    case .notificationsLoaded(var notifications):
      let readBefore = Set(state.notifications.items?.filter(\.isRead).map(\.id) ?? [])
      for index in notifications.indices where readBefore.contains(notifications[index].id) {
        notifications[index].isRead = true
      }
      state.notifications = .loaded(notifications, at: date.now)
      return .none

    case .notificationsFailed(let failure):
      state.notifications = state.notifications.failing(failure)
      return .none

    case .delegate:
      return .none
    }
  }

  /// Loads the recent activity. Loaded entries stay on screen while it runs; otherwise the feed
  /// shows it is loading. A newer load replaces one under way.
  private func loadRecentActivity(_ state: inout State) -> Effect<Action> {
    state.recentActivity = state.recentActivity.requested
    return .run { [activityClient] send in
      await send(.recentActivityLoaded(try await activityClient.fetchRecentActivity()))
    } catch: { error, send in
      await send(.recentActivityFailed(FeedFailure(error)))
    }
    .cancellable(id: CancelID.recentActivity, cancelInFlight: true)
  }

  /// Loads the notifications, like ``loadRecentActivity(_:)``.
  private func loadNotifications(_ state: inout State) -> Effect<Action> {
    state.notifications = state.notifications.requested
    return .run { [activityClient] send in
      await send(.notificationsLoaded(try await activityClient.fetchNotifications()))
    } catch: { error, send in
      await send(.notificationsFailed(FeedFailure(error)))
    }
    .cancellable(id: CancelID.notifications, cancelInFlight: true)
  }
}
