import ConcurrencyExtras
import Dependencies
import ProfileClient
import ProfileFeature
import ReducerTesting
import SharedModels
import Testing
import URLOpenerClient

@Suite struct ProfileFeatureTests {
  // MARK: Stats

  @Test func appearingLoadsTheStats() {
    let store = TestStore(initialState: ProfileFeature.State(profile: .ada)) {
      ProfileFeature()
    } withDependencies: {
      $0.profileClient.fetchStats = { .sample }
    }
    store.send(.onAppear) { $0.stats = .loading }
    store.receive(.statsLoaded(.sample)) { $0.stats = .loaded(.sample) }
    store.finish()
  }

  @Test func appearingAgainKeepsLoadedStats() {
    let store = TestStore(initialState: ProfileFeature.State(profile: .ada, stats: .loaded(.sample))) {
      ProfileFeature()
    }
    store.send(.onAppear)
    store.finish()
  }

  @Test func appearingWhileLoadingStartsNoSecondRequest() {
    let store = TestStore(initialState: ProfileFeature.State(profile: .ada, stats: .loading)) {
      ProfileFeature()
    }
    store.send(.onAppear)
    store.finish()
  }

  @Test func appearingAfterAFailureKeepsTheFailureUntilRetry() {
    let store = TestStore(
      initialState: ProfileFeature.State(profile: .ada, stats: .failed(.noConnection))
    ) {
      ProfileFeature()
    }
    store.send(.onAppear)
    store.finish()
  }

  @Test func statsFailOfflineWithNoConnection() {
    let store = TestStore(initialState: ProfileFeature.State(profile: .ada)) {
      ProfileFeature()
    } withDependencies: {
      $0.profileClient.fetchStats = { throw ProfileError.noConnection }
    }
    store.send(.onAppear) { $0.stats = .loading }
    store.receive(.statsFailed(.noConnection)) { $0.stats = .failed(.noConnection) }
    store.finish()
  }

  @Test func statsFailOnAServerErrorAsUnexpected() {
    let store = TestStore(initialState: ProfileFeature.State(profile: .ada)) {
      ProfileFeature()
    } withDependencies: {
      $0.profileClient.fetchStats = { throw ProfileError.server }
    }
    store.send(.onAppear) { $0.stats = .loading }
    store.receive(.statsFailed(.unexpected)) { $0.stats = .failed(.unexpected) }
    store.finish()
  }

  @Test func retryLoadsFailedStatsAgain() {
    let store = TestStore(
      initialState: ProfileFeature.State(profile: .ada, stats: .failed(.unexpected))
    ) {
      ProfileFeature()
    } withDependencies: {
      $0.profileClient.fetchStats = { .sample }
    }
    store.send(.statsRetryButtonTapped) { $0.stats = .loading }
    store.receive(.statsLoaded(.sample)) { $0.stats = .loaded(.sample) }
    store.finish()
  }

  @Test func retryDoesNothingUnlessTheStatsFailed() {
    let store = TestStore(initialState: ProfileFeature.State(profile: .ada, stats: .loaded(.sample))) {
      ProfileFeature()
    }
    store.send(.statsRetryButtonTapped)
    store.finish()
  }

  @Test func statsArriveAfterTheClientsLatency() {
    let store = TestStore(initialState: ProfileFeature.State(profile: .ada)) {
      ProfileFeature()
    } withDependencies: {
      $0.profileClient.fetchStats = {
        @Dependency(\.continuousClock) var clock
        try await clock.sleep(for: .milliseconds(300))
        return .sample
      }
    }
    store.send(.onAppear) { $0.stats = .loading }
    store.advance(by: .milliseconds(299))
    store.advance(by: .milliseconds(1))
    store.receive(.statsLoaded(.sample)) { $0.stats = .loaded(.sample) }
    store.finish()
  }

  // MARK: Edit Profile

  @Test func editProfileOpensTheSheetOnTheProfileInTheCurrentLanguage() {
    let store = TestStore(
      initialState: ProfileFeature.State(profile: .ada, language: .vietnamese)
    ) {
      ProfileFeature()
    }
    store.send(.editProfileButtonTapped) {
      $0.destination = .editProfile(EditProfileFeature.State(profile: .ada, language: .vietnamese))
    }
    store.finish()
  }

  @Test func aSavedEditUpdatesTheProfileClosesTheSheetAndTellsTheParent() {
    let renamed = UserProfile(
      id: "user-ada", name: "Ada King", email: "ada@example.com", avatarURL: UserProfile.ada.avatarURL)
    let storedKeys = LockIsolated<[String]>([])
    let store = TestStore(
      initialState: ProfileFeature.State(
        profile: .ada, destination: .editProfile(EditProfileFeature.State(profile: .ada)))
    ) {
      ProfileFeature()
    } withDependencies: {
      $0.profileClient.updateProfile = { name, email in
        UserProfile(id: "user-ada", name: name, email: email, avatarURL: UserProfile.ada.avatarURL)
      }
      $0.storageClient.save = { key, _ in storedKeys.withValue { $0.append(key) } }
    }
    store.send(.destination(.presented(.editProfile(.nameChanged("Ada King"))))) {
      $0.destination = .editProfile(Self.editing(name: "Ada King"))
    }
    store.send(.destination(.presented(.editProfile(.saveButtonTapped)))) {
      var editing = Self.editing(name: "Ada King")
      editing.isSaving = true
      $0.destination = .editProfile(editing)
    }
    store.receive(.destination(.presented(.editProfile(.saveSucceeded(renamed))))) {
      $0.destination = .editProfile(EditProfileFeature.State(profile: renamed))
    }
    store.receive(.destination(.presented(.editProfile(.delegate(.saved(renamed)))))) {
      $0.profile = renamed
      $0.destination = nil
    }
    store.receive(.delegate(.profileUpdated(renamed)))
    #expect(storedKeys.value == [ProfileFeature.profileStorageKey])
    store.finish()
  }

  @Test func cancellingTheEditClosesTheSheetAndKeepsTheProfile() {
    let store = TestStore(
      initialState: ProfileFeature.State(
        profile: .ada, destination: .editProfile(Self.editing(name: "Ada King")))
    ) {
      ProfileFeature()
    }
    store.send(.destination(.presented(.editProfile(.cancelButtonTapped))))
    store.receive(.destination(.presented(.editProfile(.delegate(.cancelled))))) {
      $0.destination = nil
    }
    store.finish()
  }

  @Test func swipingTheSheetAwayClosesIt() {
    let store = TestStore(
      initialState: ProfileFeature.State(
        profile: .ada, destination: .editProfile(EditProfileFeature.State(profile: .ada)))
    ) {
      ProfileFeature()
    }
    store.send(.destination(.dismiss)) { $0.destination = nil }
    store.finish()
  }

  @Test func closingTheSheetWhileSavingCancelsTheSave() {
    var saving = Self.editing(name: "Ada King")
    saving.isSaving = true
    let store = TestStore(
      initialState: ProfileFeature.State(
        profile: .ada, destination: .editProfile(Self.editing(name: "Ada King")))
    ) {
      ProfileFeature()
    } withDependencies: {
      $0.profileClient.updateProfile = { name, email in
        @Dependency(\.continuousClock) var clock
        try await clock.sleep(for: .milliseconds(500))
        return UserProfile(id: "user-ada", name: name, email: email)
      }
    }
    store.send(.destination(.presented(.editProfile(.saveButtonTapped)))) {
      $0.destination = .editProfile(saving)
    }
    store.send(.destination(.dismiss)) { $0.destination = nil }
    store.advance(by: .seconds(1))
    store.finish()
  }

  // MARK: Share Profile

  @Test func shareProfileOpensTheSheetOnTheProfileInTheCurrentLanguage() {
    let store = TestStore(initialState: ProfileFeature.State(profile: .ada, language: .vietnamese)) {
      ProfileFeature()
    }
    store.send(.shareProfileButtonTapped) {
      $0.destination = .shareProfile(ShareProfileFeature.State(profile: .ada, language: .vietnamese))
    }
    store.finish()
  }

  @Test func sharingThroughATargetClosesTheSheet() {
    let store = TestStore(
      initialState: ProfileFeature.State(
        profile: .ada, destination: .shareProfile(ShareProfileFeature.State(profile: .ada)))
    ) {
      ProfileFeature()
    } withDependencies: {
      $0.urlOpenerClient.open = { _ in true }
    }
    store.send(.destination(.presented(.shareProfile(.shareTargetTapped(.mail))))) {
      $0.destination = .shareProfile(ShareProfileFeature.State(profile: .ada, openingTarget: .mail))
    }
    store.receive(.destination(.presented(.shareProfile(.shareTargetOpened(.mail))))) {
      $0.destination = .shareProfile(ShareProfileFeature.State(profile: .ada))
    }
    store.receive(.destination(.presented(.shareProfile(.delegate(.finished))))) {
      $0.destination = nil
    }
    store.finish()
  }

  @Test func doneClosesTheShareSheet() {
    let store = TestStore(
      initialState: ProfileFeature.State(
        profile: .ada, destination: .shareProfile(ShareProfileFeature.State(profile: .ada)))
    ) {
      ProfileFeature()
    }
    store.send(.destination(.presented(.shareProfile(.doneButtonTapped))))
    store.receive(.destination(.presented(.shareProfile(.delegate(.finished))))) {
      $0.destination = nil
    }
    store.finish()
  }

  // MARK: Menu

  @Test(arguments: ProfileMenuItem.allCases)
  func aMenuEntryOpensItsScreenAndBackReturns(item: ProfileMenuItem) {
    let store = TestStore(initialState: ProfileFeature.State(profile: .ada)) {
      ProfileFeature()
    }
    store.send(.menuItemTapped(item)) { $0.destination = .menuItem(item) }
    store.send(.backButtonTapped) { $0.destination = nil }
    store.finish()
  }

  @Test func backDoesNotCloseASheet() {
    let store = TestStore(
      initialState: ProfileFeature.State(
        profile: .ada, destination: .editProfile(EditProfileFeature.State(profile: .ada)))
    ) {
      ProfileFeature()
    }
    store.send(.backButtonTapped)
    store.finish()
  }

  // MARK: Deep links

  @Test func aDeepLinkClosesTheEditSheetAndCancelsItsSave() {
    let store = TestStore(
      initialState: ProfileFeature.State(
        profile: .ada, stats: .loaded(.sample), destination: .editProfile(Self.editing(name: "Ada King")))
    ) {
      ProfileFeature()
    } withDependencies: {
      $0.profileClient.updateProfile = { name, email in
        @Dependency(\.continuousClock) var clock
        try await clock.sleep(for: .milliseconds(500))
        return UserProfile(id: "user-ada", name: name, email: email)
      }
    }
    var saving = Self.editing(name: "Ada King")
    saving.isSaving = true
    store.send(.destination(.presented(.editProfile(.saveButtonTapped)))) {
      $0.destination = .editProfile(saving)
    }
    #expect(store.state.requestsInFlight == 1)
    store.send(.deepLinkOpened) { $0.destination = nil }
    #expect(store.state.requestsInFlight == 0)
    store.advance(by: .seconds(1))
    store.finish()
  }

  @Test(arguments: [
    ProfileFeature.Destination.State.menuItem(.favorites),
    .shareProfile(ShareProfileFeature.State(profile: .ada)),
  ])
  func aDeepLinkClosesTheMenuScreenOrTheShareSheet(destination: ProfileFeature.Destination.State) {
    let store = TestStore(
      initialState: ProfileFeature.State(profile: .ada, destination: destination)
    ) {
      ProfileFeature()
    }
    store.send(.deepLinkOpened) { $0.destination = nil }
    store.finish()
  }

  @Test func statsBeingLoadedAreARequestInFlight() {
    #expect(ProfileFeature.State(profile: .ada, stats: .loading).requestsInFlight == 1)
    #expect(ProfileFeature.State(profile: .ada, stats: .loaded(.sample)).requestsInFlight == 0)
  }

  /// Edit Profile on Ada's profile with the name field changed to `name`.
  private static func editing(name: String) -> EditProfileFeature.State {
    var state = EditProfileFeature.State(profile: .ada)
    state.name = name
    return state
  }
}
