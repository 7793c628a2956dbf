import Foundation
import SharedModels

extension EditProfileFeature {
  /// What the Edit Profile sheet shows.
  public struct State: Equatable, Sendable, Codable {
    /// The language of the texts; the Profile feature keeps it in sync with its own.
    public var language: Language
    /// The profile as last saved; the fields start from it and Save is enabled only once they
    /// differ from it.
    public var profile: UserProfile
    /// The text of the name field.
    public var name: String
    /// The text of the email field.
    public var email: String
    /// Why the form was last not sent, until the field it is about changes.
    public var formError: ProfileFormError?
    /// Whether the profile is being saved.
    public var isSaving: Bool
    /// Why the last save failed, until the next attempt or a change of the field it is about:
    /// the email for a rejected email, either field otherwise.
    public var failure: ProfileFailure?

    /// Makes a state editing `profile`, its fields filled with its name and email.
    public init(
      profile: UserProfile,
      language: Language = .english,
      formError: ProfileFormError? = nil,
      isSaving: Bool = false,
      failure: ProfileFailure? = nil
    ) {
      self.language = language
      self.profile = profile
      self.name = profile.name
      self.email = profile.email
      self.formError = formError
      self.isSaving = isSaving
      self.failure = failure
    }

    /// Removes the messages about `field`, which the user just changed: a missing name is about
    /// the name, a malformed or rejected email about the email, and any other failed save about
    /// both fields.
    mutating func clearMessages(about field: ProfileField) {
      if formError?.field == field {
        formError = nil
      }
      if let failure, failure.field == nil || failure.field == field {
        self.failure = nil
      }
    }

    /// The name as it would be sent: without the spaces around it.
    public var trimmedName: String { name.trimmingWhiteSpace() }

    /// The email as it would be sent: without the spaces around it.
    public var trimmedEmail: String { email.trimmingWhiteSpace() }

    /// Whether the fields say something other than the saved profile.
    public var hasChanges: Bool {
      trimmedName != profile.name || trimmedEmail != profile.email
    }

    /// Whether tapping Save sends anything: there are changes and no save is under way.
    public var canSave: Bool { hasChanges && !isSaving }
  }
}
