import CasePaths
import SharedModels

extension EditProfileFeature {
  /// What happens on the Edit Profile sheet.
  @CasePathable
  public enum Action: Equatable, Sendable, Decodable {
    /// The name field changed to the text given.
    case nameChanged(String)
    /// The email field changed to the text given.
    case emailChanged(String)
    /// "Save" was tapped.
    case saveButtonTapped
    /// "Cancel" was tapped.
    case cancelButtonTapped
    /// The server saved the profile, and the device stored it.
    case saveSucceeded(UserProfile)
    /// Saving the profile failed.
    case saveFailed(ProfileFailure)
    /// What Edit Profile tells its parent.
    case delegate(Delegate)

    /// What Edit Profile tells its parent; Edit Profile itself ignores these.
    @CasePathable
    public enum Delegate: Equatable, Sendable, Decodable {
      /// The profile was saved and stored; the parent closes the sheet and shows it.
      case saved(UserProfile)
      /// The user backed out without saving; the parent closes the sheet.
      case cancelled
    }
  }
}
