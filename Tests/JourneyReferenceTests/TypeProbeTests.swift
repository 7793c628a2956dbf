import Foundation
import Synchronization
import Testing

@testable import JourneyReference

/// What the probe reads from a `Decodable` type alone, by decoding it from no data.
@Suite struct TypeProbeTests {
  /// An enumeration whose decoding Swift synthesized, with no raw values and no payloads.
  enum Mood: Codable {
    case calm, busy, away
  }

  /// A structure holding an enumeration of raw values that refuses made-up text.
  struct Shelf: Decodable {
    var sorting: ShelfApp.Sorting
    var moods: [String: Mood]
    var pages: [Int?]
  }

  /// Enumerations of raw values that do not list their cases with `CaseIterable`.
  enum Binding: String, Decodable {
    case paperback, hardcover = "hard cover"
  }

  enum Edition: Int, Decodable {
    case first = 1, second, revised = 10
  }

  /// A structure holding enumerations of raw values that are not `CaseIterable`.
  struct Printing: Decodable {
    var binding: Binding
    var edition: Edition?
  }

  /// A structure that holds itself through a list, deeper than the probe reads.
  struct Comment: Decodable {
    var text: String
    var replies: [Comment]
  }

  @Test func aStructureIsItsKeysWithTheirShapesAndTheKeysItMayLeaveOut() {
    #expect(
      TypeProbe.shape(of: ShelfApp.Owner.self).outline == """
        structure ShelfApp.Owner
          name: scalar String
          verified: scalar Bool
          email?: scalar String
        """)
  }

  @Test func anEnumerationWithoutPayloadsIsItsCasesWithoutValues() {
    #expect(
      TypeProbe.shape(of: Mood.self).outline == """
        enumeration TypeProbeTests.Mood
          case calm
          case busy
          case away
        """)
  }

  @Test func anEnumerationWithPayloadsIsItsCasesWithTheirValues() {
    #expect(
      TypeProbe.shape(of: ShelfApp.Loading.self).outline == """
        enumeration ShelfApp.Loading
          case idle
          case loaded
            _0: list of structure ShelfApp.Book
              title: scalar String
              pages: scalar Int
          case failed
            reason: scalar String
            retries: scalar Int
        """)
  }

  @Test func rawValuesAreAChoiceAndListsMappingsAndOptionalsWrapTheirElements() {
    #expect(
      TypeProbe.shape(of: Shelf.self).outline == """
        structure TypeProbeTests.Shelf
          sorting: choice ShelfApp.Sorting: byTitle | byAuthor | byDate
          moods: mapping of enumeration TypeProbeTests.Mood
            case calm
            case busy
            case away
          pages: list of optional scalar Int
        """)
  }

  @Test func rawValuesAreAChoiceWhetherOrNotTheEnumerationListsItsCases() {
    #expect(
      TypeProbe.shape(of: Printing.self).outline == """
        structure TypeProbeTests.Printing
          binding: choice TypeProbeTests.Binding: paperback | hard cover
          edition?: choice TypeProbeTests.Edition: 1 | 2 | 10
        """)
  }

  @Test func theActionsOfNestedAndPresentedFeaturesAreInsideTheirParentsCases() {
    #expect(
      TypeProbe.shape(of: ShelfApp.Action.self).outline == """
        enumeration ShelfApp.Action
          case appeared
          case titleChanged
            _0: scalar String
          case ratingChanged
            stars: scalar Int
          case bookMoved
            _0: scalar Int
            to: scalar Int
          case sortingPicked
            _0: choice ShelfApp.Sorting: byTitle | byAuthor | byDate
          case bookAdded
            _0: structure ShelfApp.Book
              title: scalar String
              pages: scalar Int
          case bookRenamed
            at: scalar Int
            title: scalar String
            subtitle?: scalar String
          case noteChanged
            _0?: scalar String
          case reader
            _0: enumeration ReaderFeature.Action
              case pageTurned
              case jumped
                toPage: scalar Int
          case search
            _0: enumeration SearchFeature.Action
              case queryChanged
                _0: scalar String
              case resultTapped
                _0: structure ShelfApp.Book
                  title: scalar String
                  pages: scalar Int
          case editor
            _0: enumeration PresentationAction<EditorFeature.Action>
              case presented
                _0: enumeration EditorFeature.Action
                  case draftChanged
                    _0: scalar String
                  case saveTapped
                  case delegate
                    _0: enumeration EditorFeature.Action.Delegate
                      case saved
                        _0: scalar String
              case dismiss
        """)
  }

  /// A structure that counts its decodings.
  struct Counted: Decodable {
    static let decodings = Mutex(0)

    var name: String

    enum CodingKeys: CodingKey {
      case name
    }

    init(from decoder: any Decoder) throws {
      Self.decodings.withLock { $0 += 1 }
      name = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .name)
    }
  }

  @Test func aTypeIsProbedOnceAndItsShapeKept() {
    let shape = TypeProbe.shape(of: Counted.self).outline
    let decodings = Counted.decodings.withLock { $0 }
    #expect(decodings > 0)
    #expect(TypeProbe.shape(of: Counted.self).outline == shape)
    #expect(Counted.decodings.withLock { $0 } == decodings)
    #expect(
      shape == """
        structure TypeProbeTests.Counted
          name: scalar String
        """)
  }

  /// Coding keys counting how often their names are read.
  enum CountedKeys: CodingKey {
    case first, second

    static let reads = Mutex(0)

    var stringValue: String {
      Self.reads.withLock { $0 += 1 }
      return self == .first ? "first" : "second"
    }

    var intValue: Int? { nil }

    init?(stringValue: String) {
      switch stringValue {
      case "first": self = .first
      case "second": self = .second
      default: return nil
      }
    }

    init?(intValue: Int) { nil }
  }

  @Test func theNamesOfCodingKeysAreReadOnceAndKept() {
    #expect(TypeProbe.caseNames(of: CountedKeys.self) == ["first", "second"])
    let reads = CountedKeys.reads.withLock { $0 }
    #expect(reads > 0)
    #expect(TypeProbe.caseNames(of: CountedKeys.self) == ["first", "second"])
    #expect(CountedKeys.reads.withLock { $0 } == reads)
  }

  /// A type that does not decode.
  struct Unreadable {}

  @Test func aTypeAProbedDecodingMetIsDecodableAndATypeThatDoesNotDecodeIsNot() {
    _ = TypeProbe.shape(of: Printing.self)
    #expect(TypeProbe.decodable(Edition.self).map(ObjectIdentifier.init) == ObjectIdentifier(Edition.self))
    #expect(TypeProbe.decodable(Binding.self).map(ObjectIdentifier.init) == ObjectIdentifier(Binding.self))
    #expect(TypeProbe.decodable(Unreadable.self) == nil)
  }

  @Test func aTypeProbedAtAnotherDepthHasTheShapeOfThatDepth() {
    #expect(TypeProbe.shape(of: Printing.self).outline.hasPrefix("structure TypeProbeTests.Printing"))
    #expect(
      TypeProbe.shape(of: Printing.self, depth: TypeProbe.maximumDepth).outline == "scalar TypeProbeTests.Printing")
  }

  @Test func aTypeDecodedFromTextItChecksIsText() {
    #expect(TypeProbe.shape(of: BookID.self).outline == "scalar String")
  }

  /// A name looked up among those known when decoded, counting its look-ups.
  struct KnownName: Decodable {
    static let lookUps = Mutex(0)

    init(from decoder: any Decoder) throws {
      let text = try decoder.singleValueContainer().decode(String.self)
      Self.lookUps.withLock { $0 += 1 }
      throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no name \(text)"))
    }
  }

  @Test func aTypeDecodedFromTextIsTextWithoutItsCheckingMadeUpText() {
    #expect(TypeProbe.shape(of: KnownName.self).outline == "scalar String")
    #expect(KnownName.lookUps.withLock { $0 } == 0)
  }

  @Test func aStructureThatRefusesMadeUpValuesIsNamedOnly() {
    #expect(TypeProbe.shape(of: ShelfApp.Archive.self).outline == "scalar ShelfApp.Archive")
  }

  @Test func swiftsScalarsAreScalarsWhateverTheirDecodingReads() {
    #expect(TypeProbe.shape(of: Date.self).outline == "scalar Date")
    #expect(TypeProbe.shape(of: URL.self).outline == "scalar URL")
    #expect(TypeProbe.shape(of: UInt8.self).outline == "scalar UInt8")
  }

  @Test func aRecursiveTypeIsReadToTheMaximumDepthThenNamed() {
    var shape = TypeProbe.shape(of: Comment.self)
    var levels = 0
    while case .structure(_, let fields) = shape, case .list(let element) = fields[1].shape {
      levels += 1
      shape = element
    }
    #expect(levels == TypeProbe.maximumDepth / 2)
    #expect(shape.outline == "scalar TypeProbeTests.Comment")
  }
}
