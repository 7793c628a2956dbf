import JourneyReference
import Testing

/// The values each part of the state can hold, as the shelf's types tell them.
@Suite struct StateValuesTests {
  private let values = Dictionary(
    uniqueKeysWithValues: HostReference.statePaths(of: ShelfHost()).map { ($0.path, $0.values) })

  @Test func scalarsHoldTheirKind() {
    #expect(values["title"] == .text)
    #expect(values["shelfSize"] == .integer)
    #expect(values["rating"] == .number)
    #expect(values["isPublic"] == .boolean)
    #expect(values["editor.book"] == .text)
  }

  @Test func optionalsHoldTheirKindOrNullWhetherNilOrNot() {
    #expect(values["note"] == .optional(.text))
    #expect(values["lastOpenedPage"] == .optional(.integer))
    #expect(values["owner.email"] == .optional(.text))
    #expect(values["reader.bookmark"] == .optional(.integer))
  }

  @Test func anEnumerationOfRawValuesHoldsThoseValues() {
    #expect(values["sorting"] == .choice(["byTitle", "byAuthor", "byDate"]))
    #expect(values["sorting"]??.description == "one of byTitle, byAuthor, byDate")
  }

  @Test func aKeyThatNamesNoPropertyHoldsWhatItsDecodingReads() {
    #expect(values["owner.verified"] == .boolean)
  }

  @Test func structuresListsMappingsAndCasesWithoutValuesAreNotToldApart() {
    for path in ["owner", "books", "tagCounts", "loading", "loading.idle", "search", "editor", "archived"] {
      #expect(values[path] == .some(nil), "\(path)")
    }
    #expect(values["loading.failed.retries"] == .integer)
  }

  @Test func aCaseWithValuesHoldsThemUnderTheirKeys() {
    #expect(values["loading.failed"] == .enumerationCase(keys: ["reason", "retries"]))
    #expect(values["loading.loaded"]??.description == "its case's values under _0")
    #expect(StateValues.enumerationCase(keys: ["_0"]).admits(["_0": "noConnection"]))
    #expect(StateValues.enumerationCase(keys: ["_0"]).admits(nil))
    #expect(!StateValues.enumerationCase(keys: ["_0"]).admits("noConnection"))
  }
}
