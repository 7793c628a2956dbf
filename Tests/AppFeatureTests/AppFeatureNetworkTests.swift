import AppFeature
import ExploreFeature
import MockKit
import ProfileFeature
import ReducerTesting
import SharedModels
import Testing

/// Connectivity, requests under way and network errors.
@Suite struct AppFeatureNetworkTests {
  @Test func theStatusFollowsTheNetworkMonitor() {
    let store = TestStore(initialState: loginState()) { AppFeature() }
    store.send(.networkStatusChanged(NetworkStatus(isConnected: false, connectionType: .none))) {
      $0.network.isConnected = false
      $0.network.connectionType = .none
    }
    store.send(.networkStatusChanged(NetworkStatus(isConnected: true, connectionType: .cellular))) {
      $0.network.isConnected = true
      $0.network.connectionType = .cellular
    }
  }

  @Test func aSignInCountsWhileItRunsAndNoLongerOnceItFails() throws {
    let world = try MockWorld.app()
    try world.configure("auth", "login", .failure("unauthorized", latency: .milliseconds(500)))
    let store = makeStore(loginState(email: "ada@example.com", password: "wrong"), world: world)
    #expect(store.state.pendingRequestsCount == 0)
    store.send(.login(.signInButtonTapped)) { $0.login?.isSigningIn = true }
    #expect(store.state.pendingRequestsCount == 1)
    store.advance(by: .milliseconds(500))
    store.receive(.login(.signInFailed(.invalidCredentials))) {
      $0.login?.isSigningIn = false
      $0.login?.error = .invalidCredentials
    }
    #expect(store.state.pendingRequestsCount == 0)
    #expect(store.state.network.errorMessage == nil)
    store.finish()
  }

  @Test func requestsOfSeveralFeaturesAddUpAndEachStopsCountingWhenItAnswers() throws {
    let world = try MockWorld.app()
    try world.configure("search", "search", .answer([], latency: .milliseconds(400)))
    try world.configure("remoteConfig", "fetch", .answer([:], latency: .seconds(1)))
    var state = signedInState(tab: .explore)
    state.config.fetchedAt = nil
    let store = makeStore(state, world: world)
    store.send(.appDidBecomeActive) { $0.config.isFetching = true }
    store.receive(.home(.refreshIfStale))
    #expect(store.state.pendingRequestsCount == 1)
    store.send(.explore(.searchQueryChanged("swift"))) {
      $0.explore?.query = "swift"
      $0.explore?.search = .searching
    }
    #expect(store.state.pendingRequestsCount == 2)
    store.advance(by: .milliseconds(700))
    store.receive(.explore(.searchResultsLoaded([]))) { $0.explore?.search = .results([]) }
    #expect(store.state.pendingRequestsCount == 1)
    store.advance(by: .milliseconds(300))
    store.receive(.remoteConfigLoaded(RemoteConfig())) {
      $0.config.isFetching = false
      $0.config.fetchedAt = epoch.addingTimeInterval(1)
    }
    #expect(store.state.pendingRequestsCount == 0)
    store.finish()
  }

  @Test func aCancelledRequestNoLongerCounts() throws {
    let world = try MockWorld.app()
    try world.configure("search", "search", .answer([], latency: .milliseconds(400)))
    let store = makeStore(signedInState(tab: .explore), world: world)
    store.send(.explore(.searchQueryChanged("swift"))) {
      $0.explore?.query = "swift"
      $0.explore?.search = .searching
    }
    store.advance(by: .milliseconds(500))
    store.send(.explore(.searchQueryChanged("swiftui"))) { $0.explore?.query = "swiftui" }
    #expect(store.state.pendingRequestsCount == 1)
    store.send(.explore(.clearButtonTapped)) {
      $0.explore?.query = ""
      $0.explore?.search = .browsing
    }
    #expect(store.state.pendingRequestsCount == 0)
    store.finish()
    #expect(world.calls(to: "search") == ["search swift"])
  }

  @Test func closingEditProfileWhileItSavesCancelsTheSaveAndItsCount() throws {
    let world = try MockWorld.app()
    try world.configure("profile", "updateProfile", .failure("server", latency: .seconds(1)))
    var state = signedInState(tab: .profile)
    var editing = EditProfileFeature.State(profile: ada)
    editing.name = "Ada King"
    editing.isSaving = true
    state.profile?.destination = .editProfile(editing)
    #expect(state.pendingRequestsCount == 1)
    let store = makeStore(state, world: world)
    store.send(.profile(.deepLinkOpened)) { $0.profile?.destination = nil }
    #expect(store.state.pendingRequestsCount == 0)
    store.advance(by: .seconds(1))
    store.finish()
  }

  @Test(arguments: [("noConnection", true), ("server", false)])
  func aRequestFailingForTheNetworkShowsTheErrorUntilDismissed(
    error: String, showsTheError: Bool
  ) throws {
    let world = try MockWorld.app()
    try world.configure("search", "search", .failure(error))
    let store = makeStore(signedInState(tab: .explore), world: world)
    store.send(.explore(.searchQueryChanged("swift"))) {
      $0.explore?.query = "swift"
      $0.explore?.search = .searching
    }
    store.advance(by: ExploreFeature.debounce)
    let failure: SearchFailure = showsTheError ? .noConnection : .unavailable
    store.receive(.explore(.searchFailed(failure))) {
      $0.explore?.search = .failed(failure)
      if showsTheError {
        $0.network.errorMessage = networkErrorMessage
      }
    }
    #expect(store.state.pendingRequestsCount == 0)
    if showsTheError {
      store.send(.networkErrorDismissed) { $0.network.errorMessage = nil }
    }
    store.finish()
  }

  @Test func theNetworkErrorIsWordedInTheUsersLanguage() throws {
    let world = try MockWorld.app()
    try world.configure("activity", "fetchRecentActivity", .failure("noConnection"))
    var state = signedInState(preferences: UserPreferences(language: .vietnamese))
    state.home?.recentActivity = .idle
    let store = makeStore(state, world: world)
    store.send(.home(.onAppear)) { $0.home?.recentActivity = .loading }
    store.receive(.home(.recentActivityFailed(.noConnection))) {
      $0.home?.recentActivity = .failed(.noConnection)
      $0.network.errorMessage = "Không thể kết nối máy chủ. Hãy kiểm tra kết nối và thử lại."
    }
    store.finish()
  }
}
