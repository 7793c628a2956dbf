import CasePaths

extension OnboardingFeature {
  /// What happens on the Onboarding screen.
  @CasePathable
  public enum Action: Equatable, Sendable, Decodable {
    /// The user tapped "Next": the next page shows.
    case nextButtonTapped
    /// The user tapped "Skip": the onboarding is completed from any page.
    case skipButtonTapped
    /// The user tapped "Get Started" on the last page: the onboarding is completed.
    case getStartedButtonTapped
    /// Tells the parent what happened; the Onboarding feature itself ignores these.
    case delegate(Delegate)

    /// What the Onboarding feature tells its parent.
    @CasePathable
    public enum Delegate: Equatable, Sendable, Decodable {
      /// The user finished or skipped the onboarding, and the fact is stored under
      /// ``OnboardingFeature/completedStorageKey`` unless ``completionNotSaved`` came first:
      /// the parent shows Login.
      case completed
      /// The fact that the onboarding was completed could not be stored, so the onboarding
      /// shows again on the next launch; ``completed`` follows.
      case completionNotSaved
    }
  }
}
