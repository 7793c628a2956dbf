import ActivityClient
import Foundation
import Testing

@testable import HomeFeature

@Suite struct FeedFailureTests {
  private struct UnexpectedError: Error {}

  @Test func onlyTheClientsNoConnectionErrorMeansOffline() {
    #expect(FeedFailure(ActivityError.noConnection) == .noConnection)
    #expect(FeedFailure(ActivityError.server) == .unavailable)
    #expect(FeedFailure(UnexpectedError()) == .unavailable)
  }
}
