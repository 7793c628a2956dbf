import Dependencies
import ProfileClient
import ReducerCore
import SharedModels

/// The profile tab: the header with avatar, name and email, the Posts, Followers and Following
/// counts, "Edit Profile", "Share Profile", and the menu with Favorites, Saved and History.
///
/// "Edit Profile" presents ``EditProfileFeature`` as a sheet. "Share Profile" presents
/// ``ShareProfileFeature`` as a sheet, the app's share sheet: it shows the profile's public link
/// and shares it by opening Messages or Mail through the URL opener. Each menu entry pushes a
/// screen of its own with a back button.
///
/// The parent sets ``State/profile`` and ``State/language``, sends ``Action/onAppear`` when the
/// tab shows, and handles ``Action/delegate(_:)``: ``Action/Delegate/profileUpdated(_:)`` tells
/// it the user saved a new name or email, which is already stored under
/// ``profileStorageKey``.
public struct ProfileFeature: Reducer {
  /// The storage key the signed-in user's profile is kept under, as a `UserProfile`.
  public static let profileStorageKey = "userProfile"

  @Dependency(\.profileClient) var profileClient

  /// Makes the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce<State, Action> { state, action in
      switch action {
      case .onAppear:
        guard state.stats == .idle else { return .none }
        return loadStats(&state)

      case .statsRetryButtonTapped:
        guard case .failed = state.stats else { return .none }
        return loadStats(&state)

      case .statsLoaded(let stats):
        state.stats = .loaded(stats)
        return .none

      case .statsFailed(let failure):
        state.stats = .failed(failure)
        return .none

      case .editProfileButtonTapped:
        state.destination = .editProfile(
          EditProfileFeature.State(profile: state.profile, language: state.language))
        return .none

      case .shareProfileButtonTapped:
        state.destination = .shareProfile(
          ShareProfileFeature.State(profile: state.profile, language: state.language))
        return .none

      case .menuItemTapped(let item):
        state.destination = .menuItem(item)
        return .none

      case .backButtonTapped:
        guard case .menuItem = state.destination else { return .none }
        state.destination = nil
        return .none

      case .deepLinkOpened:
        state.destination = nil
        return .none

      case .destination(.presented(.editProfile(.delegate(.saved(let profile))))):
        state.profile = profile
        state.destination = nil
        return .send(.delegate(.profileUpdated(profile)))

      case .destination(.presented(.editProfile(.delegate(.cancelled)))),
        .destination(.presented(.shareProfile(.delegate(.finished)))):
        state.destination = nil
        return .none

      case .destination, .delegate:
        return .none
      }
    }
    .ifLet(\.destination, casePath: \.destination) { () -> Destination in Destination() }
  }

  private func loadStats(_ state: inout State) -> Effect<Action> {
    state.stats = .loading
    return .run { [profileClient] send in
      await send(.statsLoaded(try await profileClient.fetchStats()))
    } catch: { error, send in
      await send(.statsFailed(ProfileFailure(error)))
    }
  }
}
