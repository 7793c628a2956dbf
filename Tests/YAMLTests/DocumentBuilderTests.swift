import Testing
import YAML

@Suite struct DocumentBuilderTests {
  // MARK: Duplicate keys

  @Test func rejectsADuplicateKeyNamingBothPositions() {
    let text = """
      name: Sign in
      # the steps
      steps: []
      timeout: 5
      steps:
        - tap: login
      """
    #expect(
      renderedParseError(text)
        == "test.yaml:5:1: error: duplicate key 'steps'; first defined at 3:1"
    )
  }

  @Test func findsADuplicateAmongManyKeys() {
    let keys = (1...20).map { "k\($0): \($0)" }
    let text = (keys + ["k3: again", "k21: 21"]).joined(separator: "\n")
    #expect(parseError(text)?.message == "duplicate key 'k3'; first defined at 3:1")
    #expect(parseError((keys + ["k21: 21"]).joined(separator: "\n")) == nil)
  }

  @Test func rejectsDuplicateKeysInNestedAndFlowMappings() {
    #expect(parseError("a:\n  b: 1\n  b: 2")?.message == "duplicate key 'b'; first defined at 2:3")
    #expect(parseError("{x: 1, y: 2, x: 3}")?.message == "duplicate key 'x'; first defined at 1:2")
  }

  @Test(arguments: [
    ("1: a\n0x1: b", "duplicate key '0x1'; first defined at 1:1"),
    ("a: 1\n\"a\": 2", "duplicate key 'a'; first defined at 1:1"),
    ("true: 1\nTrue: 2", "duplicate key 'True'; first defined at 1:1"),
    ("~: 1\nnull: 2", "duplicate key 'null'; first defined at 1:1"),
    ("12: 1\n!!int '12': 2", "duplicate key '12'; first defined at 1:1"),
    ("? [a, b]\n: 1\n? [a, b]\n: 2", "duplicate key (a list); first defined at 1:3"),
  ])
  func comparesKeysByValue(_ text: String, message: String) {
    #expect(parseError(text)?.message == message)
  }

  @Test(arguments: [
    "1: a\n\"1\": b", "a: 1\nA: 2", "1: a\n1.0: b", "!x a: 1\na: 2", "? [a]\n: 1\n? [a, b]\n: 2",
  ])
  func acceptsKeysThatDiffer(_ text: String) throws {
    #expect(try parseDocument(text).mapping?.count == 2)
  }

  // MARK: Depth

  @Test func acceptsNestingUpToTheLimit() throws {
    let depth = YAMLParser.maximumDepth
    var node = try parseDocument(
      String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
    var levels = 1
    while let inner = node.sequence?.first {
      node = inner
      levels += 1
    }
    #expect(levels == depth)
  }

  @Test func rejectsNestingBeyondTheLimit() {
    let depth = YAMLParser.maximumDepth + 1
    #expect(
      renderedParseError(
        String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        == "test.yaml:1:257: error: collections nest more than 256 levels deep here; flatten the structure"
    )
  }

  @Test func rejectsVeryDeepBlockNestingQuickly() {
    #expect(
      parseError(String(repeating: "- ", count: 100_000))?.mark == YAMLMark(line: 1, column: 513))
    #expect(
      parseError(String(repeating: "{a: [", count: 200_000))?.mark == YAMLMark(line: 1, column: 641)
    )
  }

  // MARK: Aliases

  @Test func replacesAnAliasWithTheAnchoredNodeAtTheAliasPosition() throws {
    let text = """
      defaults: &login {user: ann, tries: 3}
      first: *login
      """
    let node = try parseDocument(text)
    let login = YAMLNode.mapping(
      [
        (.scalar("user", from: (1, 19), to: (1, 23)), .scalar("ann", from: (1, 25), to: (1, 28))),
        (.scalar("tries", from: (1, 30), to: (1, 35)), .scalar("3", from: (1, 37), to: (1, 38))),
      ],
      from: (1, 11), to: (1, 39)
    )
    #expect(node.value(forKey: "defaults") == login)
    var aliased = login
    aliased.mark = YAMLMark(line: 2, column: 8)
    aliased.endMark = YAMLMark(line: 2, column: 14)
    #expect(node.value(forKey: "first") == aliased)
  }

  @Test func resolvesAnAliasToTheLatestDefinitionOfItsAnchor() throws {
    let node = try parseDocument("- &a one\n- *a\n- &a two\n- *a")
    #expect(node.sequence?.map(\.scalar?.text) == ["one", "one", "two", "two"])
  }

  @Test func rejectsAnAliasBombBeforeExpandingIt() {
    var lines = ["a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    for level in 1...9 {
      let aliases = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
      lines.append("a\(level): &a\(level) [\(aliases)]")
    }
    #expect(
      renderedParseError(lines.joined(separator: "\n"))
        == "test.yaml:5:45: error: aliases expand to more than 100000 nodes by this one; refer "
        + "fewer times to large anchored nodes"
    )
  }

  @Test func acceptsAliasesUpToTheExpansionLimit() throws {
    let items = Array(repeating: "x", count: 999).joined(separator: ", ")
    let aliases = Array(repeating: "*big", count: 100).joined(separator: ", ")
    let node = try parseDocument("big: &big [\(items)]\ncopies: [\(aliases)]")
    #expect(node.value(forKey: "copies")?.sequence?.count == 100)
    #expect(parseError("big: &big [\(items)]\ncopies: [\(aliases), *big]") != nil)
  }

  @Test func rejectsAnUnknownAliasSuggestingAClosebyAnchor() {
    #expect(
      renderedParseError("base: &defaults {a: 1}\nuse: *defualts")
        == "test.yaml:2:6: error: unknown alias '*defualts'; did you mean '*defaults'?"
    )
  }

  @Test func rejectsAnUnknownAliasSayingHowToDefineIt() {
    #expect(
      renderedParseError("use: *missing")
        == "test.yaml:1:6: error: unknown alias '*missing'; define the anchor '&missing' on a "
        + "node before this alias"
    )
  }

  @Test func rejectsAnAliasInsideTheNodeItNames() {
    #expect(
      renderedParseError("loop: &self\n  again: *self")
        == "test.yaml:2:10: error: alias '*self' refers to a node that contains it; a node "
        + "cannot contain itself"
    )
  }

  // MARK: Lone dashes in flow collections

  @Test(arguments: ["[-]", "[a, -]", "{a: -}", "- [-, -]"])
  func rejectsALoneDashInAFlowCollection(_ text: String) {
    #expect(
      parseError(text)?.message
        == "a lone '-' cannot be a value inside brackets or braces; quote it as \"-\"")
  }

  @Test(arguments: ["[-a]", "[\"-\"]", "{-: a}", "key: -a", "[-1]"])
  func acceptsDashesThatStartAValue(_ text: String) throws {
    _ = try parseDocument(text)
  }

  // MARK: Errors reported by libyaml

  @Test func namesTheInnermostCollectionWhenLibYAMLDoesNot() {
    #expect(
      renderedParseError("a: b\n c: d\n")
        == "test.yaml:2:3: error: could not parse a mapping: mapping values are not allowed in "
        + "this context; check the indentation of this line, or quote the value if it contains ': '"
    )
  }
}
