import CasePaths

extension HomeFeature {
  /// A screen pushed on top of Home; going back returns to Home.
  @CasePathable
  public enum Destination: Equatable, Hashable, Sendable, Codable {
    /// The notifications list.
    case notifications
    /// Every entry of the recent activity ("See All").
    case allActivity
    /// The guide the welcome card's "Get Started" opens.
    case getStarted
    /// The screen of a quick action.
    case quickAction(QuickAction)
  }
}
