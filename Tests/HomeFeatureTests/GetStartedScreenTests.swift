import HomeFeature
import Testing
import TextUI

@Suite struct GetStartedScreenTests {
  @Test func english() throws {
    let screen = HomeFeature.screen(HomeFeature.State(destination: .getStarted))
    #expect(screen.render() == """
      screen "Get Started"
        navigation "Get Started" back "Home"
        text "Three steps to make the app yours."
        list
          row "Complete Your Profile" subtitle "Add your name and email" >
          row "Explore Topics" subtitle "Find what interests you" >
          row "Turn On Notifications" subtitle "Never miss an update" >
      """)
    #expect(try screen.tap("Complete Your Profile") == .getStartedStepTapped(.completeProfile))
    #expect(try screen.tap("Explore Topics") == .getStartedStepTapped(.exploreTopics))
    #expect(try screen.tap("Turn On Notifications") == .getStartedStepTapped(.turnOnNotifications))
    #expect(try screen.back() == .backButtonTapped)
  }

  @Test func vietnamese() {
    let screen = HomeFeature.screen(
      HomeFeature.State(language: .vietnamese, destination: .getStarted))
    #expect(screen.render() == """
      screen "Get Started"
        navigation "Bắt đầu" back "Trang chủ"
        text "Ba bước để ứng dụng trở thành của bạn."
        list
          row "Hoàn thiện hồ sơ" subtitle "Thêm tên và email của bạn" >
          row "Khám phá chủ đề" subtitle "Tìm điều bạn quan tâm" >
          row "Bật thông báo" subtitle "Không bỏ lỡ cập nhật nào" >
      """)
  }
}
