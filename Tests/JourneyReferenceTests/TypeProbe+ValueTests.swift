import Testing
import ValueCoding

@testable import JourneyReference

/// What the probe reads from a part of the state as it is and as it encodes.
@Suite struct TypeProbeValueTests {
  /// A label whose encoding writes a key its decoding never reads.
  struct Label: Codable {
    var text: String

    init(text: String) {
      self.text = text
    }

    private enum CodingKeys: String, CodingKey {
      case text, length
    }

    init(from decoder: any Decoder) throws {
      text = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .text)
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(text, forKey: .text)
      try container.encode(text.count, forKey: .length)
    }
  }

  private func shape<Subject: Encodable>(of subject: Subject) throws -> TypeShape {
    TypeProbe.shape(of: subject, encodedAs: try ValueEncoder().encode(subject), depth: 0)
  }

  @Test func aKeyThatNamesNoPropertyHasTheShapeItsDecodingReadsOrOfWhatItHolds() throws {
    #expect(
      try shape(of: ShelfApp.Owner()).outline == """
        structure ShelfApp.Owner
          name: scalar String
          verified: scalar Bool
          email: optional scalar String
        """)
    #expect(
      try shape(of: Label(text: "Dune")).outline == """
        structure TypeProbeValueTests.Label
          text: scalar String
          length: scalar integer
        """)
  }

  @Test func anOptionalThatHoldsAValueIsReadFromTheValue() throws {
    var state = ShelfApp.State()
    state.archived = ShelfApp.Archive(lastBook: BookID("dune"), count: 2)
    guard case .structure(_, let fields) = try shape(of: state) else {
      Issue.record("the state is not a structure")
      return
    }
    let archived = try #require(fields.first { $0.key == "archived" })
    #expect(
      archived.shape.outline == """
        optional structure ShelfApp.Archive
          lastBook: scalar String
          count: scalar Int
        """)
  }

  @Test func anOptionalThatIsNilIsReadFromItsType() throws {
    guard case .structure(_, let fields) = try shape(of: ShelfApp.State()) else {
      Issue.record("the state is not a structure")
      return
    }
    let shapes = Dictionary(uniqueKeysWithValues: fields.map { ($0.key, $0.shape.outline) })
    #expect(shapes["archived"] == "optional scalar ShelfApp.Archive")
    #expect(shapes["note"] == "optional scalar String")
    #expect(shapes["lastOpenedPage"] == "optional scalar Int")
    #expect(
      shapes["search"] == """
        optional structure SearchFeature.State
          query: scalar String
          results: list of structure ShelfApp.Book
            title: scalar String
            pages: scalar Int
        """)
  }

  @Test func anEnumerationInTheStateIsEveryCaseWhicheverItHolds() throws {
    var state = ShelfApp.State()
    state.loading = .failed(reason: "offline", retries: 3)
    guard case .structure(_, let fields) = try shape(of: state) else {
      Issue.record("the state is not a structure")
      return
    }
    let loading = try #require(fields.first { $0.key == "loading" })
    #expect(loading.shape.outline == TypeProbe.shape(of: ShelfApp.Loading.self).outline)
  }
}
