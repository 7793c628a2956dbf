import ProfileFeature
import SharedModels
import Testing
import TextUI

@Suite struct ShareProfileScreenTests {
  @Test func ready() throws {
    let screen = ShareProfileFeature.screen(ShareProfileFeature.State(profile: .ada))
    #expect(screen.render() == """
      screen "Share Profile"
        navigation "Share Profile"
          button "Done"
        image person.crop.circle.fill
        heading "Ada Lovelace"
        text "https://example.com/profile/user-ada"
        section "Share via"
          button "Messages" image message
          button "Mail" image envelope
      """)
    #expect(try screen.tap("Messages") == .shareTargetTapped(.messages))
    #expect(try screen.tap("Mail") == .shareTargetTapped(.mail))
    #expect(try screen.tap("Done") == .doneButtonTapped)
  }

  @Test func opening() {
    let state = ShareProfileFeature.State(profile: .ada, openingTarget: .mail)
    #expect(ShareProfileFeature.screen(state).render() == """
      screen "Share Profile"
        navigation "Share Profile"
          button "Done"
        image person.crop.circle.fill
        heading "Ada Lovelace"
        text "https://example.com/profile/user-ada"
        section "Share via"
          button "Messages" image message [disabled]
          button "Mail" image envelope [disabled]
      """)
  }

  @Test func unavailable() {
    let state = ShareProfileFeature.State(profile: .ada, unavailableTarget: .messages)
    #expect(ShareProfileFeature.screen(state).render() == """
      screen "Share Profile"
        navigation "Share Profile"
          button "Done"
        image person.crop.circle.fill
        heading "Ada Lovelace"
        text "https://example.com/profile/user-ada"
        section "Share via"
          button "Messages" image message
          button "Mail" image envelope
        error "Couldn't open Messages"
      """)
  }

  @Test func vietnamese() {
    let state = ShareProfileFeature.State(
      profile: .ada, language: .vietnamese, unavailableTarget: .mail)
    #expect(ShareProfileFeature.screen(state).render() == """
      screen "Share Profile"
        navigation "Chia sẻ hồ sơ"
          button "Xong"
        image person.crop.circle.fill
        heading "Ada Lovelace"
        text "https://example.com/profile/user-ada"
        section "Chia sẻ qua"
          button "Tin nhắn" image message
          button "Thư" image envelope
        error "Không thể mở Thư"
      """)
  }
}
