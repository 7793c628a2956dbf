import CasePaths

extension ShareProfileFeature {
  /// What happens on the Share Profile sheet.
  @CasePathable
  public enum Action: Equatable, Sendable, Decodable {
    /// A share target ("Messages", "Mail") was tapped.
    case shareTargetTapped(ShareTarget)
    /// "Done" was tapped.
    case doneButtonTapped
    /// The URL opener opened the target with the message filled in.
    case shareTargetOpened(ShareTarget)
    /// The URL opener could not open the target.
    case shareTargetUnavailable(ShareTarget)
    /// What Share Profile tells its parent.
    case delegate(Delegate)

    /// What Share Profile tells its parent; Share Profile itself ignores these.
    @CasePathable
    public enum Delegate: Equatable, Sendable, Decodable {
      /// The profile was handed to a target, or the user tapped "Done"; the parent closes the
      /// sheet.
      case finished
    }
  }
}
