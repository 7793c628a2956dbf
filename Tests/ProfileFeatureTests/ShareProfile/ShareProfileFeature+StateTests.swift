import ProfileFeature
import SharedModels
import Testing

@Suite struct ShareProfileStateTests {
  @Test func theProfileLinkEndsWithTheIdentifier() {
    #expect(
      ShareProfileFeature.State(profile: .ada).profileLink == "https://example.com/profile/user-ada")
  }

  @Test func theProfileLinkEncodesTheIdentifier() {
    let profile = UserProfile(id: "user ada/1é", name: "Ada", email: "ada@example.com")
    #expect(
      ShareProfileFeature.State(profile: profile).profileLink
        == "https://example.com/profile/user%20ada%2F1%C3%A9")
  }
}
