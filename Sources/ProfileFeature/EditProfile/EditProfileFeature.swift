import Dependencies
import ProfileClient
import ReducerCore
import SharedModels
import StorageClient

/// The Edit Profile sheet: name and email fields, checked before anything is sent, saved
/// through the profile API and then stored on the device under
/// ``ProfileFeature/profileStorageKey``.
///
/// Its parent closes it on ``Action/Delegate/saved(_:)`` and ``Action/Delegate/cancelled``.
/// Closing it while a save is under way cancels the save.
public struct EditProfileFeature: Reducer {
  /// Every dependency, read once by an action however many of them it needs: each read of a
  /// `@Dependency` merges all the values the store sets into the reducer's own, whichever one
  /// it reads.
  @Dependency(\.self) var dependencies

  /// Makes the reducer.
  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .nameChanged(let name):
      state.name = name
      state.clearMessages(about: .name)
      return .none

    case .emailChanged(let email):
      state.email = email
      state.clearMessages(about: .email)
      return .none

    case .saveButtonTapped:
      guard state.canSave else { return .none }
      let name = state.trimmedName
      let email = state.trimmedEmail
      if name.isEmpty {
        state.formError = .missingName
        return .none
      }
      guard EmailFormat.isValid(email) else {
        state.formError = .invalidEmail
        return .none
      }
      state.formError = nil
      state.failure = nil
      state.isSaving = true
      let dependencies = self.dependencies
      return .run {
        [profileClient = dependencies.profileClient, storageClient = dependencies.storageClient] send in
        let profile = try await profileClient.updateProfile(name: name, email: email)
        try await storageClient.save(profile, forKey: ProfileFeature.profileStorageKey)
        await send(.saveSucceeded(profile))
      } catch: { error, send in
        await send(.saveFailed(ProfileFailure(error)))
      }

    case .cancelButtonTapped:
      guard !state.isSaving else { return .none }
      return .send(.delegate(.cancelled))

    case .saveSucceeded(let profile):
      state.isSaving = false
      state.profile = profile
      state.name = profile.name
      state.email = profile.email
      return .send(.delegate(.saved(profile)))

    case .saveFailed(let failure):
      state.isSaving = false
      state.failure = failure
      return .none

    case .delegate:
      return .none
    }
  }
}
