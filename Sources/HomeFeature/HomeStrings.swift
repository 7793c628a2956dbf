import SharedModels

/// The texts of the home screens in one language.
struct HomeStrings: Sendable {
  // Home
  let homeTitle: String
  let goodMorning: String
  let goodAfternoon: String
  let goodEvening: String
  let notifications: String
  let welcomeTitle: String
  let welcomeMessage: String
  let getStarted: String
  let quickActions: String
  let share: String
  let saved: String
  let analytics: String
  let friends: String
  let recentActivity: String
  let seeAll: String
  let loadingActivity: String
  let noRecentActivity: String
  let activityFailed: String
  let noConnection: String
  let retry: String

  // Notifications
  let markAllAsRead: String
  let loadingNotifications: String
  let noNotifications: String
  let notificationsFailed: String
  let newBadge: String

  // Ages
  let justNow: String
  let minutesAgo: @Sendable (Int) -> String
  let hoursAgo: @Sendable (Int) -> String
  let daysAgo: @Sendable (Int) -> String

  // Get Started
  let getStartedMessage: String
  let completeProfile: String
  let completeProfileDetail: String
  let exploreTopics: String
  let exploreTopicsDetail: String
  let turnOnNotifications: String
  let turnOnNotificationsDetail: String

  // Quick action screens
  let shareHeading: String
  let shareMessage: String
  let savedEmpty: String
  let savedMessage: String
  let analyticsActivities: String
  let analyticsUnread: String
  let notLoaded: String
  let friendsEmpty: String
  let friendsMessage: String
}

extension HomeStrings {
  /// The table of `language`.
  init(_ language: Language) {
    switch language {
    case .english: self = .english
    case .vietnamese: self = .vietnamese
    }
  }

  /// "Good morning, Ada", or "Good morning" when the name is empty.
  func greeting(for timeOfDay: TimeOfDay, firstName: String) -> String {
    let salutation =
      switch timeOfDay {
      case .morning: goodMorning
      case .afternoon: goodAfternoon
      case .evening: goodEvening
      }
    return firstName.isEmpty ? salutation : "\(salutation), \(firstName)"
  }

  /// What the screen says when the recent activity failed.
  func activityMessage(for failure: FeedFailure) -> String {
    failure == .noConnection ? noConnection : activityFailed
  }

  /// What the screen says when the notifications failed.
  func notificationsMessage(for failure: FeedFailure) -> String {
    failure == .noConnection ? noConnection : notificationsFailed
  }

  /// "5m ago" and the like.
  func age(_ age: RelativeAge) -> String {
    switch age {
    case .justNow: justNow
    case .minutes(let minutes): minutesAgo(minutes)
    case .hours(let hours): hoursAgo(hours)
    case .days(let days): daysAgo(days)
    }
  }

  /// The label of a quick action.
  func title(of action: QuickAction) -> String {
    switch action {
    case .share: share
    case .saved: saved
    case .analytics: analytics
    case .friends: friends
    }
  }

  /// The title and the line under it of a "Get Started" step.
  func title(of step: GetStartedStep) -> (title: String, detail: String) {
    switch step {
    case .completeProfile: (completeProfile, completeProfileDetail)
    case .exploreTopics: (exploreTopics, exploreTopicsDetail)
    case .turnOnNotifications: (turnOnNotifications, turnOnNotificationsDetail)
    }
  }
}
