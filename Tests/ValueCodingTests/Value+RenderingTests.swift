import Testing
import ValueCoding

@Suite struct ValueRenderingTests {
  @Test func rendersNestedStateAsIndentedBlocks() {
    let state: Value = [
      "user": [
        "name": "Ann",
        "email": nil,
        "age": 42,
        "tags": ["admin", "beta"],
        "settings": ["language": "vi", "notifications": true],
      ],
      "items": [
        ["title": "Milk", "done": false, "price": 1.5],
        ["title": "Eggs", "done": true, "price": 2.0],
      ],
      "matrix": [[1, 2], [], [[:]]],
      "empty": [:],
      "none": [],
    ]
    #expect(
      state.rendered == """
        user:
          name: Ann
          email: null
          age: 42
          tags:
            - admin
            - beta
          settings:
            language: vi
            notifications: true
        items:
          - title: Milk
            done: false
            price: 1.5
          - title: Eggs
            done: true
            price: 2.0
        matrix:
          - - 1
            - 2
          - []
          - - {}
        empty: {}
        none: []
        """
    )
  }

  @Test func rendersScalarsOnOneLine() {
    #expect(Value.null.rendered == "null")
    #expect(Value.bool(false).rendered == "false")
    #expect(Value.int(-7).rendered == "-7")
    #expect(Value.double(0.1).rendered == "0.1")
    #expect(Value.double(1e-7).rendered == "1e-07")
    #expect(Value.double(.nan).rendered == ".nan")
    #expect(Value.double(.infinity).rendered == ".inf")
    #expect(Value.double(-.infinity).rendered == "-.inf")
    #expect(Value.array([]).rendered == "[]")
    #expect(Value.object([:]).rendered == "{}")
  }

  @Test func rendersMappingsInListsCompactly() {
    let value: Value = [["a": 1, "b": ["c": 2]], ["d": [3]]]
    #expect(
      value.rendered == """
        - a: 1
          b:
            c: 2
        - d:
            - 3
        """
    )
  }

  @Test func rendersListsInListsOnTheElementsLine() {
    let value: Value = ["grid": [[1, 2], [["x": [true]]], []]]
    #expect(
      value.rendered == """
        grid:
          - - 1
            - 2
          - - x:
                - true
          - []
        """
    )
  }

  @Test(arguments: [
    ("plain text", "plain text"),
    ("https://example.com/a?b=c", "https://example.com/a?b=c"),
    ("a:b", "a:b"),
    ("it's", "it's"),
    ("Việt", "Việt"),
    ("", #""""#),
    (" padded", #"" padded""#),
    ("padded ", #""padded ""#),
    ("42", #""42""#),
    ("1.5", #""1.5""#),
    ("2024-05-01T09:30:00Z", #""2024-05-01T09:30:00Z""#),
    ("-1", #""-1""#),
    ("- item", #""- item""#),
    (".inf", #"".inf""#),
    ("+1", #""+1""#),
    ("~", #""~""#),
    ("true", #""true""#),
    ("False", #""False""#),
    ("null", #""null""#),
    ("NULL", #""NULL""#),
    ("yes", #""yes""#),
    ("off", #""off""#),
    ("n", #""n""#),
    ("key: value", #""key: value""#),
    ("C#", "C#"),
    ("a#b", "a#b"),
    ("note #1", #""note #1""#),
    ("ends:", #""ends:""#),
    ("#tag", ##""#tag""##),
    ("[x]", #""[x]""#),
    ("{x}", #""{x}""#),
    ("*ref", #""*ref""#),
    ("&anchor", #""&anchor""#),
    ("!tag", #""!tag""#),
    ("|", #""|""#),
    (">", #"">""#),
    ("'quoted'", #""'quoted'""#),
    ("%x", #""%x""#),
    ("@x", #""@x""#),
    ("`x`", #""`x`""#),
    ("?", #""?""#),
    (",", #"",""#),
    ("say \"hi\"", "say \"hi\""),
    ("\"hi\"", #""\"hi\"""#),
    ("line\nbreak", #""line\nbreak""#),
    ("tab\there", #""tab\there""#),
    ("back\\slash\r", #""back\\slash\r""#),
    ("bell\u{07}", #""bell\u0007""#),
    ("sep\u{2028}", #""sep\u2028""#),
    ("del\u{7F}", #""del\u007F""#),
    ("unit\u{1F}sep", #""unit\u001Fsep""#),
    ("\ttab", #""\ttab""#),
    ("x", "x"),
    ("nulls", "nulls"),
    ("café: ok", #""café: ok""#),
    ("\u{A0}nbsp", "\"\u{A0}nbsp\""),
  ])
  func quotesStringsOnlyWhenNeeded(text: String, rendered: String) {
    #expect(Value.string(text).rendered == rendered)
  }

  @Test func quotesKeysLikeStrings() {
    let value: Value = ["plain": 1, "two words": 2, "": 3, "true": 4, "a: b": 5, "7": 6]
    #expect(
      value.rendered == """
        plain: 1
        two words: 2
        "": 3
        "true": 4
        "a: b": 5
        "7": 6
        """
    )
  }

  @Test func isTheSameForEqualValuesBuiltTheSameWay() {
    let first: Value = ["b": [1, 2], "a": ["c": nil]]
    let second: Value = ["b": [1, 2], "a": ["c": nil]]
    #expect(first.rendered == second.rendered)
  }
}
