import SharedModels
import TextUI

extension HomeFeature {
  /// The screen on top: Home itself, or the screen pushed on it.
  ///
  /// Home shows, in order: the navigation bar "Home" with the "Notifications" button (badge:
  /// the unread count), the greeting heading, the welcome card with "Get Started", the quick
  /// actions "Share", "Saved", "Analytics" and "Friends", and the "Recent Activity" section with
  /// "See All" and its first entries, a progress indicator, an empty text, or an error with
  /// "Retry".
  public static func screen(_ state: State) -> Screen<Action> {
    switch state.language {
    case .english: screen(state, .english)
    case .vietnamese: screen(state, .vietnamese)
    }
  }

  /// The screen with the strings of `strings`, the table of its language lent as stored: a copy
  /// of the table would retain and release each of its strings.
  private static func screen(_ state: State, _ strings: HomeStrings) -> Screen<Action> {
    switch state.destination {
    case nil: return homeScreen(state, strings)
    case .notifications: return notificationsScreen(state, strings)
    case .allActivity: return activityListScreen(state, strings)
    case .getStarted: return getStartedScreen(strings)
    case .quickAction(let quickAction): return quickActionScreen(quickAction, state, strings)
    }
  }

  private static func homeScreen(_ state: State, _ strings: HomeStrings) -> Screen<Action> {
    let unread = state.unreadCount
    return Screen("Home") {
      NavigationBar(strings.homeTitle) {
        Button(
          strings.notifications, image: "bell", badge: unread > 0 ? "\(unread)" : nil
        ) { .notificationsButtonTapped }
      }
      Heading(strings.greeting(for: state.timeOfDay, firstName: state.firstName))
      welcomeAndQuickActions[state.language]
      Section(strings.recentActivity) {
        if let activity = state.recentActivity.items, !activity.isEmpty {
          Button(strings.seeAll) { .seeAllButtonTapped }
        }
        activityFeed(state.recentActivity, limit: activityPreviewCount, strings)
      }
    }
  }

  /// Home's "Welcome" and "Quick Actions" sections, which depend on nothing but the language.
  private static let welcomeAndQuickActions = ByLanguage { fixedSections(HomeStrings($0)) }

  /// Home's "Welcome" section with "Get Started", and its "Quick Actions" section with a button
  /// for each quick action, with the strings of `strings`.
  @ElementBuilder<Action>
  private static func fixedSections(_ strings: HomeStrings) -> [Element<Action>] {
    Section(strings.welcomeTitle) {
      Text(strings.welcomeMessage)
      Button(strings.getStarted) { .getStartedButtonTapped }
    }
    Section(strings.quickActions) {
      for quickAction in QuickAction.allCases {
        Button(strings.title(of: quickAction), image: quickAction.image) {
          .quickActionTapped(quickAction)
        }
      }
    }
  }

  /// The elements of the recent activity in its phase: rows (at most `limit` when given), a
  /// progress indicator, the empty text, or the error with "Retry"; nothing before it is
  /// requested. Each row's age ("5m ago") is counted from when the feed arrived.
  @ElementBuilder<Action>
  static func activityFeed(
    _ feed: Feed<Activity>, limit: Int? = nil, _ strings: HomeStrings
  ) -> [Element<Action>] {
    switch feed {
    case .idle:
      [Element<Action>]()
    case .loading:
      ProgressIndicator(strings.loadingActivity)
    case .failed(let failure):
      ErrorMessage(strings.activityMessage(for: failure))
      Button(strings.retry) { .activityRetryButtonTapped }
    case .loaded(let activity, _) where activity.isEmpty,
      .reloading(let activity, _) where activity.isEmpty:
      Text(strings.noRecentActivity)
    case .loaded(let activity, let loadedAt), .reloading(let activity, let loadedAt):
      for entry in activity.prefix(limit ?? activity.count) {
        Row(
          entry.title, subtitle: entry.subtitle,
          detail: strings.age(RelativeAge(of: entry.timestamp, at: loadedAt))
        )
      }
    }
  }
}
