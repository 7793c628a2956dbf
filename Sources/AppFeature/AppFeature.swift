import AnalyticsClient
import AuthClient
import AuthFeature
import Dependencies
import ExploreFeature
import HomeFeature
import KeychainClient
import OnboardingFeature
import ProfileFeature
import ReducerCore
import RemoteConfigClient
import SettingsFeature
import SharedModels
import StorageClient

/// The app: it launches, restores the saved session, routes between the onboarding, Login, the
/// tab bar (Home, Explore, Profile, Settings) and "Update required", follows deep links, tracks
/// the network, applies the remote config, and composes every feature.
///
/// - Launch (``Action/appLaunched``): the remote config is fetched while the saved session is
///   restored (see ``Session``, ``RestoredSession``). A signed-out user sees the onboarding when
///   the `showOnboarding` flag is on and it was never completed, Login otherwise; a signed-in
///   user sees the tab bar.
/// - Sign-in on Login shows Home; logging out or deleting the account in Settings deletes the
///   tokens and the stored profile and shows Login (or the onboarding).
/// - Deep links (``DeepLink``) are pending for ``deepLinkProcessingDelay`` on the injected
///   clock, then followed; signed out, they wait for the sign-in. Following one shows the first
///   screen of its tab, whatever was pushed or presented there, then the route's own screen.
/// - "Update required" blocks the app while the latest known `min_app_version` is above the
///   app's version: the last config's or, before one arrives, the one the last launch stored.
///   A later config that allows the version lifts it; a failed fetch changes nothing.
/// - Every request of the app and its features counts in
///   ``State/pendingRequestsCount`` while it runs; one that fails for want of a network also
///   shows the app-wide network error until it is dismissed.
/// - What cannot be stored after its screen went away (the completed onboarding, Remember Me's
///   email, the saves on going to the background) shows an alert over whatever shows
///   (``SaveFailure``) until it is answered.
/// - Analytics events are sent only while the `enableAnalytics` flag is on.
/// - The language of the preferences is every feature's language; Settings changes it.
public struct AppFeature: Reducer {
  /// How long a deep link is processed before it is followed: 300 ms.
  public static let deepLinkProcessingDelay: Duration = .milliseconds(300)
  /// How old the remote config may get before the app coming to the foreground fetches it
  /// again: 15 minutes.
  public static let remoteConfigRefreshInterval: Duration = .seconds(15 * 60)
  /// The storage key of the minimum version that blocks the app: a version such as "2.0.0",
  /// stored while the remote config requires an update and removed when it no longer does.
  public static let minAppVersionStorageKey = "minAppVersion"

  /// The identifiers of the root's own effects, all cancelled when the app terminates.
  enum CancelID: Hashable, Sendable, CaseIterable {
    case remoteConfig
    case sessionRestore
    case sessionStart
    case sessionEnd
    case deepLink
    case persistence
    case analytics
    case minAppVersion
  }

  @Dependency(\.analyticsClient) var analyticsClient
  @Dependency(\.continuousClock) var clock
  /// Every dependency, read once by an action that needs several of them: each read of a
  /// `@Dependency` merges all the values the store sets into the reducer's own, whichever one
  /// it reads.
  @Dependency(\.self) var dependencies

  /// Makes the reducer.
  public init() {}

  /// Identifies every effect of the running app, the features' included, so that terminating
  /// the app cancels all of its work in flight.
  enum LifetimeID: Hashable, Sendable {
    case running
  }

  public var body: some ReducerOf<Self> {
    // Composed once, when the store composes the body, not for every action.
    let app = Reduce(app)
    Reduce { state, action in
      if case .appWillTerminate = action {
        return .cancel(id: LifetimeID.running)
      }
      if action.isNetworkFailure {
        state.network.errorMessage = AppStrings(state.user.preferences.language).networkError
      }
      return app.reduce(into: &state, action: action).cancellable(id: LifetimeID.running)
    }
  }

  private var app: some ReducerOf<Self> {
    Reduce(reduceApp)
      .ifLet(\.onboarding, casePath: \.onboarding) { OnboardingFeature() }
      .ifLet(\.login, casePath: \.login) { LoginFeature() }
      .ifLet(\.home, casePath: \.home) { HomeFeature() }
      .ifLet(\.explore, casePath: \.explore) { ExploreFeature() }
      .ifLet(\.profile, casePath: \.profile) { ProfileFeature() }
      .ifLet(\.settings, casePath: \.settings) { SettingsFeature() }
  }

  private func reduceApp(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .appLaunched:
      return launch(&state)
    case .appDidBecomeActive:
      return becomeActive(&state)
    case .appDidEnterBackground:
      return persist(state)
    case .backgroundSaveFailed:
      state.saveFailure = .background
      return .none
    case .appWillTerminate:
      return .none

    case .sessionProfileRequested:
      state.user.isFetchingProfile = true
      return .none
    case .sessionRestored(let restored):
      state.user.isFetchingProfile = false
      return restore(restored, &state)
    case .sessionStarted(let session):
      guard state.navigation.route == .login else { return .none }
      return .merge(
        track(.signedIn, state),
        showMain(session, selecting: .home, &state)
      )
    case .sessionStartFailed:
      state.login?.error = .loginFailed
      return .none

    case .handleDeepLink(let link):
      return receiveDeepLink(link, &state)
    case .deepLinkHandled:
      return handlePendingDeepLink(&state)

    case .networkStatusChanged(let status):
      state.network.isConnected = status.isConnected
      state.network.connectionType = status.connectionType
      return .none
    case .networkErrorDismissed:
      state.network.errorMessage = nil
      return .none

    case .saveFailureDismissed:
      state.saveFailure = nil
      return .none

    case .remoteConfigLoaded(let config):
      return apply(config, &state)
    case .remoteConfigFailed:
      // The flags and the known minimum version stay as they were: a failure neither blocks
      // the app nor lifts the block.
      state.config.isFetching = false
      return .none

    case .tabSelected(let tab):
      guard state.navigation.route == .main else { return .none }
      return select(tab, &state)

    case .onboarding(.delegate(.completed)):
      state.user.hasCompletedOnboarding = true
      return showSignedOut(&state)
    case .onboarding(.delegate(.completionNotSaved)):
      state.saveFailure = .onboardingCompletion
      return .none
    case .login(.delegate(.signedIn(let profile))):
      return startSession(for: profile)
    case .login(.delegate(.emailNotRemembered)):
      state.saveFailure = .rememberedEmail
      return .none
    case .login(.delegate(.emailNotForgotten)):
      state.saveFailure = .forgottenEmail
      return .none
    case .home(.delegate(.getStartedStepSelected(let step))):
      return select(step.tab, &state)
    case .profile(.delegate(.profileUpdated(let profile))):
      state.user.profile = profile
      state.home?.userName = profile.name
      state.settings?.profile = profile
      return .none
    case .settings(.delegate(let delegate)):
      return handle(delegate, &state)

    case .onboarding, .login, .home, .explore, .profile, .settings:
      return .none
    }
  }

  // MARK: Lifecycle

  private func launch(_ state: inout State) -> Effect<Action> {
    let dependencies = self.dependencies
    return .merge(
      fetchRemoteConfig(&state, from: dependencies.remoteConfigClient),
      restoreSession(&state, from: SessionStore(dependencies)))
  }

  /// Reads what the device holds of the session, asking the server for a profile it lacks
  /// (``Action/sessionProfileRequested``), then routes (``Action/sessionRestored(_:)``). A
  /// restore under way is replaced, its request with it.
  private func restoreSession(
    _ state: inout State, from sessionStore: SessionStore
  ) -> Effect<Action> {
    state.user.isFetchingProfile = false
    return .run { [sessionStore] send in
      let restored = try await sessionStore.restore {
        await send(.sessionProfileRequested)
      }
      await send(.sessionRestored(restored))
    }
    .cancellable(id: CancelID.sessionRestore, cancelInFlight: true)
  }

  private func becomeActive(_ state: inout State) -> Effect<Action> {
    let dependencies = self.dependencies
    let refreshHome: Effect<Action> = state.home == nil ? .none : .send(.home(.refreshIfStale))
    guard state.config.isStale(at: dependencies.date.now, after: Self.remoteConfigRefreshInterval)
    else {
      return refreshHome
    }
    return .merge(refreshHome, fetchRemoteConfig(&state, from: dependencies.remoteConfigClient))
  }

  /// Stores the preferences and the signed-in user's profile; a failure shows its alert
  /// (``Action/backgroundSaveFailed``).
  private func persist(_ state: State) -> Effect<Action> {
    let preferences = state.user.preferences
    let profile = state.user.profile
    return .run { [sessionStore = SessionStore(dependencies)] _ in
      try await sessionStore.save(preferences, profile: profile)
    } catch: { _, send in
      await send(.backgroundSaveFailed)
    }
    .cancellable(id: CancelID.persistence)
  }

  // MARK: Remote config

  private func fetchRemoteConfig(
    _ state: inout State, from remoteConfigClient: RemoteConfigClient
  ) -> Effect<Action> {
    state.config.isFetching = true
    return .run { [remoteConfigClient] send in
      await send(.remoteConfigLoaded(try await remoteConfigClient.fetch()))
    } catch: { error, send in
      await send(.remoteConfigFailed(offline: error as? RemoteConfigError == .noConnection))
    }
    .cancellable(id: CancelID.remoteConfig, cancelInFlight: true)
  }

  private func apply(_ config: RemoteConfig, _ state: inout State) -> Effect<Action> {
    let dependencies = self.dependencies
    state.config.isFetching = false
    state.config.fetchedAt = dependencies.date.now
    state.config.remoteConfig = config
    state.config.featureFlags = state.config.featureFlags.applying(config)
    state.config.minAppVersion = config.minAppVersion
    if state.config.isUpdateRequired {
      let store = saveMinAppVersion(config.minAppVersion, to: SessionStore(dependencies))
      guard state.navigation.route != .updateRequired else { return store }
      return .merge(store, block(&state))
    }
    if state.navigation.route == .updateRequired {
      // The gate lifts: the app starts over as at launch, from what the device holds.
      state.navigation.route = .launching
      let sessionStore = SessionStore(dependencies)
      return .merge(
        saveMinAppVersion(nil, to: sessionStore), restoreSession(&state, from: sessionStore))
    }
    if state.navigation.route == .onboarding, !state.config.featureFlags.showOnboarding,
      state.onboarding?.isCompleting == false
    {
      return showSignedOut(&state)
    }
    return .none
  }

  /// Shows "Update required" in place of every feature.
  private func block(_ state: inout State) -> Effect<Action> {
    state.removeFeatures()
    state.navigation.route = .updateRequired
    return trackScreen(AppFeature.updateRequiredScreenName, state)
  }

  /// Stores `minimum`, which blocks the app, for the next launch, or removes the stored one
  /// with `nil`; a newer call replaces one still under way.
  private func saveMinAppVersion(
    _ minimum: AppVersion?, to sessionStore: SessionStore
  ) -> Effect<Action> {
    .run { [sessionStore] _ in
      await sessionStore.saveMinAppVersion(minimum)
    }
    .cancellable(id: CancelID.minAppVersion, cancelInFlight: true)
  }

  // MARK: Session

  private func restore(_ restored: RestoredSession, _ state: inout State) -> Effect<Action> {
    state.user.preferences = restored.preferences
    state.user.hasCompletedOnboarding = restored.hasCompletedOnboarding
    state.applyLanguage()
    if state.config.fetchedAt == nil {
      // No config arrived in this launch yet: the minimum the last launch stored holds.
      state.config.minAppVersion = restored.minAppVersion
    }
    switch state.navigation.route {
    case .launching:
      if state.config.isUpdateRequired {
        state.user.profile = restored.session?.profile
        return block(&state)
      }
      guard let session = restored.session else { return showSignedOut(&state) }
      return showMain(session, selecting: state.navigation.selectedTab, &state)
    case .updateRequired:
      // The app stays blocked; the user is known for when it is updated.
      state.user.profile = restored.session?.profile
      return .none
    case .onboarding, .login, .main:
      // A second launch finds the route already chosen; it keeps it.
      return .none
    }
  }

  /// Reads back the access token Login stored, so that Settings can delete the account, and
  /// stores the profile for the next launch.
  private func startSession(for profile: UserProfile) -> Effect<Action> {
    .run { [sessionStore = SessionStore(dependencies)] send in
      guard let accessToken = try await sessionStore.accessToken() else {
        await send(.sessionStartFailed)
        return
      }
      await sessionStore.save(profile)
      await send(.sessionStarted(Session(profile: profile, accessToken: accessToken)))
    }
    .cancellable(id: CancelID.sessionStart, cancelInFlight: true)
  }

  private func handle(
    _ delegate: SettingsFeature.Action.Delegate, _ state: inout State
  ) -> Effect<Action> {
    switch delegate {
    case .themeChanged(let theme):
      state.user.preferences.theme = theme
      return .none
    case .languageChanged(let language):
      state.user.preferences.language = language
      state.applyLanguage()
      return .none
    case .notificationsChanged(let isEnabled):
      state.user.preferences.notificationsEnabled = isEnabled
      return .none
    case .logOutRequested:
      return endSession(&state, event: .loggedOut, endingServerSession: true)
    case .accountDeleted:
      return endSession(&state, event: .accountDeleted, endingServerSession: false)
    }
  }

  /// Signs the user out on the device (and on the server when `endingServerSession`), and
  /// shows the signed-out route.
  private func endSession(
    _ state: inout State, event: AnalyticsEvent, endingServerSession: Bool
  ) -> Effect<Action> {
    let analytics = track(event, state)
    state.user.profile = nil
    state.navigation.selectedTab = .home
    let dependencies = self.dependencies
    let forget = Effect<Action>.run {
      [sessionStore = SessionStore(dependencies), authClient = dependencies.authClient] _ in
      await sessionStore.forget()
      if endingServerSession {
        // The device has forgotten the session; a server that cannot be told keeps nothing
        // the user can reach.
        try? await authClient.logout()
      }
    }
    .cancellable(id: CancelID.sessionEnd)
    return .merge(analytics, forget, showSignedOut(&state))
  }

  // MARK: Routing

  /// Shows the onboarding to a user who never completed it while the flag is on, Login
  /// otherwise.
  private func showSignedOut(_ state: inout State) -> Effect<Action> {
    state.removeFeatures()
    let language = state.user.preferences.language
    if state.config.featureFlags.showOnboarding, !state.user.hasCompletedOnboarding {
      state.navigation.route = .onboarding
      state.onboarding = OnboardingFeature.State(language: language)
      return trackScreen(OnboardingFeature.screenName, state)
    }
    state.navigation.route = .login
    state.login = LoginFeature.State(language: language)
    return .merge(.send(.login(.onAppear)), trackScreen(LoginFeature.screenName, state))
  }

  /// Shows the tab bar for `session` on `tab`, or where the pending deep link leads.
  private func showMain(
    _ session: Session, selecting tab: Tab, _ state: inout State
  ) -> Effect<Action> {
    let profile = session.profile
    let preferences = state.user.preferences
    state.user.profile = profile
    state.removeFeatures()
    state.navigation.route = .main
    state.home = HomeFeature.State(language: preferences.language, userName: profile.name)
    state.explore = ExploreFeature.State(language: preferences.language)
    state.profile = ProfileFeature.State(profile: profile, language: preferences.language)
    state.settings = SettingsFeature.State(
      profile: profile, accessToken: session.accessToken, preferences: preferences,
      appVersion: state.config.appVersion.description, buildNumber: state.config.buildNumber)
    if let link = state.navigation.pendingDeepLink, let deepLink = DeepLink(link) {
      state.navigation.pendingDeepLink = nil
      return .merge(.cancel(id: CancelID.deepLink), follow(deepLink, opened: link, &state))
    }
    return select(tab, &state)
  }

  /// Selects `tab` and lets its feature know it appeared.
  private func select(_ tab: Tab, _ state: inout State) -> Effect<Action> {
    state.navigation.selectedTab = tab
    let appear: Effect<Action> =
      switch tab {
      case .home: .send(.home(.onAppear))
      case .profile: .send(.profile(.onAppear))
      case .explore, .settings: .none
      }
    return .merge(appear, trackScreen(tab.screenName, state))
  }

  // MARK: Deep links

  private func receiveDeepLink(_ link: String, _ state: inout State) -> Effect<Action> {
    state.navigation.pendingDeepLink = link
    return .run { [clock] send in
      try await clock.sleep(for: Self.deepLinkProcessingDelay)
      await send(.deepLinkHandled)
    }
    .cancellable(id: CancelID.deepLink, cancelInFlight: true)
  }

  private func handlePendingDeepLink(_ state: inout State) -> Effect<Action> {
    guard let link = state.navigation.pendingDeepLink else { return .none }
    guard let deepLink = DeepLink(link) else {
      state.navigation.pendingDeepLink = nil
      return .none
    }
    guard state.navigation.route == .main else { return .none }
    state.navigation.pendingDeepLink = nil
    return follow(deepLink, opened: link, &state)
  }

  /// Takes a signed-in user where `deepLink` leads, by one rule for every route: its tab is
  /// selected, whatever that tab had pushed or presented closes (screens, sheets, alerts,
  /// dialogs), and then the route's own screen opens on the tab's first screen: the search of
  /// `/explore?q=TEXT`, the language picker of `/settings/language`. The other tabs keep what
  /// they show. A link kept for after the sign-in is followed the same way.
  private func follow(
    _ deepLink: DeepLink, opened link: String, _ state: inout State
  ) -> Effect<Action> {
    let selection = select(deepLink.tab, &state)
    let analytics = track(.deepLinkOpened(link, deepLink), state)
    let closing: Action =
      switch deepLink.tab {
      case .home: .home(.deepLinkOpened)
      case .explore: .explore(.deepLinkOpened)
      case .profile: .profile(.deepLinkOpened)
      case .settings: .settings(.deepLinkOpened)
      }
    let opening: Effect<Action> =
      switch deepLink {
      case .home, .profile, .settings, .explore(query: nil): .none
      case .explore(let query?): .send(.explore(.searchDeepLinkOpened(query: query)))
      case .settingsLanguage: .send(.settings(.languageRowTapped))
      }
    return .merge(selection, .concatenate(.send(closing), opening), analytics)
  }

  // MARK: Analytics

  /// Sends `event` to analytics while the `enableAnalytics` flag is on; a failure to send it
  /// changes nothing.
  private func track(_ event: AnalyticsEvent, _ state: State) -> Effect<Action> {
    guard state.config.featureFlags.enableAnalytics else { return .none }
    return .run { [analyticsClient] _ in
      try await analyticsClient.track(event)
    }
    .cancellable(id: CancelID.analytics)
  }

  private func trackScreen(_ name: String, _ state: State) -> Effect<Action> {
    track(.screenViewed(name), state)
  }
}
