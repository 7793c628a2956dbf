/// Where the user is: the root route, the selected tab, and the deep link being processed or
/// waiting for a sign-in.
public struct NavigationState: Equatable, Sendable, Codable {
  /// What the app presents at its root.
  public var route: Route
  /// The tab on screen while signed in.
  public var selectedTab: Tab
  /// The deep link being processed, as it was opened (`myapp://explore?q=swift` or
  /// `/explore?q=swift`); it stays here while the user is signed out and is followed right
  /// after sign-in.
  public var pendingDeepLink: String?

  /// Makes the state; the defaults are those of a launch: the Home tab, no deep link.
  public init(route: Route = .launching, selectedTab: Tab = .home, pendingDeepLink: String? = nil) {
    self.route = route
    self.selectedTab = selectedTab
    self.pendingDeepLink = pendingDeepLink
  }
}
