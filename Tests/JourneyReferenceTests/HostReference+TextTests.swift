import JourneyReference
import Testing

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
}
