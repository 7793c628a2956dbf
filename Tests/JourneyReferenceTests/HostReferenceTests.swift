import Dependencies
import JourneyHosting
import JourneyReference
import MockKit
import Synchronization
import Testing
import TextUI
import ValueCoding

/// What the reference reads from a host's types: the `given` keys, the actions with their
/// payloads and the paths into the state with their types.
@Suite struct HostReferenceTests {
  private let reference = HostReference(host: ShelfHost())

  @Test func givenKeysHaveTheShapesOfTheirTypes() {
    #expect(
      reference.givenKeys.map { "\($0.key): \($0.type)" } == [
        "title: text",
        "sorting: one of byTitle | byAuthor | byDate",
        "books: [ShelfApp.Book]",
        "owner: { name: text, verified: boolean, email?: text }",
        "lastOpenedPage: integer",
        "now: date (ISO 8601)",
        "timeZone: text",
        "locale: text",
        "network: one of offline | wifi | cellular | ethernet",
      ])
  }

  @Test func aKeyOfTheHarnessTheHostDeclaresTooIsListedOnceAndTheHostsNoteReplacesTheHarnesss() {
    let keys = HostReference(host: ShelfClockHost()).givenKeys
    #expect(
      keys.map { "\($0.key): \($0.type)" } == [
        "timeZone: text",
        "title: text",
        "now: date (ISO 8601)",
        "locale: text",
        "network: one of offline | wifi | cellular | ethernet",
      ])
    #expect(keys[0].summary?.hasPrefix("The device's time zone") == true)
    #expect(keys[3].summary == "The shelf's dates are written in its language.")
    #expect(keys[3].defaultValue == "en_US_POSIX")
    #expect(keys[4].summary?.hasPrefix("The network when the journey starts") == true)
  }

  @Test func actionsAreTheCasePathsIntoNestedAndPresentedFeaturesWithTheirPayloads() {
    #expect(
      reference.actions.map { $0.path + ($0.payload.map { ": " + $0 } ?? "") } == [
        "appeared",
        "titleChanged: text",
        "ratingChanged: { stars: integer }",
        "bookMoved: { _0: integer, to: integer }",
        "sortingPicked: one of byTitle | byAuthor | byDate",
        "bookAdded: { title: text, pages: integer }",
        "bookRenamed: { at: integer, title: text, subtitle?: text }",
        "noteChanged: text or null",
        "reader.pageTurned",
        "reader.jumped: { toPage: integer }",
        "search.queryChanged: text",
        "search.resultTapped: { title: text, pages: integer }",
        "editor.presented.draftChanged: text",
        "editor.presented.saveTapped",
        "editor.presented.delegate.saved: text",
        "editor.dismiss",
      ])
    #expect(HostReference.actions(of: ShelfHost()).map(\.path) == reference.actions.map(\.path))
  }

  @Test func anActionIsFoundAlongAPathAsInTheListOfEveryAction() {
    let listed = reference.actions.map { $0.path.split(separator: ".").map(String.init) }
    let prefixes = listed.flatMap { path in path.indices.map { Array(path[...$0]) } }
    let written = prefixes + listed.map { $0 + ["more"] } + [["nope"], ["reader", "nope"], ["appeared", "reader"]]
    for path in written {
      let matches = listed.contains { $0.starts(with: path) || path.starts(with: $0) }
      #expect(HostReference.hasAction(matching: path, of: ShelfHost()) == matches, "\(path)")
    }
    #expect(HostReference.hasAction(matching: ["reader"], of: ShelfHost()))
    #expect(HostReference.hasAction(matching: ["reader", "pageTurned", "more"], of: ShelfHost()))
    #expect(!HostReference.hasAction(matching: ["reader", "nope"], of: ShelfHost()))
  }

  @Test func statePathsAreEveryKeyAndCaseWithTheirTypes() {
    #expect(
      reference.state.map { "\($0.path): \($0.type)" } == [
        "title: text",
        "shelfSize: integer",
        "rating: number",
        "isPublic: boolean",
        "note: text or null",
        "lastOpenedPage: integer or null",
        "sorting: one of byTitle | byAuthor | byDate",
        "books: [ShelfApp.Book]",
        "tagCounts: { text: integer }",
        "owner: ShelfApp.Owner",
        "owner.name: text",
        "owner.verified: boolean",
        "owner.email: text or null",
        "loading: ShelfApp.Loading",
        "loading.idle: case idle (present when it is the case)",
        "loading.loaded: case loaded (present when it is the case)",
        "loading.loaded._0: [ShelfApp.Book]",
        "loading.failed: case failed (present when it is the case)",
        "loading.failed.reason: text",
        "loading.failed.retries: integer",
        "reader: ReaderFeature.State",
        "reader.page: integer",
        "reader.bookmark: integer or null",
        "search: SearchFeature.State or null",
        "search.query: text",
        "search.results: [ShelfApp.Book]",
        "editor: EditorFeature.State or null",
        "editor.book: text",
        "editor.draft: text",
        "editor.chapters: [text]",
        "archived: ShelfApp.Archive or null",
      ])
    #expect(HostReference.statePaths(of: ShelfHost()).map(\.path) == reference.state.map(\.path))
  }

  @Test func theStatePathsOfAHostWithoutDataAreReadOnce() {
    let paths = HostReference.statePaths(of: ShelfLaunchCountingHost()).map(\.path)
    let launches = ShelfLaunchCountingHost.launches.withLock { $0 }
    #expect(HostReference.statePaths(of: ShelfLaunchCountingHost()).map(\.path) == paths)
    #expect(ShelfLaunchCountingHost.launches.withLock { $0 } == launches)
    #expect(paths == reference.state.map(\.path))
  }

  @Test func aHostThatStartsTheAppInAnotherStateHasThePathsOfThatState() {
    let archive = ShelfApp.Archive(lastBook: BookID("dune"), count: 3)
    let none = HostReference.statePaths(of: ShelfArchiveHost(archive: nil)).map(\.path)
    let archived = HostReference.statePaths(of: ShelfArchiveHost(archive: archive)).map(\.path)
    #expect(none == reference.state.map(\.path))
    #expect(archived == none + ["archived.lastBook", "archived.count"])
    #expect(HostReference.statePaths(of: ShelfArchiveHost(archive: nil)).map(\.path) == none)
    #expect(HostReference.stateIndex(of: ShelfArchiveHost(archive: archive)).keys["archived"] == ["lastBook", "count"])
    #expect(HostReference.stateIndex(of: ShelfArchiveHost(archive: nil)).keys["archived"] == nil)
  }

  @Test func theStateIndexHasTheKeysUnderEachPathAndTheValuesOfEach() {
    let index = HostReference.stateIndex(of: ShelfHost())
    #expect(index.keys["owner"] == ["name", "verified", "email"])
    #expect(index.keys["loading.failed"] == ["reason", "retries"])
    #expect(index.keys[""]?.first == "title")
    #expect(index.values["owner.email"] == .optional(.text))
    #expect(index.values["sorting"] == .choice(["byTitle", "byAuthor", "byDate"]))
    #expect(index.values["owner"] == nil)
  }

  @Test func followingAPathIntoTheStateShapeFindsWhatTheIndexSaysOfIt() {
    let shape = HostReference.stateShape(of: ShelfHost())
    let index = HostReference.stateIndex(of: ShelfHost())
    for statePath in reference.state {
      let keys = statePath.path.split(separator: ".").map(String.init)
      #expect(shape.lookup(keys) == .listed(values: index.values[statePath.path]), "\(keys)")
    }
    #expect(shape.lookup(["owner"]) == .listed(values: nil))
    #expect(shape.lookup(["loading", "failed"]) == .listed(values: .enumerationCase(keys: ["reason", "retries"])))
    #expect(shape.lookup(["title", "count"]) == .unknownKeys)
    #expect(shape.lookup(["books", "title"]) == .unknownKeys)
    #expect(shape.lookup(["archived", "count"]) == .unknownKeys)
    #expect(shape.lookup(["owner", "nickname"]) == nil)
    #expect(shape.lookup(["nothing"]) == nil)
    #expect(shape.lookup([]) == nil)
  }

  @Test func aHostThatStartsTheAppInAnotherStateHasTheShapeOfThatState() {
    let archive = ShelfApp.Archive(lastBook: BookID("dune"), count: 3)
    let archived = HostReference.stateShape(of: ShelfArchiveHost(archive: archive))
    #expect(archived.lookup(["archived", "count"]) == .listed(values: .integer))
    #expect(HostReference.stateShape(of: ShelfArchiveHost(archive: nil)).lookup(["archived", "count"]) == .unknownKeys)
  }

  @Test func aPayloadThatMayBeNullOrLeftOutIsOneTheHostMakesAnActionOf() throws {
    let host = ShelfHost()
    guard case .noteChanged(nil) = try host.action(path: "noteChanged", payload: nil as Value) else {
      Issue.record("noteChanged with a null payload is not noteChanged(nil)")
      return
    }
    let renamed = try host.action(path: "bookRenamed", payload: ["at": 0, "title": "Dune"])
    guard case .bookRenamed(at: 0, title: "Dune", subtitle: nil) = renamed else {
      Issue.record("bookRenamed without a subtitle is \(renamed)")
      return
    }
  }
}

/// The shelf with a `given` of its own that declares the harness's `timeZone` too, and a note on
/// how it follows the harness's `locale`.
private struct ShelfClockHost: JourneyHost {
  typealias Feature = ShelfApp

  struct Given: Decodable {
    var timeZone: String?
    var title: String?
  }

  var mockCatalog: MockCatalog { MockCatalog([]) }

  var notes: HostNotes {
    HostNotes(givenKeys: ["locale": .init("The shelf's dates are written in its language.", default: "en_US_POSIX")])
  }

  func initialState(given: Given, world: MockWorld) -> ShelfApp.State { ShelfApp.State() }

  func reducer() -> ShelfApp { ShelfApp() }

  func dependencies(world: MockWorld, into dependencies: inout DependencyValues) {}

  func screen(_ state: ShelfApp.State) -> Screen<ShelfApp.Action> {
    ShelfApp.screen(state)
  }
}

/// The shelf, counting how often it is asked for the app's state at launch.
private struct ShelfLaunchCountingHost: JourneyHost {
  typealias Feature = ShelfApp

  static let launches = Mutex(0)

  var mockCatalog: MockCatalog { MockCatalog([]) }

  func initialState(given: ShelfHost.Given, world: MockWorld) -> ShelfApp.State {
    Self.launches.withLock { $0 += 1 }
    return ShelfHost().initialState(given: given, world: world)
  }

  func reducer() -> ShelfApp { ShelfApp() }

  func dependencies(world: MockWorld, into dependencies: inout DependencyValues) {}

  func screen(_ state: ShelfApp.State) -> Screen<ShelfApp.Action> {
    ShelfApp.screen(state)
  }
}

/// The shelf, launched with `archive` archived.
private struct ShelfArchiveHost: JourneyHost {
  typealias Feature = ShelfApp

  let archive: ShelfApp.Archive?

  var mockCatalog: MockCatalog { MockCatalog([]) }

  func initialState(given: ShelfHost.Given, world: MockWorld) -> ShelfApp.State {
    var state = ShelfHost().initialState(given: given, world: world)
    state.archived = archive
    return state
  }

  func reducer() -> ShelfApp { ShelfApp() }

  func dependencies(world: MockWorld, into dependencies: inout DependencyValues) {}

  func screen(_ state: ShelfApp.State) -> Screen<ShelfApp.Action> {
    ShelfApp.screen(state)
  }
}
