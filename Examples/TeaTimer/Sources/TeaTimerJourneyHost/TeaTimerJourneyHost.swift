import Dependencies
import JourneyHarness
import MockKit
import PreferencesClient
import TeaCatalogClient
import TeaTimerFeature
import TextUI

/// Tea Timer plugged into the journey harness: its root reducer and screen, its two mocks, what
/// `given` saves on the device before launch, and links opened with `deepLink`.
public struct TeaTimerJourneyHost: JourneyHost {
  public typealias Feature = TeaTimerFeature
  public typealias Given = TeaTimerGiven

  /// Makes the host.
  public init() {}

  public var mockCatalog: MockCatalog {
    MockCatalog([TeaCatalogClient.mockDescriptor, PreferencesClient.mockDescriptor])
  }

  public func prepare(world: MockWorld, given: TeaTimerGiven) throws {
    if let strength = given.strength {
      try world.store(PreferencesClient.mockDescriptor.name)
        .setValue(try ValueEncoder().encode(strength), forKey: PreferencesClient.strengthKey)
    }
  }

  public func initialState(given: TeaTimerGiven, world: MockWorld) -> TeaTimerFeature.State {
    TeaTimerFeature.State()
  }

  public func reducer() -> TeaTimerFeature {
    TeaTimerFeature()
  }

  public func dependencies(world: MockWorld, into dependencies: inout DependencyValues) {
    dependencies.preferencesClient = .mock(world)
    dependencies.teaCatalogClient = .mock(world)
  }

  public var launchAction: TeaTimerFeature.Action? { .appLaunched }

  public func screen(_ state: TeaTimerFeature.State) -> Screen<TeaTimerFeature.Action> {
    TeaTimerFeature.screen(state)
  }

  public func deepLinkAction(url: String) throws -> TeaTimerFeature.Action {
    .linkOpened(url)
  }
}
