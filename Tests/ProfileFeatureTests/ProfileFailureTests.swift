import ProfileClient
@testable import ProfileFeature
import Testing

@Suite struct ProfileFailureTests {
  @Test func clientErrorsKeepTheirMeaning() {
    #expect(ProfileFailure(ProfileError.invalidEmail) == .invalidEmail)
    #expect(ProfileFailure(ProfileError.noConnection) == .noConnection)
    #expect(ProfileFailure(ProfileError.server) == .unexpected)
  }

  @Test func anyOtherErrorIsUnexpected() {
    #expect(ProfileFailure(UnexpectedError()) == .unexpected)
  }
}
