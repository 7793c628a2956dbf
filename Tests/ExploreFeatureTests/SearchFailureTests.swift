import SearchClient
import Testing

@testable import ExploreFeature

@Suite struct SearchFailureTests {
  private struct UnexpectedError: Error {}

  @Test func onlyTheClientsNoConnectionErrorMeansOffline() {
    #expect(SearchFailure(SearchError.noConnection) == .noConnection)
    #expect(SearchFailure(SearchError.server) == .unavailable)
    #expect(SearchFailure(UnexpectedError()) == .unavailable)
  }
}
