import CasePaths
import PreferencesClient
import ReducerCore

/// The Settings sheet: the person picks how strong they like their tea. The parent saves each
/// pick, so that a save in flight outlives the sheet.
public struct SettingsFeature: Reducer {
  /// What the Settings sheet shows.
  public struct State: Codable, Equatable, Sendable {
    /// The strength picked.
    public var strength: Strength

    /// Makes a state showing `strength`.
    public init(strength: Strength) {
      self.strength = strength
    }
  }

  /// What happens on the Settings sheet.
  @CasePathable
  public enum Action: Decodable, Equatable, Sendable {
    /// A strength was picked; the parent saves it and steeps every tea at it from now on.
    case strengthSelected(Strength)
    /// "Done" was tapped; the parent closes the sheet.
    case doneButtonTapped
  }

  /// Makes the reducer.
  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .strengthSelected(let strength):
      state.strength = strength
      return .none

    case .doneButtonTapped:
      return .none
    }
  }
}
