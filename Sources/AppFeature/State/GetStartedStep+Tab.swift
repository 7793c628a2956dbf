import HomeFeature

extension GetStartedStep {
  /// The tab where the step is done.
  var tab: Tab {
    switch self {
    case .completeProfile: .profile
    case .exploreTopics: .explore
    case .turnOnNotifications: .settings
    }
  }
}
