import Dependencies
import JourneyHosting
import MockKit
import TextUI

/// The inbox plugged into the journey harness, with `bugs` planted.
public struct InboxJourneyHost: JourneyHost {
  public typealias Feature = InboxFeature

  /// The host's part of `given`: nothing beside the harness's keys.
  public struct Given: Decodable, Sendable {}

  /// The bugs planted.
  public let bugs: PlantedBugs

  public init(bugs: PlantedBugs) {
    self.bugs = bugs
  }

  public var mockCatalog: MockCatalog { MockCatalog([InboxClient.mockDescriptor]) }

  public func initialState(given: Given, world: MockWorld) -> InboxFeature.State {
    InboxFeature.State()
  }

  public func reducer() -> InboxFeature { InboxFeature(bugs: bugs) }

  public func dependencies(world: MockWorld, into dependencies: inout DependencyValues) {
    dependencies.inboxClient = .mock(world)
  }

  public func screen(_ state: InboxFeature.State) -> Screen<InboxFeature.Action> {
    InboxFeature.screen(state, bugs: bugs)
  }
}

extension InboxJourneyHost {
  /// The invariants file of the inbox: each planted bug breaks one of them. "Refresh" does
  /// nothing while a load is pending, one load at a time, so it is allowed as a dead control; the
  /// list is last, so that a test can add to it.
  public static let invariants = """
    invariants:
      - name: The count of pending requests is never negative
        check:
          - expect: { pendingRequests: { atLeast: 0 } }
      - name: Loading shows only while a request is pending
        when:
          - expect: { pendingRequests: 0 }
        check:
          - notSee: Loading
      - name: A closed Compose saves no draft
        screens: [Inbox]
        check:
          - notSee: Draft saved
    allowDeadControls:
      - { screen: Inbox, label: Refresh }
    """
}
