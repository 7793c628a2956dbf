import Dependencies
import JourneyHosting
import MockKit
import TextUI

/// The combination lock plugged into the journey harness, with its bug planted on demand: the
/// vault opening without counting the opening, which only the six taps of the code reach.
public struct LockJourneyHost: JourneyHost {
  public typealias Feature = LockFeature

  /// The host's part of `given`: nothing beside the harness's keys.
  public struct Given: Decodable, Sendable {}

  /// Whether the vault opens without counting the opening.
  public let opensUncounted: Bool

  public init(opensUncounted: Bool) {
    self.opensUncounted = opensUncounted
  }

  public var mockCatalog: MockCatalog { MockCatalog([]) }

  public func initialState(given: Given, world: MockWorld) -> LockFeature.State {
    LockFeature.State()
  }

  public func reducer() -> LockFeature { LockFeature(opensUncounted: opensUncounted) }

  public func dependencies(world: MockWorld, into dependencies: inout DependencyValues) {}

  public func screen(_ state: LockFeature.State) -> Screen<LockFeature.Action> {
    LockFeature.screen(state)
  }
}

extension LockJourneyHost {
  /// The invariants file of the lock: the planted bug breaks the one.
  public static let invariants = """
    invariants:
      - name: An open vault has counted its opening
        when:
          - expect: { isOpen: true }
        check:
          - expect: { openings: { atLeast: 1 } }
    """
}
