import ProfileFeature
import SharedModels
import Testing

@Suite struct ProfileStateTests {
  @Test func aNewStateHasNotLoadedAnything() {
    let state = ProfileFeature.State(profile: .ada)
    #expect(state.language == .english)
    #expect(state.stats == .idle)
    #expect(state.destination == nil)
  }

  @Test func theLanguageReachesThePresentedSheet() {
    var state = ProfileFeature.State(
      profile: .ada, destination: .shareProfile(ShareProfileFeature.State(profile: .ada)))
    state.language = .vietnamese
    #expect(
      state.destination
        == .shareProfile(ShareProfileFeature.State(profile: .ada, language: .vietnamese)))

    state.destination = .editProfile(EditProfileFeature.State(profile: .ada))
    state.language = .english
    state.language = .vietnamese
    #expect(
      state.destination
        == .editProfile(EditProfileFeature.State(profile: .ada, language: .vietnamese)))
  }

  @Test func aMenuScreenTakesTheLanguageOfProfile() {
    var state = ProfileFeature.State(profile: .ada, destination: .menuItem(.saved))
    state.language = .vietnamese
    #expect(state.destination == .menuItem(.saved))
    #expect(ProfileFeature.screen(state).contains(text: "Đã lưu"))
  }
}
