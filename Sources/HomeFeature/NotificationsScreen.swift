import TextUI

extension HomeFeature {
  /// "Notifications": pushed from Home. "Mark All as Read" in the navigation bar (disabled
  /// while nothing is unread), then the notifications newest first as the client sent them, an
  /// unread one badged "New" and tappable to mark it read; or a progress indicator, the empty
  /// text, or the error with "Retry". Ages are counted from when the notifications arrived.
  static func notificationsScreen(_ state: State, _ strings: HomeStrings) -> Screen<Action> {
    Screen("Notifications") {
      NavigationBar(strings.notifications, back: strings.homeTitle, onBack: { .backButtonTapped }) {
        Button(strings.markAllAsRead, isDisabled: state.unreadCount == 0) {
          .markAllAsReadButtonTapped
        }
      }
      switch state.notifications {
      case .idle:
        [Element<Action>]()
      case .loading:
        ProgressIndicator(strings.loadingNotifications)
      case .failed(let failure):
        ErrorMessage(strings.notificationsMessage(for: failure))
        Button(strings.retry) { .notificationsRetryButtonTapped }
      case .loaded(let notifications, _) where notifications.isEmpty,
        .reloading(let notifications, _) where notifications.isEmpty:
        Text(strings.noNotifications)
      case .loaded(let notifications, let loadedAt),
        .reloading(let notifications, let loadedAt):
        List {
          for notification in notifications {
            let age = strings.age(RelativeAge(of: notification.timestamp, at: loadedAt))
            if notification.isRead {
              Row(notification.title, subtitle: notification.body, detail: age)
            } else {
              Row(
                notification.title, id: notification.id, subtitle: notification.body,
                detail: age, badge: strings.newBadge
              ) { .notificationTapped(id: notification.id) }
            }
          }
        }
      }
    }
  }
}
