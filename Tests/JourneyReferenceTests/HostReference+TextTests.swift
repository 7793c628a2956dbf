import Dependencies
import JourneyHosting
import JourneyReference
import MockKit
import Testing
import TextUI
import ValueCoding

/// `journey describe` for a host, as text and as JSON.
@Suite struct HostReferenceTextTests {
  private let reference = HostReference(host: ShelfHost())

  @Test func theTextListsTheShapesReadFromTheHostsTypes() {
    #expect(
      reference.text == """
        given keys (besides mocks):
          title: text
          sorting: one of byTitle | byAuthor | byDate
          books: [ShelfApp.Book]
          owner: { name: text, verified: boolean, email?: text }
          lastOpenedPage: integer
          now: date (ISO 8601)
            What the device's clock shows when the journey starts, an ISO 8601 date such as 2026-01-01T08:30:00Z.
            default: 2026-01-01T00:00:00Z
          timeZone: text
            The device's time zone, an IANA identifier such as Asia/Ho_Chi_Minh or an offset from UTC such as UTC+07:00: the app's timeZone and its calendar's.
            default: UTC
          locale: text
            The device's locale, an identifier it knows such as de_DE or vi_VN: the app's locale and its calendar's.
            default: en_US_POSIX
          network: one of offline | wifi | cellular | ethernet
            The network when the journey starts (a network step changes it, a relaunch keeps it); offline, the mocks reached over the network fail with their offline error unless set. The app hears of a change only if its host has a network action.
            default: wifi

        mocks (set in given.mocks or with mock, checked with calls):
          Behaviours, sequence positions, the call log, the stores and the network survive relaunch.
          While offline, a network mock's endpoints fail at once with its offline error, unless set.

        actions (send takes the path and its payload; receive matches a prefix of the path):
          appeared
          titleChanged: text
          ratingChanged: { stars: integer }
          bookMoved: { _0: integer, to: integer }
          sortingPicked: one of byTitle | byAuthor | byDate
          bookAdded: { title: text, pages: integer }
          bookRenamed: { at: integer, title: text, subtitle?: text }
          noteChanged: text or null
          reader.pageTurned
          reader.jumped: { toPage: integer }
          search.queryChanged: text
          search.resultTapped: { title: text, pages: integer }
          editor.presented.draftChanged: text
          editor.presented.saveTapped
          editor.presented.delegate.saved: text
          editor.dismiss

        state (expect paths; a path inside a part that is null, such as a feature's state before its
        screen shows, is there once the app sets it; an enumeration's case is a key holding its
        values, _0 for the first unlabelled one; an element of a list is path[0]):
          title: text
          shelfSize: integer
          rating: number
          isPublic: boolean
          note: text or null
          lastOpenedPage: integer or null
          sorting: one of byTitle | byAuthor | byDate
          books: [ShelfApp.Book]
          tagCounts: { text: integer }
          owner: ShelfApp.Owner
          owner.name: text
          owner.verified: boolean
          owner.email: text or null
          loading: ShelfApp.Loading
          loading.idle: case idle (present when it is the case)
          loading.loaded: case loaded (present when it is the case)
          loading.loaded._0: [ShelfApp.Book]
          loading.failed: case failed (present when it is the case)
          loading.failed.reason: text
          loading.failed.retries: integer
          reader: ReaderFeature.State
          reader.page: integer
          reader.bookmark: integer or null
          search: SearchFeature.State or null
          search.query: text
          search.results: [ShelfApp.Book]
          editor: EditorFeature.State or null
          editor.book: text
          editor.draft: text
          editor.chapters: [text]
          archived: ShelfApp.Archive or null

        screens (screen steps):
          (the host lists none)

        """)
  }

  @Test func theJSONHoldsTheSamePayloadsAndTypes() {
    #expect(
      reference.json.contains(
        """
            {
              "path": "noteChanged",
              "payload": "text or null"
            },
            {
              "path": "reader.pageTurned",
              "payload": null
            },
        """))
    #expect(
      reference.json.contains(
        """
            {
              "path": "editor.chapters",
              "type": "[text]"
            },
            {
              "path": "archived",
              "type": "ShelfApp.Archive or null"
            }
          ],
        """))
  }

  @Test func aMocksAnswerSaysItsListsAreCutToTheirFirstElement() {
    let text = HostReference(host: ShelfCatalogHost()).text
    #expect(
      text.contains(
        """
          catalog: The book catalog.
            catalog.search(query): Answers the books found.
              default: answer after 400ms
              errors: none
              answer's shape (each list cut to its first element):
                - title: Dune
                  pages: 412
            catalog.count(): Answers how many books there are.
              default: answer after 0s
              errors: none
              answer: 3

        """))
  }
}

/// The shelf with a catalog mock whose default answer is a list of books.
private struct ShelfCatalogHost: JourneyHost {
  typealias Feature = ShelfApp

  var mockCatalog: MockCatalog {
    let books: Value = [["title": "Dune", "pages": 412], ["title": "Emma", "pages": 474], ["title": "Ulysses", "pages": 730]]
    return MockCatalog([
      MockDescriptor(
        "catalog", summary: "The book catalog.",
        endpoints: [
          MockEndpointDescriptor(
            "search", arguments: ["query"], output: [ShelfApp.Book].self,
            default: .answer(books, latency: .milliseconds(400)), summary: "Answers the books found."),
          MockEndpointDescriptor(
            "count", output: Int.self, default: .answer(3), summary: "Answers how many books there are."),
        ])
    ])
  }

  func initialState(given: ShelfHost.Given, world: MockWorld) -> ShelfApp.State {
    ShelfHost().initialState(given: given, world: world)
  }

  func reducer() -> ShelfApp { ShelfApp() }

  func dependencies(world: MockWorld, into dependencies: inout DependencyValues) {}

  func screen(_ state: ShelfApp.State) -> Screen<ShelfApp.Action> {
    ShelfApp.screen(state)
  }
}
