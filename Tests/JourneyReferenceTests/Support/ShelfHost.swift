import Dependencies
import JourneyHosting
import JourneyReference
import MockKit
import TextUI

/// How the shelf plugs into the harness: no mocks, and a `given` of each kind of shape.
struct ShelfHost: JourneyHost {
  typealias Feature = ShelfApp

  /// The shelf's part of `given`.
  struct Given: Decodable {
    var title: String?
    var sorting: ShelfApp.Sorting?
    var books: [ShelfApp.Book]?
    var owner: ShelfApp.Owner?
    var lastOpenedPage: Int?
  }

  var mockCatalog: MockCatalog { MockCatalog([]) }

  func initialState(given: Given, world: MockWorld) -> ShelfApp.State {
    var state = ShelfApp.State()
    state.title = given.title ?? state.title
    state.sorting = given.sorting ?? state.sorting
    state.books = given.books ?? state.books
    state.owner = given.owner ?? state.owner
    state.lastOpenedPage = given.lastOpenedPage ?? state.lastOpenedPage
    return state
  }

  func reducer() -> ShelfApp { ShelfApp() }

  func dependencies(world: MockWorld, into dependencies: inout DependencyValues) {}

  func screen(_ state: ShelfApp.State) -> Screen<ShelfApp.Action> {
    ShelfApp.screen(state)
  }
}

extension EditorFeature.State: StateExample {
  static var stateExample: Self { Self(book: BookID("dune"), draft: "", chapters: ["Prologue"]) }
}
