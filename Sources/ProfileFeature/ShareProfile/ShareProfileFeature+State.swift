import Foundation
import SharedModels

extension ShareProfileFeature {
  /// What the Share Profile sheet shows.
  public struct State: Equatable, Sendable, Codable {
    /// The language of the texts and of the shared message; the Profile feature keeps it in
    /// sync with its own.
    public var language: Language
    /// The profile being shared.
    public var profile: UserProfile
    /// The target being opened, while the URL opener has not answered.
    public var openingTarget: ShareTarget?
    /// The target that could not be opened last, until another attempt.
    public var unavailableTarget: ShareTarget?

    /// Makes a state sharing `profile`.
    public init(
      profile: UserProfile,
      language: Language = .english,
      openingTarget: ShareTarget? = nil,
      unavailableTarget: ShareTarget? = nil
    ) {
      self.language = language
      self.profile = profile
      self.openingTarget = openingTarget
      self.unavailableTarget = unavailableTarget
    }

    /// The public link to the profile: ``ShareProfileFeature/profileLinkBase`` followed by the
    /// profile's identifier.
    public var profileLink: String {
      ShareProfileFeature.profileLinkBase + ShareProfileFeature.percentEncoded(profile.id)
    }
  }
}
