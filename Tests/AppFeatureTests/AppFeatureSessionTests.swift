import AppFeature
import AuthFeature
import ExploreFeature
import Foundation
import HomeFeature
import MockKit
import OnboardingFeature
import ProfileFeature
import SettingsFeature
import SharedModels
import Testing
import ValueCoding

/// Signing in, out, and the account going away; the features telling the root what happened.
@Suite struct AppFeatureSessionTests {
  @Test func signingInOnLoginShowsHome() throws {
    let world = try MockWorld.app()
    let store = makeStore(
      loginState(email: "ada@example.com", password: "analytical"), world: world)
    store.send(.login(.signInButtonTapped)) { $0.login?.isSigningIn = true }
    store.advance(by: .milliseconds(800))
    store.receive(.login(.signInSucceeded(ada))) {
      $0.login?.isSigningIn = false
      $0.login?.password = ""
    }
    store.receive(.login(.delegate(.signedIn(ada))))
    store.receive(.sessionStarted(Session(profile: ada, accessToken: adaAccessToken))) {
      $0.user.profile = ada
      $0.navigation.route = .main
      $0.navigation.selectedTab = .home
      $0.login = nil
      $0.home = HomeFeature.State(userName: "Ada Lovelace")
      $0.explore = ExploreFeature.State()
      $0.profile = ProfileFeature.State(profile: ada)
      $0.settings = SettingsFeature.State(
        profile: ada, accessToken: adaAccessToken, appVersion: "1.0.0", buildNumber: "100")
    }
    store.receiveHomeAppearing(at: epoch.addingTimeInterval(0.8))
    store.finish()
    #expect(
      try world.store("storage")[ProfileFeature.profileStorageKey]
        == ValueEncoder().encode(ada))
    #expect(world.analyticsEvents == ["signed_in", "screen_viewed screen=Home"])
  }

  @Test func signingInSelectsHomeWhateverTabWasSelectedBefore() throws {
    let world = try MockWorld.app()
    try world.saveSession(profile: nil)
    var state = loginState()
    state.navigation.selectedTab = .settings
    let store = makeStore(state, world: world)
    store.send(.login(.delegate(.signedIn(grace))))
    store.receive(.sessionStarted(Session(profile: grace, accessToken: adaAccessToken))) {
      $0.user.profile = grace
      $0.navigation.route = .main
      $0.navigation.selectedTab = .home
      $0.login = nil
      $0.home = HomeFeature.State(userName: "Grace Hopper")
      $0.explore = ExploreFeature.State()
      $0.profile = ProfileFeature.State(profile: grace)
      $0.settings = SettingsFeature.State(
        profile: grace, accessToken: adaAccessToken, appVersion: "1.0.0", buildNumber: "100")
    }
    store.receiveHomeAppearing(at: epoch)
    store.finish()
  }

  @Test func aSignInWhoseTokenCannotBeReadBackStaysOnLoginWithAnError() throws {
    let world = try MockWorld.app()
    let store = makeStore(loginState(), world: world)
    store.send(.login(.delegate(.signedIn(ada))))
    store.receive(.sessionStartFailed) { $0.login?.error = .loginFailed }
    store.finish()
    #expect(world.analyticsEvents == [])
  }

  @Test func loggingOutForgetsTheSessionAndShowsLogin() throws {
    let world = try MockWorld.app()
    try world.saveSession(profile: ada)
    let store = makeStore(signedInState(tab: .settings), world: world)
    store.send(.settings(.logOutButtonTapped))
    store.receive(.settings(.delegate(.logOutRequested))) {
      $0.user.profile = nil
      $0.navigation.route = .login
      $0.navigation.selectedTab = .home
      $0.home = nil
      $0.explore = nil
      $0.profile = nil
      $0.settings = nil
      $0.login = LoginFeature.State()
    }
    store.receive(.login(.onAppear))
    store.advance(by: .milliseconds(200))
    store.finish()
    #expect(try world.store("keychain").contents.isEmpty)
    #expect(try world.store("storage")[ProfileFeature.profileStorageKey] == nil)
    #expect(world.calls(to: "auth") == ["logout"])
    #expect(world.analyticsEvents == ["logged_out", "screen_viewed screen=Login"])
  }

  @Test func loggingOutWithoutACompletedOnboardingShowsItWhileTheFlagIsOn() throws {
    let world = try MockWorld.app()
    var state = signedInState(tab: .settings)
    state.user.hasCompletedOnboarding = false
    let store = makeStore(state, world: world)
    store.send(.settings(.logOutButtonTapped))
    store.receive(.settings(.delegate(.logOutRequested))) {
      $0.user.profile = nil
      $0.navigation.route = .onboarding
      $0.navigation.selectedTab = .home
      $0.home = nil
      $0.explore = nil
      $0.profile = nil
      $0.settings = nil
      $0.onboarding = OnboardingFeature.State()
    }
    store.advance(by: .milliseconds(200))
    store.finish()
  }

  @Test func aServerThatCannotBeToldOfTheLogoutStillLeavesTheUserSignedOut() throws {
    let world = try MockWorld.app()
    try world.saveSession(profile: ada)
    try world.configure("auth", "logout", .failure("noConnection", latency: .milliseconds(200)))
    let store = makeStore(signedInState(tab: .settings), world: world)
    store.send(.settings(.delegate(.logOutRequested))) {
      $0.user.profile = nil
      $0.navigation.route = .login
      $0.navigation.selectedTab = .home
      $0.home = nil
      $0.explore = nil
      $0.profile = nil
      $0.settings = nil
      $0.login = LoginFeature.State()
    }
    store.receive(.login(.onAppear))
    store.advance(by: .milliseconds(200))
    store.finish()
    #expect(try world.store("keychain").contents.isEmpty)
  }

  @Test func deletingTheAccountForgetsTheSessionAndShowsLogin() throws {
    let world = try MockWorld.app()
    try world.saveSession(profile: ada)
    let store = makeStore(signedInState(tab: .settings), world: world)
    store.send(.settings(.deleteConfirmation(.presented(.confirmButtonTapped)))) {
      $0.settings?.isDeletingAccount = true
    }
    store.advance(by: .milliseconds(500))
    store.receive(.settings(.accountDeleted)) { $0.settings?.isDeletingAccount = false }
    store.receive(.settings(.delegate(.accountDeleted))) {
      $0.user.profile = nil
      $0.navigation.route = .login
      $0.navigation.selectedTab = .home
      $0.home = nil
      $0.explore = nil
      $0.profile = nil
      $0.settings = nil
      $0.login = LoginFeature.State()
    }
    store.receive(.login(.onAppear))
    store.finish()
    #expect(try world.store("keychain").contents.isEmpty)
    #expect(try world.store("storage")[ProfileFeature.profileStorageKey] == nil)
    #expect(world.calls(to: "auth") == ["deleteAccount access-token-ada"])
    #expect(world.analyticsEvents == ["account_deleted", "screen_viewed screen=Login"])
  }

  @Test func completingTheOnboardingShowsLogin() throws {
    let world = try MockWorld.app()
    var state = AppFeature.State()
    state.navigation.route = .onboarding
    state.onboarding = OnboardingFeature.State()
    let store = makeStore(state, world: world)
    store.send(.onboarding(.skipButtonTapped)) { $0.onboarding?.isCompleting = true }
    store.receive(.onboarding(.delegate(.completed))) {
      $0.user.hasCompletedOnboarding = true
      $0.navigation.route = .login
      $0.onboarding = nil
      $0.login = LoginFeature.State()
    }
    store.receive(.login(.onAppear))
    store.finish()
    #expect(try world.store("storage")[OnboardingFeature.completedStorageKey] == true)
    #expect(world.analyticsEvents == ["screen_viewed screen=Login"])
  }

  @Test func aSavedProfileEditReachesEveryFeature() throws {
    let world = try MockWorld.app()
    let store = makeStore(signedInState(tab: .profile), world: world)
    let renamed = UserProfile(id: "user-ada", name: "Augusta Ada King", email: "ada@example.com")
    store.send(.profile(.delegate(.profileUpdated(renamed)))) {
      $0.user.profile = renamed
      $0.home?.userName = "Augusta Ada King"
      $0.settings?.profile = renamed
    }
    store.finish()
  }

  @Test(arguments: [
    (GetStartedStep.completeProfile, Tab.profile, "Profile"),
    (.exploreTopics, .explore, "Explore"),
    (.turnOnNotifications, .settings, "Settings"),
  ])
  func aGetStartedStepOpensItsTab(step: GetStartedStep, tab: Tab, screen: String) throws {
    let world = try MockWorld.app()
    let store = makeStore(signedInState(), world: world)
    store.send(.home(.delegate(.getStartedStepSelected(step)))) {
      $0.navigation.selectedTab = tab
    }
    if tab == .profile {
      store.receive(.profile(.onAppear))
    }
    store.finish()
    #expect(world.analyticsEvents == ["screen_viewed screen=\(screen)"])
  }

  @Test func selectingATabShowsItAndTellsItsFeature() throws {
    let world = try MockWorld.app()
    var state = signedInState()
    state.profile?.stats = .idle
    let store = makeStore(state, world: world)
    store.send(.tabSelected(.profile)) { $0.navigation.selectedTab = .profile }
    store.receive(.profile(.onAppear)) { $0.profile?.stats = .loading }
    store.advance(by: .milliseconds(300))
    store.receive(.profile(.statsLoaded(adaStats))) { $0.profile?.stats = .loaded(adaStats) }
    store.send(.tabSelected(.explore)) { $0.navigation.selectedTab = .explore }
    store.send(.tabSelected(.home)) { $0.navigation.selectedTab = .home }
    store.receive(.home(.onAppear))
    store.finish()
    #expect(
      world.analyticsEvents == [
        "screen_viewed screen=Profile", "screen_viewed screen=Explore", "screen_viewed screen=Home",
      ])
  }

  @Test func tabsAreIgnoredWhileSignedOut() throws {
    let world = try MockWorld.app()
    let store = makeStore(loginState(), world: world)
    store.send(.tabSelected(.settings))
    store.finish()
  }
}
