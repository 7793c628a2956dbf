import Testing
import ValueCoding

@testable import JourneyReference

/// How a shape and a type's name read in `journey describe`.
@Suite struct TypeShapeTests {
  private let owner = TypeProbe.shape(of: ShelfApp.Owner.self)

  @Test func scalarsReadInTheWordsOfJourneys() {
    let names = ["String", "Bool", "Int64", "Decimal", "Date", "URL", "Value", "BookID"]
    #expect(
      names.map { TypeShape.scalar($0).summary } == [
        "text", "boolean", "integer", "number", "date (ISO 8601)", "URL", "any value", "BookID",
      ])
  }

  @Test func aStructureIsExpandedAtTheTopAndNamedInside() {
    #expect(owner.summary == "{ name: text, verified: boolean, email?: text }")
    #expect(owner.summary(expandingStructures: false) == "ShelfApp.Owner")
    #expect(TypeShape.list(owner).summary == "[ShelfApp.Owner]")
    #expect(TypeShape.mapping(owner).summary == "{ text: ShelfApp.Owner }")
    #expect(TypeShape.optional(owner).summary == "{ name: text, verified: boolean, email?: text } or null")
    #expect(TypeShape.structure("Empty", []).summary == "Empty")
  }

  @Test func choicesAndEnumerationsReadAsTheirValuesAndTheirName() {
    #expect(TypeProbe.shape(of: ShelfApp.Sorting.self).summary == "one of byTitle | byAuthor | byDate")
    #expect(TypeProbe.shape(of: ShelfApp.Loading.self).summary == "ShelfApp.Loading")
  }

  @Test func unwrappedTakesOffEveryOptional() {
    #expect(TypeShape.optional(.optional(.scalar("Int"))).unwrapped.summary == "integer")
  }

  @Test func typeNamesAreWrittenAsSwiftWritesThemWithoutTheirModule() {
    #expect(TypeName.of(ShelfApp.Book?.self) == "ShelfApp.Book?")
    #expect(TypeName.of([String: [Int]].self) == "[String: [Int]]")
    #expect(TypeName.of(Result<[BookID], Never>.self) == "Result<[BookID], Never>")
    #expect(TypeName.of([String: Result<Int?, Never>].self) == "[String: Result<Int?, Never>]")
    #expect(TypeName.of(EditorFeature.Action.Delegate.self) == "EditorFeature.Action.Delegate")
  }

  @Test func aValueOfUnknownTypeIsNamedByItsKind() {
    let values: [Value] = [nil, true, 1, 1.5, "a", [1], ["a": 1]]
    #expect(values.map(TypeName.kind) == ["null", "boolean", "integer", "number", "text", "list", "mapping"])
  }
}
