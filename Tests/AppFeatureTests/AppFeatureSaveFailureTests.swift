import AppFeature
import AuthFeature
import MockKit
import OnboardingFeature
import ProfileFeature
import ReducerCore
import SharedModels
import Testing
import TextUI
import ValueCoding

/// What the device cannot store after its screen went away shows in an alert over whatever
/// shows, until the user answers "OK".
@Suite struct AppFeatureSaveFailureTests {
  @Test func aCompletedOnboardingThatCannotBeStoredShowsLoginWithAnAlert() throws {
    let world = try MockWorld.app()
    try world.configure("storage", "save", .failure("full"))
    var state = AppFeature.State()
    state.navigation.route = .onboarding
    state.onboarding = OnboardingFeature.State()
    let store = makeStore(state, world: world)
    store.send(.onboarding(.getStartedButtonTapped)) { $0.onboarding?.isCompleting = true }
    store.receive(.onboarding(.delegate(.completionNotSaved))) {
      $0.saveFailure = .onboardingCompletion
    }
    store.receive(.onboarding(.delegate(.completed))) {
      $0.user.hasCompletedOnboarding = true
      $0.navigation.route = .login
      $0.onboarding = nil
      $0.login = LoginFeature.State()
    }
    store.receive(.login(.onAppear))
    let screen = AppFeature.screen(store.state)
    #expect(screen.topmostName == LoginFeature.screenName)
    #expect(screen.contains(text: "Couldn't Save Your Progress"))
    #expect(
      screen.contains(
        text: "You can go on now, but the onboarding will show again the next time you open the app."))
    store.send(try screen.answer("OK")) { $0.saveFailure = nil }
    store.finish()
    #expect(try world.store("storage")[OnboardingFeature.completedStorageKey] == nil)
  }

  @Test(arguments: [
    (true, "save", SaveFailure.rememberedEmail, "Couldn't Remember Your Email"),
    (false, "remove", .forgottenEmail, "Couldn't Forget Your Email"),
  ])
  func rememberMeThatCannotBeStoredSignsInWithAnAlertOverHome(
    rememberMe: Bool, endpoint: String, failure: SaveFailure, title: String
  ) throws {
    let world = try MockWorld.app()
    try world.configure("storage", endpoint, .failure("unavailable"))
    var state = loginState(email: "ada@example.com", password: "analytical")
    state.login?.isRememberMeOn = rememberMe
    let store = makeStore(state, world: world)
    store.send(.login(.signInButtonTapped)) { $0.login?.isSigningIn = true }
    store.advance(by: .milliseconds(800))
    store.receive(.login(.delegate(rememberMe ? .emailNotRemembered : .emailNotForgotten))) {
      $0.saveFailure = failure
    }
    store.receive(.login(.signInSucceeded(ada))) {
      $0.login?.isSigningIn = false
      $0.login?.password = ""
    }
    store.receive(.login(.delegate(.signedIn(ada))))
    store.receive(.sessionStarted(Session(profile: ada, accessToken: adaAccessToken))) {
      $0.expectMain(ada)
    }
    store.receiveHomeAppearing(at: epoch.addingTimeInterval(0.8))
    let screen = AppFeature.screen(store.state)
    #expect(screen.topmostName == "Home")
    #expect(screen.presentedOverlay?.title == title)
    store.send(try screen.answer("OK")) { $0.saveFailure = nil }
    store.finish()
  }

  @Test func savesOnGoingToTheBackgroundThatFailShowAnAlertAndStillTryTheProfile() throws {
    let world = try MockWorld.app()
    try world.configure(
      "storage", "save", .sequence([.failure("full"), .answer(nil)]))
    let store = makeStore(signedInState(tab: .settings), world: world)
    store.send(.appDidEnterBackground)
    store.receive(.backgroundSaveFailed) { $0.saveFailure = .background }
    #expect(world.calls(to: "storage") == ["save userPreferences", "save userProfile"])
    #expect(
      try world.store("storage")[ProfileFeature.profileStorageKey] == ValueEncoder().encode(ada))
    let screen = AppFeature.screen(store.state)
    #expect(screen.presentedOverlay?.title == "Couldn't Save Settings")
    #expect(
      screen.contains(
        text: "Your settings and profile apply now, but they may be lost when the app restarts."))
    store.send(.saveFailureDismissed) { $0.saveFailure = nil }
    store.finish()
  }

  @Test(arguments: [(Tab.home, "Home"), (.explore, "Explore"), (.profile, "Profile")])
  func aPreferenceWhoseSaveFailsAfterThePersonLeftSettingsIsToldOnTheTabShown(
    tab: Tab, screenName: String
  ) throws {
    let world = try MockWorld.app()
    try world.configure("storage", "save", .failure("full", latency: .milliseconds(500)))
    let store = makeStore(signedInState(tab: .settings), world: world)
    store.send(.settings(.themeSelected(.dark))) { $0.settings?.theme = .dark }
    store.receive(.settings(.delegate(.themeChanged(.dark)))) { $0.user.preferences.theme = .dark }
    store.send(.tabSelected(tab)) { $0.navigation.selectedTab = tab }
    if tab == .home {
      store.receive(.home(.onAppear))
    }
    if tab == .profile {
      store.receive(.profile(.onAppear))
    }
    #expect(AppFeature.screen(store.state).presentedOverlay == nil)
    store.advance(by: .milliseconds(500))
    store.receive(.settings(.preferencesSaveFailed)) {
      $0.settings?.alert = AlertState(
        title: "Couldn't Save Settings",
        message: "Your change applies now, but it may be lost when the app restarts.",
        buttons: [ButtonState("OK", role: .cancel)])
    }
    let screen = AppFeature.screen(store.state)
    #expect(screen.name == screenName)
    #expect(screen.presentedOverlay == PresentedOverlay(kind: .alert, title: "Couldn't Save Settings"))
    store.send(try screen.answer("OK")) { $0.settings?.alert = nil }
    #expect(AppFeature.screen(store.state).presentedOverlay == nil)
    store.send(.tabSelected(.settings)) { $0.navigation.selectedTab = .settings }
    #expect(AppFeature.screen(store.state).presentedOverlay == nil)
    store.finish()
  }

  @Test func theAlertIsOnTopInTheLanguageOfThePreferences() throws {
    var state = signedInState(tab: .settings, preferences: UserPreferences(language: .vietnamese))
    state.saveFailure = .background
    let screen = AppFeature.screen(state)
    #expect(screen.presentedOverlay?.title == "Không thể lưu cài đặt")
    #expect(screen.labels == ["OK"])
  }
}
