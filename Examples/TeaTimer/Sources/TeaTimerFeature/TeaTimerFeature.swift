import CasePaths
import Dependencies
import PreferencesClient
import ReducerCore
import TeaCatalogClient

/// Tea Timer: the teas of the shop's catalog, the Brew screen pushed for one of them, and the
/// Settings sheet where the person picks how strong they like their tea.
///
/// - Launch (``Action/appLaunched``) fetches the catalog and loads the saved strength at once.
/// - A failed fetch shows why, with "Retry".
/// - A `teatimer://brew/<tea>` link (``BrewLink``) opens that tea's Brew screen; while the
///   catalog loads, the link waits for it.
/// - The strength picked in Settings is saved, and shortens or lengthens every steep opened
///   from then on.
public struct TeaTimerFeature: Reducer {
  /// What the app shows.
  public struct State: Codable, Equatable, Sendable {
    /// Where the catalog's fetch stands.
    public var catalog: CatalogPhase
    /// How strong the person likes their tea, as saved.
    public var strength: Strength
    /// The Brew screen pushed on the list, if any.
    public var brew: BrewFeature.State?
    /// The Settings sheet, if it is up.
    public var settings: SettingsFeature.State?
    /// The id of the tea a link asked to brew before the catalog had loaded.
    public var linkedTeaID: String?

    /// Makes a state; the defaults are the app as it launches.
    public init(
      catalog: CatalogPhase = .loading,
      strength: Strength = .regular,
      brew: BrewFeature.State? = nil,
      settings: SettingsFeature.State? = nil,
      linkedTeaID: String? = nil
    ) {
      self.catalog = catalog
      self.strength = strength
      self.brew = brew
      self.settings = settings
      self.linkedTeaID = linkedTeaID
    }
  }

  /// What happens in the app.
  @CasePathable
  public enum Action: Decodable, Equatable, Sendable {
    /// The app launched.
    case appLaunched
    /// A link was opened, such as `teatimer://brew/sencha`.
    case linkOpened(String)
    /// The tea with this id was tapped in the list.
    case teaTapped(id: String)
    /// "Retry" under a failed fetch was tapped.
    case retryButtonTapped
    /// "Settings" in the navigation bar was tapped.
    case settingsButtonTapped

    /// The catalog answered.
    case catalogLoaded([Tea])
    /// The catalog could not be fetched.
    case catalogFailed(CatalogFailure)
    /// The strength saved on an earlier launch was loaded.
    case strengthLoaded(Strength)

    /// The Brew screen's actions.
    case brew(PresentationAction<BrewFeature.Action>)
    /// The Settings sheet's actions.
    case settings(PresentationAction<SettingsFeature.Action>)
  }

  @Dependency(\.preferencesClient) var preferencesClient
  @Dependency(\.teaCatalogClient) var teaCatalogClient

  /// Makes the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce(reduceApp)
      .ifLet(\.brew, action: \.brew) { BrewFeature() }
      .ifLet(\.settings, action: \.settings) { SettingsFeature() }
  }

  private func reduceApp(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .appLaunched:
      return .merge(fetchCatalog(), loadStrength())

    case .linkOpened(let link):
      guard let link = BrewLink(link) else { return .none }
      guard case .loaded(let teas) = state.catalog else {
        state.linkedTeaID = link.teaID
        return .none
      }
      openBrew(teaID: link.teaID, in: teas, &state)
      return .none

    case .teaTapped(let id):
      guard case .loaded(let teas) = state.catalog else { return .none }
      openBrew(teaID: id, in: teas, &state)
      return .none

    case .retryButtonTapped:
      guard case .failed = state.catalog else { return .none }
      state.catalog = .loading
      return fetchCatalog()

    case .settingsButtonTapped:
      state.settings = SettingsFeature.State(strength: state.strength)
      return .none

    case .catalogLoaded(let teas):
      state.catalog = .loaded(teas)
      if let teaID = state.linkedTeaID {
        state.linkedTeaID = nil
        openBrew(teaID: teaID, in: teas, &state)
      }
      return .none

    case .catalogFailed(let failure):
      state.catalog = .failed(failure)
      return .none

    case .strengthLoaded(let strength):
      state.strength = strength
      return .none

    case .brew(.presented(.backButtonTapped)):
      state.brew = nil
      return .none

    case .settings(.presented(.strengthSelected(let strength))):
      state.strength = strength
      // A save that fails keeps the pick for this launch only.
      return .run { [preferencesClient] _ in
        try await preferencesClient.saveStrength(strength)
      }

    case .settings(.presented(.doneButtonTapped)):
      state.settings = nil
      return .none

    case .brew, .settings:
      return .none
    }
  }

  /// Pushes the Brew screen for the tea with `teaID`, closing Settings. Nothing opens for a tea
  /// the catalog does not have, nor over a tea that is steeping: the steep in progress wins.
  private func openBrew(teaID: String, in teas: [Tea], _ state: inout State) {
    guard let tea = teas.first(where: { $0.id == teaID }), state.brew?.phase != .steeping else {
      return
    }
    state.settings = nil
    state.brew = BrewFeature.State(tea: tea, strength: state.strength)
  }

  private func fetchCatalog() -> Effect<Action> {
    .run { [teaCatalogClient] send in
      await send(.catalogLoaded(try await teaCatalogClient.teas()))
    } catch: { error, send in
      await send(.catalogFailed(CatalogFailure(error)))
    }
  }

  /// Loads the saved strength; when none was saved, or it cannot be read, the default stays.
  private func loadStrength() -> Effect<Action> {
    .run { [preferencesClient] send in
      if let strength = try await preferencesClient.loadStrength() {
        await send(.strengthLoaded(strength))
      }
    }
  }
}
