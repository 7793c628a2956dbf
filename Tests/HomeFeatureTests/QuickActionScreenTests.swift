import Foundation
import HomeFeature
import SharedModels
import Testing
import TextUI

@Suite struct QuickActionScreenTests {
  private static func screen(
    _ quickAction: QuickAction, language: Language = .english,
    activity: Feed<Activity> = .idle, notifications: Feed<AppNotification> = .idle
  ) -> Screen<HomeFeature.Action> {
    HomeFeature.screen(
      HomeFeature.State(
        language: language, recentActivity: activity, notifications: notifications,
        destination: .quickAction(quickAction)))
  }

  @Test func share() throws {
    let screen = Self.screen(.share)
    #expect(screen.render() == """
      screen Share
        navigation "Share" back "Home"
        image square.and.arrow.up
        heading "Invite Your Friends"
        text "Share the app with friends so you can follow each other."
      """)
    #expect(try screen.back() == .backButtonTapped)
  }

  @Test func saved() {
    #expect(Self.screen(.saved).render() == """
      screen Saved
        navigation "Saved" back "Home"
        image bookmark
        heading "Nothing saved yet"
        text "Items you save will appear here."
      """)
  }

  @Test func analyticsCountsTheLoadedFeeds() {
    let screen = Self.screen(
      .analytics, activity: .loaded(Activity.all, at: epoch),
      notifications: .loaded(AppNotification.all, at: epoch))
    #expect(screen.render() == """
      screen Analytics
        navigation "Analytics" back "Home"
        image chart.bar
        list
          row "Recent activities" detail "4"
          row "Unread notifications" detail "2"
      """)
  }

  @Test func analyticsBeforeTheFeedsLoad() {
    #expect(Self.screen(.analytics, activity: .loading, notifications: .failed(.unavailable)).render() == """
      screen Analytics
        navigation "Analytics" back "Home"
        image chart.bar
        list
          row "Recent activities" detail "–"
          row "Unread notifications" detail "–"
      """)
  }

  @Test func friends() {
    #expect(Self.screen(.friends).render() == """
      screen Friends
        navigation "Friends" back "Home"
        image person.2
        heading "No friends yet"
        text "Friends you add will appear here."
      """)
  }

  @Test func vietnamese() {
    #expect(Self.screen(.share, language: .vietnamese).render() == """
      screen Share
        navigation "Chia sẻ" back "Trang chủ"
        image square.and.arrow.up
        heading "Mời bạn bè"
        text "Chia sẻ ứng dụng với bạn bè để theo dõi lẫn nhau."
      """)
    #expect(Self.screen(.saved, language: .vietnamese).render() == """
      screen Saved
        navigation "Đã lưu" back "Trang chủ"
        image bookmark
        heading "Chưa lưu mục nào"
        text "Các mục bạn lưu sẽ hiển thị ở đây."
      """)
    #expect(
      Self.screen(
        .analytics, language: .vietnamese, activity: .loaded([], at: epoch),
        notifications: .loaded([], at: epoch)
      ).render() == """
        screen Analytics
          navigation "Thống kê" back "Trang chủ"
          image chart.bar
          list
            row "Hoạt động gần đây" detail "0"
            row "Thông báo chưa đọc" detail "0"
        """)
    #expect(Self.screen(.friends, language: .vietnamese).render() == """
      screen Friends
        navigation "Bạn bè" back "Trang chủ"
        image person.2
        heading "Chưa có bạn bè"
        text "Bạn bè bạn thêm sẽ hiển thị ở đây."
      """)
  }
}
