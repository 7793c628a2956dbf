import Dependencies
import JourneyHosting
import MockKit
import TextUI

/// The notes plugged into the journey harness, with `races` planted: journeys that pass under
/// schedule 0 and fail under some other schedules while a race is planted, and under none once
/// it is gone.
public struct NotesJourneyHost: JourneyHost {
  public typealias Feature = NotesFeature

  /// The host's part of `given`: nothing beside the harness's keys.
  public struct Given: Decodable, Sendable {}

  /// The races planted.
  public let races: NotesFeature.Races

  public init(races: NotesFeature.Races) {
    self.races = races
  }

  public var mockCatalog: MockCatalog { MockCatalog([NotesClient.mockDescriptor]) }

  public func initialState(given: Given, world: MockWorld) -> NotesFeature.State {
    NotesFeature.State()
  }

  public func reducer() -> NotesFeature { NotesFeature(races: races) }

  public func dependencies(world: MockWorld, into dependencies: inout DependencyValues) {
    dependencies.notesClient = .mock(world)
  }

  public func screen(_ state: NotesFeature.State) -> Screen<NotesFeature.Action> {
    NotesFeature.screen(state)
  }
}

extension NotesJourneyHost {
  /// A journey that types "a" and then "b" into "Search" and expects the answer to "ab" to show.
  public static let searchJourney = """
    name: The last query's answer shows
    steps:
      - launch
      - type: { text: a, into: Search }
      - type: { text: b, into: Search }
      - wait: 2s
      - see: Results for ab
      - expect: { resultsQuery: ab }
    """

  /// A journey that saves a note and expects nothing of the closed editor to show.
  public static let saveJourney = """
    name: A saved note leaves no status behind
    steps:
      - launch
      - tap: New note
      - type: { text: Milk, into: Note }
      - tap: Save
      - wait: 2s
      - expect: { notes: [Milk], editor: null, editorStatus: null }
      - notSee: Saved
    """
}
