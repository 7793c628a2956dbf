import JourneyModel
import Testing
import ValueCoding

@Suite struct GivenTests {
  let value = LocatedValue(
    ["user": ["roles": ["admin"]]],
    locations: [
      .root: FileLocation(file: "j.yaml", line: 2, column: 1),
      ["user"]: FileLocation(file: "j.yaml", line: 3, column: 3),
      ["user", "roles", 0]: FileLocation(file: "j.yaml", line: 5, column: 7),
    ]
  )

  @Test func locatesAPartByItsPath() {
    #expect(value.location(of: ["user", "roles", 0]) == FileLocation(file: "j.yaml", line: 5, column: 7))
    #expect(value.location(of: .root) == FileLocation(file: "j.yaml", line: 2, column: 1))
  }

  @Test func fallsBackToTheNearestLocatedAncestor() {
    #expect(value.location(of: ["user", "roles"]) == FileLocation(file: "j.yaml", line: 3, column: 3))
    #expect(
      value.location(of: ["user", "roles", 0, "name"]) == FileLocation(file: "j.yaml", line: 5, column: 7))
    #expect(value.location(of: ["other"]) == FileLocation(file: "j.yaml", line: 2, column: 1))
  }

  @Test func locatesAProblemWithAKeyAtTheKeyAndOtherProblemsAtTheValue() {
    let value = LocatedValue(
      ["signedIn": "maybe"],
      locations: [
        .root: FileLocation(file: "j.yaml", line: 3, column: 3),
        ["signedIn"]: FileLocation(file: "j.yaml", line: 3, column: 13),
      ],
      keyLocations: [["signedIn"]: FileLocation(file: "j.yaml", line: 3, column: 3)]
    )
    #expect(value.location(of: .value(["signedIn"])) == FileLocation(file: "j.yaml", line: 3, column: 13))
    #expect(value.location(of: .key(["signedIn"])) == FileLocation(file: "j.yaml", line: 3, column: 3))
    #expect(value.location(of: .key(["signedIn", "name"])) == FileLocation(file: "j.yaml", line: 3, column: 13))
  }

  @Test func hasNoLocationWhenNothingIsLocated() {
    #expect(LocatedValue(["a": 1]).location(of: ["a"]) == nil)
  }

  @Test func startsEmpty() {
    let given = Given()
    #expect(given.mocks.isEmpty)
    #expect(given.app == LocatedValue(.object([:])))
  }
}
