import Foundation
import HomeFeature
import SharedModels
import Testing
import TextUI

@Suite struct ActivityListScreenTests {
  private static func state(
    _ activity: Feed<Activity>, language: Language = .english
  ) -> HomeFeature.State {
    HomeFeature.State(language: language, recentActivity: activity, destination: .allActivity)
  }

  @Test func loadedShowsEveryEntry() {
    #expect(HomeFeature.screen(Self.state(.loaded(Activity.all, at: epoch))).render() == """
      screen Activity
        navigation "Recent Activity" back "Home"
        list
          row "Completed “SwiftUI Essentials”" subtitle "Course finished with 12 lessons" detail "Just now"
          row "Grace Hopper followed you" subtitle "You have 1,280 followers now" detail "45m ago"
          row "Saved “Design Systems”" subtitle "Added to your reading list" detail "5h ago"
          row "Joined the Swift Study Group" subtitle "Weekly meetups on Thursdays" detail "3d ago"
      """)
  }

  @Test func loading() {
    #expect(HomeFeature.screen(Self.state(.loading)).render() == """
      screen Activity
        navigation "Recent Activity" back "Home"
        list
          progress "Loading activity"
      """)
  }

  @Test func empty() {
    #expect(HomeFeature.screen(Self.state(.loaded([], at: epoch))).render() == """
      screen Activity
        navigation "Recent Activity" back "Home"
        list
          text "No recent activity"
      """)
  }

  @Test func failed() throws {
    let screen = HomeFeature.screen(Self.state(.failed(.noConnection)))
    #expect(screen.render() == """
      screen Activity
        navigation "Recent Activity" back "Home"
        list
          error "No internet connection"
          button "Retry"
      """)
    #expect(try screen.tap("Retry") == .activityRetryButtonTapped)
    #expect(try screen.back() == .backButtonTapped)
  }

  @Test func vietnamese() {
    let screen = HomeFeature.screen(
      Self.state(.loaded([Activity.group], at: epoch), language: .vietnamese))
    #expect(screen.render() == """
      screen Activity
        navigation "Hoạt động gần đây" back "Trang chủ"
        list
          row "Joined the Swift Study Group" subtitle "Weekly meetups on Thursdays" detail "3 ngày trước"
      """)
  }
}
