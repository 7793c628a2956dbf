import Foundation
import HomeFeature
import SharedModels
import Testing
import TextUI

@Suite struct HomeScreenTests {
  private static let loaded = HomeFeature.State(
    userName: "Ada Lovelace", timeOfDay: .morning,
    recentActivity: .loaded(Activity.all, at: epoch),
    notifications: .loaded(AppNotification.all, at: epoch)
  )

  @Test func loaded() {
    #expect(HomeFeature.screen(Self.loaded).render() == """
      screen Home
        navigation "Home"
          button "Notifications" image bell badge "2"
        heading "Good morning, Ada"
        section "Welcome!"
          text "Take a quick tour and set up the app your way."
          button "Get Started"
        section "Quick Actions"
          button "Share" image square.and.arrow.up
          button "Saved" image bookmark
          button "Analytics" image chart.bar
          button "Friends" image person.2
        section "Recent Activity"
          button "See All"
          row "Completed “SwiftUI Essentials”" subtitle "Course finished with 12 lessons" detail "Just now"
          row "Grace Hopper followed you" subtitle "You have 1,280 followers now" detail "45m ago"
          row "Saved “Design Systems”" subtitle "Added to your reading list" detail "5h ago"
      """)
  }

  @Test func beforeAppearing() {
    #expect(HomeFeature.screen(HomeFeature.State()).render() == """
      screen Home
        navigation "Home"
          button "Notifications" image bell
        heading "Good morning"
        section "Welcome!"
          text "Take a quick tour and set up the app your way."
          button "Get Started"
        section "Quick Actions"
          button "Share" image square.and.arrow.up
          button "Saved" image bookmark
          button "Analytics" image chart.bar
          button "Friends" image person.2
        section "Recent Activity"
      """)
  }

  @Test func loading() {
    let state = HomeFeature.State(
      userName: "Ada", timeOfDay: .afternoon, recentActivity: .loading, notifications: .loading)
    #expect(HomeFeature.screen(state).render() == """
      screen Home
        navigation "Home"
          button "Notifications" image bell
        heading "Good afternoon, Ada"
        section "Welcome!"
          text "Take a quick tour and set up the app your way."
          button "Get Started"
        section "Quick Actions"
          button "Share" image square.and.arrow.up
          button "Saved" image bookmark
          button "Analytics" image chart.bar
          button "Friends" image person.2
        section "Recent Activity"
          progress "Loading activity"
      """)
  }

  @Test func empty() {
    var state = Self.loaded
    state.timeOfDay = .evening
    state.recentActivity = .loaded([], at: epoch)
    state.notifications = .loaded([AppNotification.summary], at: epoch)
    #expect(HomeFeature.screen(state).render() == """
      screen Home
        navigation "Home"
          button "Notifications" image bell
        heading "Good evening, Ada"
        section "Welcome!"
          text "Take a quick tour and set up the app your way."
          button "Get Started"
        section "Quick Actions"
          button "Share" image square.and.arrow.up
          button "Saved" image bookmark
          button "Analytics" image chart.bar
          button "Friends" image person.2
        section "Recent Activity"
          text "No recent activity"
      """)
  }

  @Test func failed() {
    var state = Self.loaded
    state.recentActivity = .failed(.unavailable)
    #expect(HomeFeature.screen(state).render() == """
      screen Home
        navigation "Home"
          button "Notifications" image bell badge "2"
        heading "Good morning, Ada"
        section "Welcome!"
          text "Take a quick tour and set up the app your way."
          button "Get Started"
        section "Quick Actions"
          button "Share" image square.and.arrow.up
          button "Saved" image bookmark
          button "Analytics" image chart.bar
          button "Friends" image person.2
        section "Recent Activity"
          error "Couldn't load recent activity"
          button "Retry"
      """)
  }

  @Test func offline() {
    var state = Self.loaded
    state.recentActivity = .failed(.noConnection)
    #expect(HomeFeature.screen(state).visibleTexts.suffix(3) == [
      "Recent Activity", "No internet connection", "Retry",
    ])
  }

  @Test func vietnamese() {
    var state = Self.loaded
    state.language = .vietnamese
    #expect(HomeFeature.screen(state).render() == """
      screen Home
        navigation "Trang chủ"
          button "Thông báo" image bell badge "2"
        heading "Chào buổi sáng, Ada"
        section "Chào mừng bạn!"
          text "Xem nhanh hướng dẫn và thiết lập ứng dụng theo cách của bạn."
          button "Bắt đầu"
        section "Thao tác nhanh"
          button "Chia sẻ" image square.and.arrow.up
          button "Đã lưu" image bookmark
          button "Thống kê" image chart.bar
          button "Bạn bè" image person.2
        section "Hoạt động gần đây"
          button "Xem tất cả"
          row "Completed “SwiftUI Essentials”" subtitle "Course finished with 12 lessons" detail "Vừa xong"
          row "Grace Hopper followed you" subtitle "You have 1,280 followers now" detail "45 phút trước"
          row "Saved “Design Systems”" subtitle "Added to your reading list" detail "5 giờ trước"
      """)
  }

  @Test func vietnameseStates() {
    var state = HomeFeature.State(
      language: .vietnamese, userName: "Ada", timeOfDay: .afternoon, recentActivity: .loading)
    #expect(HomeFeature.screen(state).visibleTexts.prefix(3) == ["Trang chủ", "Thông báo", "Chào buổi chiều, Ada"])
    #expect(HomeFeature.screen(state).visibleTexts.last == "Đang tải hoạt động")
    state.timeOfDay = .evening
    state.recentActivity = .loaded([], at: epoch)
    #expect(HomeFeature.screen(state).visibleTexts[2] == "Chào buổi tối, Ada")
    #expect(HomeFeature.screen(state).visibleTexts.last == "Chưa có hoạt động nào")
    state.recentActivity = .failed(.unavailable)
    #expect(HomeFeature.screen(state).visibleTexts.suffix(2) == ["Không thể tải hoạt động gần đây", "Thử lại"])
    state.recentActivity = .failed(.noConnection)
    #expect(HomeFeature.screen(state).visibleTexts.suffix(2) == ["Không có kết nối internet", "Thử lại"])
  }

  @Test func everyControlSendsItsAction() throws {
    var state = Self.loaded
    state.recentActivity = .failed(.unavailable)
    let failed = HomeFeature.screen(state)
    #expect(try failed.tap("Retry") == .activityRetryButtonTapped)
    let screen = HomeFeature.screen(Self.loaded)
    #expect(screen.labels == [
      "Notifications", "Get Started", "Share", "Saved", "Analytics", "Friends", "See All",
    ])
    #expect(try screen.tap("Notifications") == .notificationsButtonTapped)
    #expect(try screen.tap("Get Started") == .getStartedButtonTapped)
    #expect(try screen.tap("Share") == .quickActionTapped(.share))
    #expect(try screen.tap("Saved") == .quickActionTapped(.saved))
    #expect(try screen.tap("Analytics") == .quickActionTapped(.analytics))
    #expect(try screen.tap("Friends") == .quickActionTapped(.friends))
    #expect(try screen.tap("See All") == .seeAllButtonTapped)
  }
}
