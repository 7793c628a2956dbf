import AppFeature
import AuthFeature
import ExploreFeature
import HomeFeature
import MockKit
import ProfileFeature
import ReducerCore
import ReducerTesting
import SettingsFeature
import SharedModels
import Testing

/// Deep links: pending at once, followed after 300 ms by one rule on every tab (what the tab had
/// pushed or presented closes, then the route's screen opens), kept for after the sign-in, and
/// ignored when they name no place.
@Suite struct AppFeatureDeepLinkTests {
  private func world() throws -> MockWorld {
    let world = try MockWorld.app()
    try world.configure("search", "search", .answer([]))
    return world
  }

  @Test(arguments: ["myapp://explore?q=swift", "/explore?q=swift"])
  func anExploreLinkSearchesAfterProcessing(link: String) throws {
    let world = try world()
    let store = makeStore(signedInState(), world: world)
    store.send(.handleDeepLink(link)) { $0.navigation.pendingDeepLink = link }
    store.advance(by: .milliseconds(299))
    store.advance(by: .milliseconds(1))
    store.receive(.deepLinkHandled) {
      $0.navigation.pendingDeepLink = nil
      $0.navigation.selectedTab = .explore
    }
    store.receive(.explore(.deepLinkOpened))
    store.receive(.explore(.searchDeepLinkOpened(query: "swift"))) {
      $0.explore?.query = "swift"
      $0.explore?.search = .searching
    }
    store.receive(.explore(.searchResultsLoaded([]))) { $0.explore?.search = .results([]) }
    store.finish()
    #expect(world.calls(to: "search") == ["search swift"])
    #expect(
      world.analyticsEvents == [
        "screen_viewed screen=Explore", "deep_link_opened link=\(link) route=explore",
      ])
  }

  @Test func anExploreLinkWithoutAQueryOnlySelectsTheTab() throws {
    let store = makeStore(signedInState(), world: try world())
    store.send(.handleDeepLink("/explore")) { $0.navigation.pendingDeepLink = "/explore" }
    store.advance(by: .milliseconds(300))
    store.receive(.deepLinkHandled) {
      $0.navigation.pendingDeepLink = nil
      $0.navigation.selectedTab = .explore
    }
    store.receive(.explore(.deepLinkOpened))
    store.finish()
  }

  @Test func aHomeLinkSelectsHome() throws {
    let world = try world()
    let store = makeStore(signedInState(tab: .settings), world: world)
    store.send(.handleDeepLink("myapp://home")) { $0.navigation.pendingDeepLink = "myapp://home" }
    store.advance(by: .milliseconds(300))
    store.receive(.deepLinkHandled) {
      $0.navigation.pendingDeepLink = nil
      $0.navigation.selectedTab = .home
    }
    store.receive(.home(.deepLinkOpened))
    store.receive(.home(.onAppear))
    store.finish()
    #expect(
      world.analyticsEvents == [
        "deep_link_opened link=myapp://home route=home", "screen_viewed screen=Home",
      ])
  }

  @Test func aProfileLinkSelectsProfile() throws {
    let store = makeStore(signedInState(), world: try world())
    store.send(.handleDeepLink("/profile")) { $0.navigation.pendingDeepLink = "/profile" }
    store.advance(by: .milliseconds(300))
    store.receive(.deepLinkHandled) {
      $0.navigation.pendingDeepLink = nil
      $0.navigation.selectedTab = .profile
    }
    store.receive(.profile(.deepLinkOpened))
    store.receive(.profile(.onAppear))
    store.finish()
  }

  @Test func aSettingsLinkSelectsSettings() throws {
    let store = makeStore(signedInState(), world: try world())
    store.send(.handleDeepLink("/settings")) { $0.navigation.pendingDeepLink = "/settings" }
    store.advance(by: .milliseconds(300))
    store.receive(.deepLinkHandled) {
      $0.navigation.pendingDeepLink = nil
      $0.navigation.selectedTab = .settings
    }
    store.receive(.settings(.deepLinkOpened))
    store.finish()
  }

  @Test(arguments: ["myapp://settings/language", "/settings/language"])
  func aLanguageLinkOpensTheLanguagePicker(link: String) throws {
    let store = makeStore(signedInState(), world: try world())
    store.send(.handleDeepLink(link)) { $0.navigation.pendingDeepLink = link }
    store.advance(by: .milliseconds(300))
    store.receive(.deepLinkHandled) {
      $0.navigation.pendingDeepLink = nil
      $0.navigation.selectedTab = .settings
    }
    store.receive(.settings(.deepLinkOpened))
    store.receive(.settings(.languageRowTapped)) { $0.settings?.destination = .language }
    store.finish()
  }

  @Test func anUnknownRouteIsClearedAndIgnored() throws {
    let world = try world()
    let store = makeStore(signedInState(tab: .profile), world: world)
    store.send(.handleDeepLink("myapp://nowhere/at/all")) {
      $0.navigation.pendingDeepLink = "myapp://nowhere/at/all"
    }
    store.advance(by: .milliseconds(300))
    store.receive(.deepLinkHandled) { $0.navigation.pendingDeepLink = nil }
    store.finish()
    #expect(world.analyticsEvents == [])
  }

  @Test func aNewerLinkReplacesOneStillBeingProcessed() throws {
    let store = makeStore(signedInState(), world: try world())
    store.send(.handleDeepLink("/explore?q=old")) {
      $0.navigation.pendingDeepLink = "/explore?q=old"
    }
    store.advance(by: .milliseconds(200))
    store.send(.handleDeepLink("/settings")) { $0.navigation.pendingDeepLink = "/settings" }
    store.advance(by: .milliseconds(299))
    store.advance(by: .milliseconds(1))
    store.receive(.deepLinkHandled) {
      $0.navigation.pendingDeepLink = nil
      $0.navigation.selectedTab = .settings
    }
    store.receive(.settings(.deepLinkOpened))
    store.finish()
  }

  @Test func aLinkArrivingWhileSignedOutIsFollowedRightAfterTheSignIn() throws {
    let world = try world()
    try world.saveSession(profile: nil)
    let store = makeStore(loginState(), world: world)
    store.send(.handleDeepLink("/settings/language")) {
      $0.navigation.pendingDeepLink = "/settings/language"
    }
    store.advance(by: .milliseconds(300))
    store.receive(.deepLinkHandled)
    store.send(.login(.delegate(.signedIn(ada))))
    store.receive(.sessionStarted(Session(profile: ada, accessToken: adaAccessToken))) {
      $0.user.profile = ada
      $0.navigation.route = .main
      $0.navigation.selectedTab = .settings
      $0.navigation.pendingDeepLink = nil
      $0.login = nil
      $0.home = HomeFeature.State(userName: "Ada Lovelace")
      $0.explore = ExploreFeature.State()
      $0.profile = ProfileFeature.State(profile: ada)
      $0.settings = SettingsFeature.State(
        profile: ada, accessToken: adaAccessToken, appVersion: "1.0.0", buildNumber: "100")
    }
    store.receive(.settings(.deepLinkOpened))
    store.receive(.settings(.languageRowTapped)) { $0.settings?.destination = .language }
    store.finish()
    #expect(
      world.analyticsEvents == [
        "signed_in", "screen_viewed screen=Settings",
        "deep_link_opened link=/settings/language route=settings/language",
      ])
  }

  @Test func aSignInDuringProcessingFollowsTheLinkAtOnce() throws {
    let world = try world()
    try world.saveSession(profile: nil)
    let store = makeStore(loginState(), world: world)
    store.send(.handleDeepLink("/profile")) { $0.navigation.pendingDeepLink = "/profile" }
    store.advance(by: .milliseconds(100))
    store.send(.login(.delegate(.signedIn(ada))))
    store.receive(.sessionStarted(Session(profile: ada, accessToken: adaAccessToken))) {
      $0.user.profile = ada
      $0.navigation.route = .main
      $0.navigation.selectedTab = .profile
      $0.navigation.pendingDeepLink = nil
      $0.login = nil
      $0.home = HomeFeature.State(userName: "Ada Lovelace")
      $0.explore = ExploreFeature.State()
      $0.profile = ProfileFeature.State(profile: ada)
      $0.settings = SettingsFeature.State(
        profile: ada, accessToken: adaAccessToken, appVersion: "1.0.0", buildNumber: "100")
    }
    store.receive(.profile(.deepLinkOpened))
    store.receive(.profile(.onAppear)) { $0.profile?.stats = .loading }
    store.advance(by: .milliseconds(300))
    store.receive(.profile(.statsLoaded(adaStats))) { $0.profile?.stats = .loaded(adaStats) }
    store.finish()
  }

  @Test func anUnknownRouteArrivingWhileSignedOutIsNotKept() throws {
    let store = makeStore(loginState(), world: try world())
    store.send(.handleDeepLink("/checkout")) { $0.navigation.pendingDeepLink = "/checkout" }
    store.advance(by: .milliseconds(300))
    store.receive(.deepLinkHandled) { $0.navigation.pendingDeepLink = nil }
    store.finish()
  }

  /// Opens `link` and lets it be processed.
  private func open(_ link: String, _ store: TestStore<AppFeature>) {
    store.send(.handleDeepLink(link)) { $0.navigation.pendingDeepLink = link }
    store.advance(by: AppFeature.deepLinkProcessingDelay)
  }

  @Test func aHomeLinkClosesTheScreenPushedOnHome() throws {
    var state = signedInState()
    state.home?.destination = .notifications
    let store = makeStore(state, world: try world())
    open("myapp://home", store)
    store.receive(.deepLinkHandled) { $0.navigation.pendingDeepLink = nil }
    store.receive(.home(.deepLinkOpened)) { $0.home?.destination = nil }
    store.receive(.home(.onAppear))
    store.finish()
  }

  @Test func anExploreLinkClosesTheCategoryPushedOnExploreWithOrWithoutAQuery() throws {
    var state = signedInState(tab: .home)
    state.explore?.destination = .category(.design)
    let store = makeStore(state, world: try world())
    open("myapp://explore", store)
    store.receive(.deepLinkHandled) {
      $0.navigation.pendingDeepLink = nil
      $0.navigation.selectedTab = .explore
    }
    store.receive(.explore(.deepLinkOpened)) { $0.explore?.destination = nil }
    store.send(.explore(.categoryTapped(.learning))) {
      $0.explore?.destination = .category(.learning)
    }
    open("/explore?q=swift", store)
    store.receive(.deepLinkHandled) { $0.navigation.pendingDeepLink = nil }
    store.receive(.explore(.deepLinkOpened)) { $0.explore?.destination = nil }
    store.receive(.explore(.searchDeepLinkOpened(query: "swift"))) {
      $0.explore?.query = "swift"
      $0.explore?.search = .searching
    }
    store.receive(.explore(.searchResultsLoaded([]))) { $0.explore?.search = .results([]) }
    store.finish()
  }

  @Test func aProfileLinkClosesTheMenuScreenOrTheSheetOnProfile() throws {
    var state = signedInState(tab: .profile)
    state.profile?.destination = .menuItem(.favorites)
    let store = makeStore(state, world: try world())
    open("/profile", store)
    store.receive(.deepLinkHandled) { $0.navigation.pendingDeepLink = nil }
    store.receive(.profile(.deepLinkOpened)) { $0.profile?.destination = nil }
    store.receive(.profile(.onAppear))
    store.send(.profile(.editProfileButtonTapped)) {
      $0.profile?.destination = .editProfile(EditProfileFeature.State(profile: ada))
    }
    open("/profile", store)
    store.receive(.deepLinkHandled) { $0.navigation.pendingDeepLink = nil }
    store.receive(.profile(.deepLinkOpened)) { $0.profile?.destination = nil }
    store.receive(.profile(.onAppear))
    store.finish()
  }

  @Test func aSettingsLinkClosesThePushedScreenAndTheAlertOnSettings() throws {
    var state = signedInState(tab: .explore)
    state.settings?.destination = .privacyPolicy
    state.settings?.deleteConfirmation = ConfirmationDialogState(title: "Delete?", buttons: [])
    let store = makeStore(state, world: try world())
    open("/settings", store)
    store.receive(.deepLinkHandled) {
      $0.navigation.pendingDeepLink = nil
      $0.navigation.selectedTab = .settings
    }
    store.receive(.settings(.deepLinkOpened)) {
      $0.settings?.destination = nil
      $0.settings?.deleteConfirmation = nil
    }
    store.send(.settings(.termsOfServiceRowTapped)) {
      $0.settings?.destination = .termsOfService
    }
    open("/settings/language", store)
    store.receive(.deepLinkHandled) { $0.navigation.pendingDeepLink = nil }
    store.receive(.settings(.deepLinkOpened)) { $0.settings?.destination = nil }
    store.receive(.settings(.languageRowTapped)) { $0.settings?.destination = .language }
    store.finish()
  }

  @Test func aLinkLeavesWhatTheOtherTabsShow() throws {
    var state = signedInState(tab: .profile)
    state.home?.destination = .allActivity
    state.profile?.destination = .menuItem(.history)
    let store = makeStore(state, world: try world())
    open("/settings", store)
    store.receive(.deepLinkHandled) {
      $0.navigation.pendingDeepLink = nil
      $0.navigation.selectedTab = .settings
    }
    store.receive(.settings(.deepLinkOpened))
    store.finish()
    #expect(store.state.home?.destination == .allActivity)
    #expect(store.state.profile?.destination == .menuItem(.history))
  }
}
