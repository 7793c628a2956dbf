import Testing
import ValueCoding

@testable import JourneyReference

/// A type the probe cannot make up is read from the example it gives.
@Suite struct StateExampleTests {
  /// A type whose example cannot be encoded: its shape is read from its decoding.
  struct Unencodable: Codable, StateExample {
    struct Refusal: Error {}

    var count: Int

    static var stateExample: Self { Self(count: 1) }

    func encode(to encoder: any Encoder) throws { throw Refusal() }
  }

  /// An enumeration that gives an example, as an enumeration may.
  enum Shelving: Codable, StateExample {
    case byAuthor
    case byShelf(row: Int)

    static var stateExample: Self { .byShelf(row: 2) }
  }

  @Test func anEnumerationThatGivesAnExampleIsReadAsItsDecodingIs() {
    #expect(
      TypeProbe.shape(of: Shelving.self).outline
        == TypeProbe.shape(of: Shelving.self, readingExample: false).outline)
    #expect(TypeProbe.shape(of: Shelving.self).outline.hasPrefix("enumeration StateExampleTests.Shelving"))
  }

  @Test func aTypeThatGivesAnExampleIsReadFromIt() {
    #expect(
      TypeProbe.shape(of: EditorFeature.State.self).outline == """
        structure EditorFeature.State
          book: scalar String
          draft: scalar String
          chapters: list of scalar String
        """)
  }

  @Test func withoutItsExampleTheTypeIsNamedOnly() {
    #expect(
      TypeProbe.shape(of: EditorFeature.State.self, readingExample: false).outline
        == "scalar EditorFeature.State")
  }

  @Test func theShapesWithAndWithoutTheExampleAreKeptApart() {
    let read = TypeProbe.shape(of: EditorFeature.State.self).outline
    #expect(TypeProbe.shape(of: EditorFeature.State.self, readingExample: false).outline == "scalar EditorFeature.State")
    #expect(TypeProbe.shape(of: EditorFeature.State.self).outline == read)
    #expect(read.hasPrefix("structure EditorFeature.State"))
  }

  @Test func anExampleThatDoesNotEncodeLeavesTheShapeToTheTypesDecoding() {
    #expect(
      TypeProbe.shape(of: Unencodable.self).outline == """
        structure StateExampleTests.Unencodable
          count: scalar Int
        """)
  }

  @Test func theReferenceListsThePathsInsideAPartAbsentAtLaunchFromItsExample() {
    let state = HostReference.statePaths(of: ShelfHost())
      .map { "\($0.path): \($0.type)" }
      .filter { $0.hasPrefix("editor") || $0.hasPrefix("archived") }
    #expect(
      state == [
        "editor: EditorFeature.State or null",
        "editor.book: text",
        "editor.draft: text",
        "editor.chapters: [text]",
        "archived: ShelfApp.Archive or null",
      ])
  }
}
