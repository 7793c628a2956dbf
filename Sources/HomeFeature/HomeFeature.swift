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

  @Dependency(\.date) var date
  /// Every dependency, read once by an action that needs several of them: each read of a
  /// `@Dependency` merges all the values the store sets into the reducer's own, whichever one
  /// it reads.
  @Dependency(\.self) var dependencies

  /// Makes the reducer.
  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .onAppear:
      let dependencies = self.dependencies
      state.timeOfDay = TimeOfDay(at: dependencies.date.now, in: dependencies.calendar)
      return .merge(
        state.recentActivity == .idle
          ? loadRecentActivity(&state, from: dependencies.activityClient) : .none,
        state.notifications == .idle
          ? loadNotifications(&state, from: dependencies.activityClient) : .none
      )

    case .refreshIfStale:
      let dependencies = self.dependencies
      let now = dependencies.date.now
      state.timeOfDay = TimeOfDay(at: now, in: dependencies.calendar)
      return .merge(
        state.recentActivity.isStale(at: now, after: Self.staleAfter)
          ? loadRecentActivity(&state, from: dependencies.activityClient) : .none,
        state.notifications.isStale(at: now, after: Self.staleAfter)
          ? loadNotifications(&state, from: dependencies.activityClient) : .none
      )

    case .notificationsButtonTapped:
      state.destination = .notifications
      switch state.notifications {
      case .idle, .failed: return loadNotifications(&state, from: dependencies.activityClient)
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
      return loadRecentActivity(&state, from: dependencies.activityClient)

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
      return loadNotifications(&state, from: dependencies.activityClient)

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
  private func loadRecentActivity(
    _ state: inout State, from activityClient: ActivityClient
  ) -> Effect<Action> {
    state.recentActivity = state.recentActivity.requested
    return .run { [activityClient] send in
      await send(.recentActivityLoaded(try await activityClient.fetchRecentActivity()))
    } catch: { error, send in
      await send(.recentActivityFailed(FeedFailure(error)))
    }
    .cancellable(id: CancelID.recentActivity, cancelInFlight: true)
  }

  /// Loads the notifications, like ``loadRecentActivity(_:from:)``.
  private func loadNotifications(
    _ state: inout State, from activityClient: ActivityClient
  ) -> Effect<Action> {
    state.notifications = state.notifications.requested
    return .run { [activityClient] send in
      await send(.notificationsLoaded(try await activityClient.fetchNotifications()))
    } catch: { error, send in
      await send(.notificationsFailed(FeedFailure(error)))
    }
    .cancellable(id: CancelID.notifications, cancelInFlight: true)
  }
}
