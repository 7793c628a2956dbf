import ProfileFeature
import SharedModels
import Testing
import TextUI

@Suite struct ProfileMenuItemScreenTests {
  @Test func favorites() throws {
    let screen = ProfileFeature.screen(
      ProfileFeature.State(profile: .ada, destination: .menuItem(.favorites)))
    #expect(screen.render() == """
      screen Favorites
        navigation "Favorites" back "Profile"
        image heart
        heading "No favorites yet"
        text "Items you mark as favorite appear here."
      """)
    #expect(try screen.back() == .backButtonTapped)
  }

  @Test func saved() {
    let screen = ProfileFeature.screen(
      ProfileFeature.State(profile: .ada, destination: .menuItem(.saved)))
    #expect(screen.render() == """
      screen Saved
        navigation "Saved" back "Profile"
        image bookmark
        heading "Nothing saved yet"
        text "Items you save for later appear here."
      """)
  }

  @Test func history() {
    let screen = ProfileFeature.screen(
      ProfileFeature.State(profile: .ada, destination: .menuItem(.history)))
    #expect(screen.render() == """
      screen History
        navigation "History" back "Profile"
        image clock
        heading "No history yet"
        text "Items you view appear here."
      """)
  }

  @Test func vietnamese() {
    let favorites = ProfileFeature.State(
      profile: .ada, language: .vietnamese, destination: .menuItem(.favorites))
    #expect(ProfileFeature.screen(favorites).render() == """
      screen Favorites
        navigation "Yêu thích" back "Hồ sơ"
        image heart
        heading "Chưa có mục yêu thích"
        text "Những mục bạn đánh dấu yêu thích sẽ xuất hiện ở đây."
      """)
    let saved = ProfileFeature.State(
      profile: .ada, language: .vietnamese, destination: .menuItem(.saved))
    #expect(ProfileFeature.screen(saved).render() == """
      screen Saved
        navigation "Đã lưu" back "Hồ sơ"
        image bookmark
        heading "Chưa lưu mục nào"
        text "Những mục bạn lưu để xem sau sẽ xuất hiện ở đây."
      """)
    let history = ProfileFeature.State(
      profile: .ada, language: .vietnamese, destination: .menuItem(.history))
    #expect(ProfileFeature.screen(history).render() == """
      screen History
        navigation "Lịch sử" back "Hồ sơ"
        image clock
        heading "Chưa có lịch sử"
        text "Những mục bạn đã xem sẽ xuất hiện ở đây."
      """)
  }
}
