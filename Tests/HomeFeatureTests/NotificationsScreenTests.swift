import Foundation
import HomeFeature
import SharedModels
import Testing
import TextUI

@Suite struct NotificationsScreenTests {
  private static func state(
    _ notifications: Feed<AppNotification>, language: Language = .english
  ) -> HomeFeature.State {
    HomeFeature.State(
      language: language, userName: "Ada", notifications: notifications,
      destination: .notifications)
  }

  @Test func loaded() {
    let screen = HomeFeature.screen(Self.state(.loaded(AppNotification.all, at: epoch)))
    #expect(screen.render() == """
      screen Notifications
        navigation "Notifications" back "Home"
          button "Mark All as Read"
        list
          row "Welcome aboard" #notification-1 subtitle "Thanks for joining, Ada." detail "10m ago" badge "New" >
          row "New follower" #notification-2 subtitle "Grace Hopper started following you." detail "5h ago" badge "New" >
          row "Weekly summary" subtitle "You completed 3 lessons this week." detail "2d ago"
      """)
  }

  @Test func allRead() {
    let screen = HomeFeature.screen(Self.state(.loaded([AppNotification.summary], at: epoch)))
    #expect(screen.render() == """
      screen Notifications
        navigation "Notifications" back "Home"
          button "Mark All as Read" [disabled]
        list
          row "Weekly summary" subtitle "You completed 3 lessons this week." detail "2d ago"
      """)
  }

  @Test func loading() {
    #expect(HomeFeature.screen(Self.state(.loading)).render() == """
      screen Notifications
        navigation "Notifications" back "Home"
          button "Mark All as Read" [disabled]
        progress "Loading notifications"
      """)
  }

  @Test func empty() {
    #expect(HomeFeature.screen(Self.state(.loaded([], at: epoch))).render() == """
      screen Notifications
        navigation "Notifications" back "Home"
          button "Mark All as Read" [disabled]
        text "No notifications"
      """)
  }

  @Test func failed() {
    #expect(HomeFeature.screen(Self.state(.failed(.unavailable))).render() == """
      screen Notifications
        navigation "Notifications" back "Home"
          button "Mark All as Read" [disabled]
        error "Couldn't load notifications"
        button "Retry"
      """)
  }

  @Test func offline() {
    #expect(HomeFeature.screen(Self.state(.failed(.noConnection))).render() == """
      screen Notifications
        navigation "Notifications" back "Home"
          button "Mark All as Read" [disabled]
        error "No internet connection"
        button "Retry"
      """)
  }

  @Test func vietnamese() {
    let loaded = Self.state(.loaded(AppNotification.all, at: epoch), language: .vietnamese)
    #expect(HomeFeature.screen(loaded).render() == """
      screen Notifications
        navigation "Thông báo" back "Trang chủ"
          button "Đánh dấu tất cả là đã đọc"
        list
          row "Welcome aboard" #notification-1 subtitle "Thanks for joining, Ada." detail "10 phút trước" badge "Mới" >
          row "New follower" #notification-2 subtitle "Grace Hopper started following you." detail "5 giờ trước" badge "Mới" >
          row "Weekly summary" subtitle "You completed 3 lessons this week." detail "2 ngày trước"
      """)
    let failed = Self.state(.failed(.unavailable), language: .vietnamese)
    #expect(HomeFeature.screen(failed).render() == """
      screen Notifications
        navigation "Thông báo" back "Trang chủ"
          button "Đánh dấu tất cả là đã đọc" [disabled]
        error "Không thể tải thông báo"
        button "Thử lại"
      """)
    let empty = Self.state(.loaded([], at: epoch), language: .vietnamese)
    #expect(HomeFeature.screen(empty).visibleTexts.last == "Không có thông báo")
    let loading = Self.state(.loading, language: .vietnamese)
    #expect(HomeFeature.screen(loading).visibleTexts.last == "Đang tải thông báo")
  }

  @Test func everyControlSendsItsAction() throws {
    let screen = HomeFeature.screen(Self.state(.loaded(AppNotification.all, at: epoch)))
    #expect(screen.labels == ["Mark All as Read", "Welcome aboard", "New follower"])
    #expect(try screen.tap("Mark All as Read") == .markAllAsReadButtonTapped)
    #expect(try screen.tap("New follower") == .notificationTapped(id: "notification-2"))
    #expect(try screen.back() == .backButtonTapped)
    let failed = HomeFeature.screen(Self.state(.failed(.unavailable)))
    #expect(try failed.tap("Retry") == .notificationsRetryButtonTapped)
  }
}
