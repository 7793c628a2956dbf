import AppFeature
import ExploreFeature
import HomeFeature
import OnboardingFeature
import ProfileFeature
import ReducerCore
import SettingsFeature
import SharedModels
import Testing
import TextUI

@Suite struct AppFeatureScreenTests {
  /// The tab bar as it renders with `selected` marked, in English.
  private func tabBar(selected: Tab) -> String {
    let tabs: [(Tab, String)] = [
      (.home, #"tab "Home" image house"#), (.explore, #"tab "Explore" image magnifyingglass"#),
      (.profile, #"tab "Profile" image person.crop.circle"#),
      (.settings, #"tab "Settings" image gearshape"#),
    ]
    return (["  tab bar"] + tabs.map { "    " + $1 + ($0 == selected ? " [selected]" : "") })
      .joined(separator: "\n")
  }

  /// `screen` as it renders inside the app: its own lines, then the tab bar with `tab` selected,
  /// then the overlays it presents.
  private func inTabBar(_ screen: some ScreenRendering, selected tab: Tab) -> String {
    let lines = screen.renderedLines
    let overlayStart = lines.dropFirst().firstIndex { !$0.hasPrefix(" ") } ?? lines.endIndex
    return (Array(lines[..<overlayStart]) + [tabBar(selected: tab)] + lines[overlayStart...])
      .joined(separator: "\n")
  }

  @Test func theLaunchScreenShowsProgress() {
    #expect(AppFeature.screen(AppFeature.State()).render() == """
      screen Launch
        progress "Loading"
      """)
  }

  @Test func theTabBarMarksTheSelectedTab() {
    #expect(tabBar(selected: .home) == """
        tab bar
          tab "Home" image house [selected]
          tab "Explore" image magnifyingglass
          tab "Profile" image person.crop.circle
          tab "Settings" image gearshape
      """)
    let home = signedInState()
    #expect(
      AppFeature.screen(home).render()
        == inTabBar(HomeFeature.screen(home.home!), selected: .home))
    let explore = signedInState(tab: .explore)
    #expect(
      AppFeature.screen(explore).render()
        == inTabBar(ExploreFeature.screen(explore.explore!), selected: .explore))
    let profile = signedInState(tab: .profile)
    #expect(
      AppFeature.screen(profile).render()
        == inTabBar(ProfileFeature.screen(profile.profile!), selected: .profile))
    let settings = signedInState(tab: .settings)
    #expect(
      AppFeature.screen(settings).render()
        == inTabBar(SettingsFeature.screen(settings.settings!), selected: .settings))
  }

  @Test func screensKeepTheirFeaturesNames() {
    #expect(AppFeature.screen(signedInState()).name == "Home")
    #expect(AppFeature.screen(signedInState(tab: .explore)).name == "Explore")
    #expect(AppFeature.screen(signedInState(tab: .profile)).name == "Profile")
    #expect(AppFeature.screen(signedInState(tab: .settings)).name == "Settings")
    #expect(AppFeature.screen(loginState()).name == "Login")
    var onboarding = AppFeature.State()
    onboarding.navigation.route = .onboarding
    onboarding.onboarding = OnboardingFeature.State()
    #expect(AppFeature.screen(onboarding).render() == OnboardingFeature.screen(.init()).render())
  }

  @Test func aSheetOfATabStaysOnTopOfTheTabBar() throws {
    var state = signedInState(tab: .profile)
    state.profile?.destination = .shareProfile(ShareProfileFeature.State(profile: ada))
    let screen = AppFeature.screen(state)
    #expect(screen.render() == inTabBar(ProfileFeature.screen(state.profile!), selected: .profile))
    #expect(throws: InteractionError.self) { try screen.tap("Home") }
  }

  @Test func anAlertOfSettingsShowsOverTheScreenPushedOnIt() throws {
    var state = signedInState(tab: .settings)
    state.settings?.destination = .language
    state.settings?.alert = AlertState(
      title: "Couldn't Save Settings",
      message: "Your change applies now, but it may be lost when the app restarts.",
      buttons: [ButtonState("OK", role: .cancel)])
    let screen = AppFeature.screen(state)
    #expect(screen.render() == inTabBar(SettingsFeature.screen(state.settings!), selected: .settings))
    #expect(screen.topmostName == "Language")
    #expect(screen.presentedOverlay?.title == "Couldn't Save Settings")
    #expect(try screen.answer("OK") == .settings(.alert(.dismiss)))
    #expect(throws: InteractionError.self) { try screen.tap("Home") }
  }

  @Test func anAlertOfSettingsShowsOverAnotherTabAndWhatItPresents() throws {
    var state = signedInState(tab: .profile)
    state.profile?.destination = .shareProfile(ShareProfileFeature.State(profile: ada))
    let profile = AppFeature.screen(state).render()
    state.settings?.alert = AlertState(
      title: "Couldn't Save Settings",
      message: "Your change applies now, but it may be lost when the app restarts.",
      buttons: [ButtonState("OK", role: .cancel)])
    let screen = AppFeature.screen(state)
    #expect(screen.render() == profile + """

      alert "Couldn't Save Settings"
        text "Your change applies now, but it may be lost when the app restarts."
        button "OK" [cancel]
      """)
    #expect(screen.topmostName == "Share Profile")
    #expect(
      screen.presentedOverlays == [
        PresentedOverlay(kind: .sheet, title: "Share Profile"),
        PresentedOverlay(kind: .alert, title: "Couldn't Save Settings"),
      ])
    #expect(try screen.answer("OK") == .settings(.alert(.dismiss)))
    #expect(throws: InteractionError.self) { try screen.tap("Home") }
  }

  @Test func anAlertOfTheAppShowsOverOneOfSettingsOnAnotherTab() throws {
    var state = signedInState(tab: .explore)
    state.settings?.alert = AlertState(
      title: "Couldn't Save Settings",
      message: "Your change applies now, but it may be lost when the app restarts.",
      buttons: [ButtonState("OK", role: .cancel)])
    state.saveFailure = .rememberedEmail
    let screen = AppFeature.screen(state)
    #expect(
      screen.presentedOverlays.map(\.title) == ["Couldn't Save Settings", "Couldn't Remember Your Email"])
    #expect(try screen.answer("OK") == .saveFailureDismissed)
    state.saveFailure = nil
    #expect(try AppFeature.screen(state).answer("OK") == .settings(.alert(.dismiss)))
  }

  @Test func offlineLoginShowsTheBanner() {
    var state = loginState()
    state.network.isConnected = false
    #expect(AppFeature.screen(state).render() == """
      screen Login
        banner "You're offline"
        image lock.shield
        heading "Welcome Back"
        text "Sign in to continue"
        text field "Email" = "" placeholder "Enter your email"
        secure field "Password" = "" placeholder "Enter your password"
        toggle "Remember Me" [off]
        button "Sign In"
        text "or"
        button "Continue with Apple" image apple.logo
        button "Continue with Google" image g.circle
        button "Forgot Password?"
        text "Don't have an account?"
        button "Sign Up"
      """)
  }

  @Test func theBannerShowsOnEveryTabAndGoesWhenOnlineAgain() {
    for tab in Tab.allCases {
      var state = signedInState(tab: tab)
      state.network.isConnected = false
      var lines = AppFeature.screen(state).render().split(separator: "\n").map(String.init)
      #expect(lines.count > 2)
      #expect(lines.remove(at: 1) == #"  banner "You're offline""#)
      state.network.isConnected = true
      #expect(lines.joined(separator: "\n") == AppFeature.screen(state).render())
    }
  }

  @Test func requestsUnderWayAndANetworkErrorShowAboveTheScreen() throws {
    var state = signedInState()
    state.network.isConnected = false
    state.config.isFetching = true
    state.home?.recentActivity = .reloading([], at: epoch)
    state.network.errorMessage = "The request timed out."
    let screen = AppFeature.screen(state)
    let home = HomeFeature.screen(state.home!).renderedLines
    #expect(screen.render() == inTabBar(RenderedScreen(lines: [home[0]] + [
      #"  banner "You're offline""#,
      #"  error "The request timed out.""#,
      #"  button "Dismiss" #network-error"#,
      #"  progress "Loading""#,
    ] + home.dropFirst()), selected: .home))
    #expect(try screen.tap("Dismiss", id: "network-error") == .networkErrorDismissed)
  }

  @Test func progressAndTheNetworkErrorHeadASheetOnTop() throws {
    var state = signedInState(tab: .profile)
    state.profile?.destination = .shareProfile(ShareProfileFeature.State(profile: ada))
    state.config.isFetching = true
    state.network.errorMessage = "The request timed out."
    let lines = AppFeature.screen(state).render().split(separator: "\n")
    let sheet = try #require(lines.firstIndex { $0.hasPrefix("sheet ") })
    #expect(lines[sheet...].prefix(4) == [
      #"sheet "Share Profile""#,
      #"  error "The request timed out.""#,
      #"  button "Dismiss" #network-error"#,
      #"  progress "Loading""#,
    ])
  }

  @Test func theLaunchScreensProgressHeadsAnAlertOverIt() {
    var state = AppFeature.State()
    state.saveFailure = .background
    #expect(AppFeature.screen(state).render() == """
      screen Launch
        progress "Loading"
      alert "Couldn't Save Settings"
        progress "Loading"
        text "Your settings and profile apply now, but they may be lost when the app restarts."
        button "OK" [cancel]
      """)
  }

  @Test func updateRequiredBlocksTheApp() {
    var state = AppFeature.State()
    state.navigation.route = .updateRequired
    state.config.minAppVersion = AppVersion(major: 2, minor: 1)
    let screen = AppFeature.screen(state)
    #expect(screen.render() == """
      screen "Update Required"
        image arrow.down.app
        heading "Update required"
        text "Version 1.0.0 is no longer supported. Update to version 2.1.0 or later to continue."
      """)
    #expect(screen.labels == [])
  }

  @Test func vietnameseTranslatesTheRootsTexts() {
    var state = signedInState(tab: .settings, preferences: UserPreferences(language: .vietnamese))
    state.network.isConnected = false
    let lines = AppFeature.screen(state).render().split(separator: "\n").map(String.init)
    #expect(lines[1] == #"  banner "Bạn đang ngoại tuyến""#)
    #expect(Array(lines.suffix(5)).joined(separator: "\n") == """
        tab bar
          tab "Trang chủ" image house
          tab "Khám phá" image magnifyingglass
          tab "Hồ sơ" image person.crop.circle
          tab "Cài đặt" image gearshape [selected]
      """)
    var update = AppFeature.State(
      user: UserState(preferences: UserPreferences(language: .vietnamese)))
    update.navigation.route = .updateRequired
    update.config.minAppVersion = AppVersion(major: 2)
    #expect(AppFeature.screen(update).render() == """
      screen "Update Required"
        image arrow.down.app
        heading "Cần cập nhật"
        text "Phiên bản 1.0.0 không còn được hỗ trợ. Hãy cập nhật lên phiên bản 2.0.0 trở lên để tiếp tục."
      """)
  }

  @Test func tappingATabSelectsIt() throws {
    let screen = AppFeature.screen(signedInState())
    #expect(try screen.tap("Home") == .tabSelected(.home))
    #expect(try screen.tap("Explore") == .tabSelected(.explore))
    #expect(try screen.tap("Profile") == .tabSelected(.profile))
    #expect(try screen.tap("Settings") == .tabSelected(.settings))
  }

  @Test func theFeaturesControlsSendTheirActionsThroughTheApp() throws {
    let login = AppFeature.screen(loginState())
    #expect(try login.tap("Sign In") == .login(.signInButtonTapped))
    #expect(try login.type("ada", into: "Email") == .login(.emailChanged("ada")))
    let settings = AppFeature.screen(signedInState(tab: .settings))
    #expect(try settings.tap("Log Out") == .settings(.logOutButtonTapped))
    #expect(try settings.tap("Language") == .settings(.languageRowTapped))
    let explore = AppFeature.screen(signedInState(tab: .explore))
    #expect(try explore.type("swift", into: "Search") == .explore(.searchQueryChanged("swift")))
  }
}

/// Something whose rendering is a list of lines: a screen, or lines already rendered.
private protocol ScreenRendering {
  var renderedLines: [String] { get }
}

extension Screen: ScreenRendering {
  fileprivate var renderedLines: [String] {
    render().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}

/// Lines of a screen rendered by hand.
private struct RenderedScreen: ScreenRendering {
  let lines: [String]
  var renderedLines: [String] { lines }
}
