import Testing
import ValueCoding

@Suite struct ValuePathTests {
  @Test func writesKeysWithDotsAndIndicesInBrackets() {
    #expect(ValuePath(["user", "profile", "email"]).description == "user.profile.email")
    #expect(ValuePath(["items", 0, "title"]).description == "items[0].title")
    #expect(ValuePath([0, 1]).description == "[0][1]")
    #expect(ValuePath(["items", "count"]).description == "items.count")
  }

  @Test func quotesKeysThatCannotBeWrittenPlainly() {
    #expect(ValuePath(["routes", "/a.b", "hits"]).description == #"routes["/a.b"].hits"#)
    #expect(ValuePath(["say \"hi\"", "x"]).description == #"["say \"hi\""].x"#)
    #expect(ValuePath(["a\\b"]).description == #"["a\\b"]"#)
    #expect(ValuePath([""]).description == #"[""]"#)
    #expect(ValuePath(["two words"]).description == #"["two words"]"#)
    #expect(ValuePath(["Content-Type"]).description == "Content-Type")
    #expect(ValuePath(["[x]", "a\tb"]).description == "[\"[x]\"][\"a\tb\"]")
    #expect(ValuePath(["café", "no\u{A0}break"]).description == "café[\"no\u{A0}break\"]")
  }

  @Test func theEmptyPathIsTheTopLevel() {
    #expect(ValuePath.root.description == "")
    #expect(ValuePath.root.isEmpty)
    #expect(ValuePath.root.location == "the top level")
    #expect(ValuePath(["user"]).location == "user")
  }

  @Test func aLocationUnderANamedValueStartsWithItsName() {
    #expect(ValuePath.root.location(under: "given") == "given")
    #expect(ValuePath(["user", "name"]).location(under: "given") == "given.user.name")
    #expect(ValuePath([0, "name"]).location(under: "given") == "given[0].name")
  }

  @Test func buildsPathsStepByStep() {
    let path = ValuePath.root.appending(key: "items").appending(index: 2).appending(.key("title"))
    #expect(path == ["items", 2, "title"])
    #expect(path.components == [.key("items"), .index(2), .key("title")])
    #expect(path.prefix(2) == ["items", 2])
    #expect(path.prefix(0) == .root)
  }

  @Test func describesSingleComponents() {
    #expect(ValuePath.Component.key("title").description == "title")
    #expect(ValuePath.Component.index(3).description == "[3]")
    #expect(ValuePath.Component.key("a.b").description == #"["a.b"]"#)
  }
}
