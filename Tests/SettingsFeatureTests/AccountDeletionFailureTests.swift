import AuthClient
@testable import SettingsFeature
import Testing

@Suite struct AccountDeletionFailureTests {
  @Test func clientErrorsKeepTheirMeaning() {
    #expect(AccountDeletionFailure(AuthError.noConnection) == .noConnection)
    #expect(AccountDeletionFailure(AuthError.unauthorized) == .unauthorized)
    #expect(AccountDeletionFailure(AuthError.server) == .unexpected)
    #expect(AccountDeletionFailure(AuthError.emailTaken) == .unexpected)
  }

  @Test func anyOtherErrorIsUnexpected() {
    #expect(AccountDeletionFailure(UnexpectedError()) == .unexpected)
  }
}
