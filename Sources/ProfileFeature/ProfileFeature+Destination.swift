import CasePaths
import ReducerCore
import SharedModels

extension ProfileFeature {
  /// What Profile presents on top of itself: the Edit Profile or Share Profile sheet, or the
  /// pushed screen of a menu entry.
  public struct Destination: Reducer {
    /// The presented sheet or screen.
    @CasePathable
    public enum State: Equatable, Sendable, Codable {
      /// The Edit Profile sheet.
      case editProfile(EditProfileFeature.State)
      /// The Share Profile sheet.
      case shareProfile(ShareProfileFeature.State)
      /// The screen of a menu entry, pushed with a back button to Profile.
      case menuItem(ProfileMenuItem)

      /// Switches the presented sheet to `language`; a menu entry's screen takes the language
      /// of Profile and has none of its own.
      mutating func setLanguage(_ language: Language) {
        switch self {
        case .editProfile(var state):
          state.language = language
          self = .editProfile(state)
        case .shareProfile(var state):
          state.language = language
          self = .shareProfile(state)
        case .menuItem:
          break
        }
      }
    }

    /// The actions of the presented sheet.
    @CasePathable
    public enum Action: Equatable, Sendable, Decodable {
      /// An action of the Edit Profile sheet.
      case editProfile(EditProfileFeature.Action)
      /// An action of the Share Profile sheet.
      case shareProfile(ShareProfileFeature.Action)
    }

    /// The sheets' reducers, composed once with the destination.
    private let editProfile = EditProfileFeature().composed()
    private let shareProfile = ShareProfileFeature().composed()

    /// Makes the reducer.
    public init() {}

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch (state, action) {
      case (.editProfile(var editState), .editProfile(let editAction)):
        let effect = editProfile.reduce(into: &editState, action: editAction)
        state = .editProfile(editState)
        return effect.map { .editProfile($0) }
      case (.shareProfile(var shareState), .shareProfile(let shareAction)):
        let effect = shareProfile.reduce(into: &shareState, action: shareAction)
        state = .shareProfile(shareState)
        return effect.map { .shareProfile($0) }
      case (.editProfile, .shareProfile), (.shareProfile, .editProfile), (.menuItem, _):
        // An action of a sheet that is no longer the one presented changes nothing.
        return .none
      }
    }
  }
}
