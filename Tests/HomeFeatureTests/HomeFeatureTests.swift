import ActivityClient
import ConcurrencyExtras
import Dependencies
import Foundation
import HomeFeature
import ReducerTesting
import SharedModels
import Testing

@Suite struct HomeFeatureTests {
  /// A Home whose feeds were both loaded at the epoch.
  private static let loaded = HomeFeature.State(
    userName: "Ada Lovelace", timeOfDay: .evening,
    recentActivity: .loaded(Activity.all, at: epoch),
    notifications: .loaded(AppNotification.all, at: epoch)
  )

  // MARK: Appearing

  @Test func appearingGreetsByTheTimeOfDayAndLoadsBothFeeds() {
    let store = TestStore(initialState: HomeFeature.State(userName: "Ada Lovelace")) {
      HomeFeature()
    } withDependencies: {
      $0.activityClient.fetchRecentActivity = { Activity.all }
      $0.activityClient.fetchNotifications = { AppNotification.all }
    }
    store.send(.onAppear) {
      $0.timeOfDay = .evening
      $0.recentActivity = .loading
      $0.notifications = .loading
    }
    store.receive(.recentActivityLoaded(Activity.all)) {
      $0.recentActivity = .loaded(Activity.all, at: epoch)
    }
    store.receive(.notificationsLoaded(AppNotification.all)) {
      $0.notifications = .loaded(AppNotification.all, at: epoch)
    }
    #expect(store.state.unreadCount == 2)
    store.finish()
  }

  @Test func feedsRememberWhenTheyArrivedOnTheInjectedClock() {
    let store = TestStore(initialState: HomeFeature.State()) {
      HomeFeature()
    } withDependencies: {
      $0.activityClient.fetchRecentActivity = {
        @Dependency(\.continuousClock) var clock
        try await clock.sleep(for: .milliseconds(500))
        return Activity.all
      }
      $0.activityClient.fetchNotifications = {
        @Dependency(\.continuousClock) var clock
        try await clock.sleep(for: .milliseconds(300))
        return []
      }
    }
    store.send(.onAppear) {
      $0.timeOfDay = .evening
      $0.recentActivity = .loading
      $0.notifications = .loading
    }
    store.advance(by: .milliseconds(299))
    store.advance(by: .milliseconds(1))
    store.receive(.notificationsLoaded([])) {
      $0.notifications = .loaded([], at: epoch.addingTimeInterval(0.3))
    }
    store.advance(by: .milliseconds(199))
    store.advance(by: .milliseconds(1))
    store.receive(.recentActivityLoaded(Activity.all)) {
      $0.recentActivity = .loaded(Activity.all, at: epoch.addingTimeInterval(0.5))
    }
    store.finish()
  }

  @Test func appearingAgainKeepsLoadedFeeds() {
    let store = TestStore(initialState: Self.loaded) { HomeFeature() }
    store.send(.onAppear)
    store.finish()
  }

  @Test func appearingAgainLeavesAFailedFeedToRetry() {
    var state = Self.loaded
    state.recentActivity = .failed(.unavailable)
    state.notifications = .failed(.noConnection)
    let store = TestStore(initialState: state) { HomeFeature() }
    store.send(.onAppear)
    store.finish()
  }

  // MARK: Greeting

  @Test(arguments: [
    (0, 0, TimeOfDay.evening), (4, 59, .evening), (5, 0, .morning), (11, 59, .morning),
    (12, 0, .afternoon), (17, 59, .afternoon), (18, 0, .evening), (23, 59, .evening),
  ])
  func theGreetingFollowsTheInjectedDate(hour: Int, minute: Int, expected: TimeOfDay) {
    var state = Self.loaded
    state.timeOfDay = expected == .morning ? .evening : .morning
    let store = TestStore(initialState: state) {
      HomeFeature()
    } withDependencies: {
      $0.date = .constant(newYearsDay(hour: hour, minute: minute))
    }
    store.send(.onAppear) {
      $0.timeOfDay = expected
    }
    store.finish()
  }

  @Test func theGreetingReadsTheHourInTheInjectedCalendarsTimeZone() {
    let store = TestStore(initialState: Self.loaded) {
      HomeFeature()
    } withDependencies: {
      // 23:30 UTC is 06:30 the next morning at UTC+7.
      $0.date = .constant(newYearsDay(hour: 23, minute: 30))
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = TimeZone(secondsFromGMT: 7 * 3_600)!
      $0.calendar = calendar
    }
    store.send(.onAppear) {
      $0.timeOfDay = .morning
    }
    store.finish()
  }

  // MARK: Recent activity

  @Test func aRecentActivityFailureIsShownAndRetryLoadsItAgain() {
    let calls = LockIsolated(0)
    let store = TestStore(initialState: HomeFeature.State()) {
      HomeFeature()
    } withDependencies: {
      $0.activityClient.fetchRecentActivity = {
        calls.withValue { $0 += 1 }
        if calls.value == 1 { throw ActivityError.server }
        return [.course]
      }
      $0.activityClient.fetchNotifications = { [] }
    }
    store.send(.onAppear) {
      $0.timeOfDay = .evening
      $0.recentActivity = .loading
      $0.notifications = .loading
    }
    store.receive(.recentActivityFailed(.unavailable)) {
      $0.recentActivity = .failed(.unavailable)
    }
    store.receive(.notificationsLoaded([])) {
      $0.notifications = .loaded([], at: epoch)
    }
    store.send(.activityRetryButtonTapped) {
      $0.recentActivity = .loading
    }
    store.receive(.recentActivityLoaded([.course])) {
      $0.recentActivity = .loaded([.course], at: epoch)
    }
    #expect(calls.value == 2)
    store.finish()
  }

  @Test func beingOfflineIsToldApartFromOtherFailures() {
    let store = TestStore(initialState: HomeFeature.State()) {
      HomeFeature()
    } withDependencies: {
      $0.activityClient.fetchRecentActivity = { throw ActivityError.noConnection }
      $0.activityClient.fetchNotifications = { throw ActivityError.server }
    }
    store.send(.onAppear) {
      $0.timeOfDay = .evening
      $0.recentActivity = .loading
      $0.notifications = .loading
    }
    store.receive(.recentActivityFailed(.noConnection)) {
      $0.recentActivity = .failed(.noConnection)
    }
    store.receive(.notificationsFailed(.unavailable)) {
      $0.notifications = .failed(.unavailable)
    }
    store.finish()
  }

  @Test func retryDoesNothingUnlessTheFeedFailed() {
    let store = TestStore(initialState: Self.loaded) { HomeFeature() }
    store.send(.activityRetryButtonTapped)
    store.send(.notificationsRetryButtonTapped)
    store.finish()
  }

  @Test func seeAllOpensTheFullListAndBackReturnsHome() {
    let store = TestStore(initialState: Self.loaded) { HomeFeature() }
    store.send(.seeAllButtonTapped) {
      $0.destination = .allActivity
    }
    store.send(.backButtonTapped) {
      $0.destination = nil
    }
    store.finish()
  }

  @Test(arguments: [
    HomeFeature.Destination.notifications, .allActivity, .getStarted, .quickAction(.share),
  ])
  func aDeepLinkClosesWhateverIsPushed(destination: HomeFeature.Destination) {
    var state = Self.loaded
    state.destination = destination
    let store = TestStore(initialState: state) { HomeFeature() }
    store.send(.deepLinkOpened) { $0.destination = nil }
    store.send(.deepLinkOpened)
    store.finish()
  }

  @Test func requestsInFlightCountTheFeedsBeingRequested() {
    #expect(Self.loaded.requestsInFlight == 0)
    var state = Self.loaded
    state.recentActivity = .loading
    #expect(state.requestsInFlight == 1)
    state.notifications = .reloading(AppNotification.all, at: epoch)
    #expect(state.requestsInFlight == 2)
  }

  // MARK: Refreshing

  @Test func refreshingWithinFiveMinutesOfTheLastLoadOnlyUpdatesTheGreeting() {
    var state = Self.loaded
    state.timeOfDay = .morning
    let store = TestStore(initialState: state) { HomeFeature() }
    store.advance(by: .seconds(5 * 60) - .milliseconds(1))
    store.send(.refreshIfStale) {
      $0.timeOfDay = .evening
    }
    store.finish()
  }

  @Test func refreshingFiveMinutesAfterTheLastLoadLoadsBothFeedsAgain() {
    let store = TestStore(initialState: Self.loaded) {
      HomeFeature()
    } withDependencies: {
      $0.activityClient.fetchRecentActivity = { [.group] }
      $0.activityClient.fetchNotifications = { [.summary] }
    }
    let fiveMinutesLater = epoch.addingTimeInterval(5 * 60)
    store.advance(by: .seconds(5 * 60))
    // The loaded entries stay on screen while they reload.
    store.send(.refreshIfStale) {
      $0.recentActivity = .reloading(Activity.all, at: epoch)
      $0.notifications = .reloading(AppNotification.all, at: epoch)
    }
    #expect(store.state.requestsInFlight == 2)
    store.receive(.recentActivityLoaded([.group])) {
      $0.recentActivity = .loaded([.group], at: fiveMinutesLater)
    }
    store.receive(.notificationsLoaded([.summary])) {
      $0.notifications = .loaded([.summary], at: fiveMinutesLater)
    }
    store.finish()
  }

  @Test func aFailedRefreshKeepsWhatIsShownAndTriesAgainNextTime() {
    let calls = LockIsolated(0)
    let store = TestStore(initialState: Self.loaded) {
      HomeFeature()
    } withDependencies: {
      $0.activityClient.fetchRecentActivity = {
        calls.withValue { $0 += 1 }
        if calls.value == 1 { throw ActivityError.server }
        return [.group]
      }
      $0.activityClient.fetchNotifications = { throw ActivityError.noConnection }
    }
    store.advance(by: .seconds(5 * 60))
    store.send(.refreshIfStale) {
      $0.recentActivity = .reloading(Activity.all, at: epoch)
      $0.notifications = .reloading(AppNotification.all, at: epoch)
    }
    store.receive(.recentActivityFailed(.unavailable)) {
      $0.recentActivity = .loaded(Activity.all, at: epoch)
    }
    store.receive(.notificationsFailed(.noConnection)) {
      $0.notifications = .loaded(AppNotification.all, at: epoch)
    }
    #expect(store.state.requestsInFlight == 0)
    store.advance(by: .seconds(1))
    store.send(.refreshIfStale) {
      $0.recentActivity = .reloading(Activity.all, at: epoch)
      $0.notifications = .reloading(AppNotification.all, at: epoch)
    }
    store.receive(.recentActivityLoaded([.group])) {
      $0.recentActivity = .loaded([.group], at: epoch.addingTimeInterval(5 * 60 + 1))
    }
    store.receive(.notificationsFailed(.noConnection)) {
      $0.notifications = .loaded(AppNotification.all, at: epoch)
    }
    #expect(calls.value == 2)
    store.finish()
  }

  @Test func aNewerRefreshReplacesOneUnderWayWhoseAnswerNeverLands() {
    let calls = LockIsolated(0)
    var state = Self.loaded
    state.notifications = .loaded(AppNotification.all, at: epoch.addingTimeInterval(5 * 60))
    let store = TestStore(initialState: state) {
      HomeFeature()
    } withDependencies: {
      $0.activityClient.fetchRecentActivity = {
        let call = calls.withValue { $0 += 1; return $0 }
        @Dependency(\.continuousClock) var clock
        try await clock.sleep(for: .seconds(1))
        return call == 1 ? [.course] : [.group]
      }
    }
    store.advance(by: .seconds(5 * 60))
    store.send(.refreshIfStale) {
      $0.recentActivity = .reloading(Activity.all, at: epoch)
    }
    store.advance(by: .milliseconds(500))
    store.send(.refreshIfStale)
    // The first load would have answered now.
    store.advance(by: .milliseconds(500))
    store.advance(by: .milliseconds(500))
    store.receive(.recentActivityLoaded([.group])) {
      $0.recentActivity = .loaded([.group], at: epoch.addingTimeInterval(5 * 60 + 1.5))
    }
    #expect(calls.value == 2)
    store.finish()
  }

  @Test func notificationsReadHereStayReadWhenTheyReload() {
    var state = Self.loaded
    state.notifications = .loaded([AppNotification.welcome.read, .follower], at: epoch)
    let store = TestStore(initialState: state) {
      HomeFeature()
    } withDependencies: {
      $0.activityClient.fetchRecentActivity = { Activity.all }
      $0.activityClient.fetchNotifications = { AppNotification.all }
    }
    store.advance(by: .seconds(5 * 60))
    store.send(.refreshIfStale) {
      $0.recentActivity = .reloading(Activity.all, at: epoch)
      $0.notifications = .reloading([AppNotification.welcome.read, .follower], at: epoch)
    }
    store.receive(.recentActivityLoaded(Activity.all)) {
      $0.recentActivity = .loaded(Activity.all, at: epoch.addingTimeInterval(5 * 60))
    }
    store.receive(.notificationsLoaded(AppNotification.all)) {
      $0.notifications = .loaded(
        [AppNotification.welcome.read, .follower, .summary], at: epoch.addingTimeInterval(5 * 60))
    }
    store.finish()
  }

  @Test func refreshingReloadsOnlyTheFeedsThatAreStale() {
    var state = Self.loaded
    state.recentActivity = .failed(.noConnection)
    let store = TestStore(initialState: state) {
      HomeFeature()
    } withDependencies: {
      $0.activityClient.fetchRecentActivity = { [.course] }
    }
    store.send(.refreshIfStale) {
      $0.recentActivity = .loading
    }
    store.receive(.recentActivityLoaded([.course])) {
      $0.recentActivity = .loaded([.course], at: epoch)
    }
    store.finish()
  }

  @Test func refreshingNeitherStartsFeedsNeverRequestedNorRepeatsOnesUnderWay() {
    let store = TestStore(
      initialState: HomeFeature.State(
        timeOfDay: .evening, recentActivity: .idle, notifications: .loading)
    ) { HomeFeature() }
    store.advance(by: .seconds(3_600))
    store.send(.refreshIfStale)
    store.finish()
  }

  // MARK: Notifications

  @Test func theNotificationsButtonOpensTheLoadedList() {
    let store = TestStore(initialState: Self.loaded) { HomeFeature() }
    store.send(.notificationsButtonTapped) {
      $0.destination = .notifications
    }
    store.finish()
  }

  @Test func theNotificationsButtonLoadsNotificationsThatFailed() {
    var state = Self.loaded
    state.notifications = .failed(.unavailable)
    let store = TestStore(initialState: state) {
      HomeFeature()
    } withDependencies: {
      $0.activityClient.fetchNotifications = { [.welcome] }
    }
    store.send(.notificationsButtonTapped) {
      $0.destination = .notifications
      $0.notifications = .loading
    }
    store.receive(.notificationsLoaded([.welcome])) {
      $0.notifications = .loaded([.welcome], at: epoch)
    }
    store.finish()
  }

  @Test func theNotificationsButtonLoadsNotificationsNeverRequested() {
    let store = TestStore(initialState: HomeFeature.State()) {
      HomeFeature()
    } withDependencies: {
      $0.activityClient.fetchNotifications = { [] }
    }
    store.send(.notificationsButtonTapped) {
      $0.destination = .notifications
      $0.notifications = .loading
    }
    store.receive(.notificationsLoaded([])) {
      $0.notifications = .loaded([], at: epoch)
    }
    store.finish()
  }

  @Test func aFailedNotificationsListRetries() {
    let store = TestStore(
      initialState: HomeFeature.State(
        notifications: .failed(.noConnection), destination: .notifications)
    ) {
      HomeFeature()
    } withDependencies: {
      $0.activityClient.fetchNotifications = { throw ActivityError.server }
    }
    store.send(.notificationsRetryButtonTapped) {
      $0.notifications = .loading
    }
    store.receive(.notificationsFailed(.unavailable)) {
      $0.notifications = .failed(.unavailable)
    }
    store.finish()
  }

  @Test func tappingAnUnreadNotificationMarksItRead() {
    var state = Self.loaded
    state.destination = .notifications
    let store = TestStore(initialState: state) { HomeFeature() }
    store.send(.notificationTapped(id: "notification-2")) {
      $0.notifications = .loaded([.welcome, AppNotification.follower.read, .summary], at: epoch)
    }
    #expect(store.state.unreadCount == 1)
    store.send(.notificationTapped(id: "notification-2"))
    store.send(.notificationTapped(id: "no-such-notification"))
    store.finish()
  }

  @Test func markAllAsReadClearsTheUnreadCount() {
    var state = Self.loaded
    state.destination = .notifications
    let store = TestStore(initialState: state) { HomeFeature() }
    store.send(.markAllAsReadButtonTapped) {
      $0.notifications = .loaded(AppNotification.all.map(\.read), at: epoch)
    }
    #expect(store.state.unreadCount == 0)
    store.finish()
  }

  @Test func markingReadDoesNothingBeforeNotificationsArrive() {
    let store = TestStore(
      initialState: HomeFeature.State(notifications: .loading, destination: .notifications)
    ) { HomeFeature() }
    store.send(.markAllAsReadButtonTapped)
    store.send(.notificationTapped(id: "notification-1"))
    store.finish()
  }

  // MARK: Welcome card and quick actions

  @Test func getStartedOpensTheGuideAndAStepIsHandedToTheParent() {
    let store = TestStore(initialState: Self.loaded) { HomeFeature() }
    store.send(.getStartedButtonTapped) {
      $0.destination = .getStarted
    }
    store.send(.getStartedStepTapped(.exploreTopics)) {
      $0.destination = nil
    }
    store.receive(.delegate(.getStartedStepSelected(.exploreTopics)))
    store.finish()
  }

  @Test(arguments: QuickAction.allCases)
  func aQuickActionOpensItsScreenAndBackReturnsHome(quickAction: QuickAction) {
    let store = TestStore(initialState: Self.loaded) { HomeFeature() }
    store.send(.quickActionTapped(quickAction)) {
      $0.destination = .quickAction(quickAction)
    }
    store.send(.backButtonTapped) {
      $0.destination = nil
    }
    store.finish()
  }

  @Test func delegateActionsChangeNothing() {
    let store = TestStore(initialState: Self.loaded) { HomeFeature() }
    store.send(.delegate(.getStartedStepSelected(.completeProfile)))
    store.finish()
  }

  // MARK: State

  @Test func theFirstNameIsTheFirstWordOfTheName() {
    #expect(HomeFeature.State(userName: "  Ada   Lovelace ").firstName == "Ada")
    #expect(HomeFeature.State(userName: "Ada").firstName == "Ada")
    #expect(HomeFeature.State(userName: "   ").firstName == "")
    #expect(HomeFeature.State(userName: "").firstName == "")
    #expect(HomeFeature.State(userName: "\u{00A0}Nguyễn\tVăn An").firstName == "Nguyễn")
  }

  @Test func theUnreadCountIsZeroUntilNotificationsArrive() {
    #expect(HomeFeature.State(notifications: .loading).unreadCount == 0)
    #expect(HomeFeature.State(notifications: .loaded(AppNotification.all, at: epoch)).unreadCount == 2)
  }
}
