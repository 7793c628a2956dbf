import Testing
import ValueCoding

@Suite struct ValuePathParsingTests {
  @Test func parsesKeysAndIndices() throws {
    #expect(try ValuePath(parsing: "user.profile.email") == ["user", "profile", "email"])
    #expect(try ValuePath(parsing: "items[0].title") == ["items", 0, "title"])
    #expect(try ValuePath(parsing: "matrix[1][2]") == ["matrix", 1, 2])
    #expect(try ValuePath(parsing: "[3].name") == [3, "name"])
    #expect(try ValuePath(parsing: "items.count") == ["items", "count"])
    #expect(try ValuePath(parsing: "a-b_c.0") == ["a-b_c", "0"])
    #expect(try ValuePath(parsing: "") == .root)
  }

  @Test func readsDottedKeysOfAnyCharactersAllowed() throws {
    #expect(try ValuePath(parsing: "total") == ["total"])
    #expect(try ValuePath(parsing: "café.thành_phố") == ["café", "thành_phố"])
    #expect(try ValuePath(parsing: "a:b.c#d.e$f") == ["a:b", "c#d", "e$f"])
    #expect(throws: ValuePathSyntaxError.self) { try ValuePath(parsing: "tên người") }
  }

  @Test func parsesQuotedKeys() throws {
    #expect(try ValuePath(parsing: #"routes["/a.b"].hits"#) == ["routes", "/a.b", "hits"])
    #expect(try ValuePath(parsing: #"["say \"hi\""]"#) == ["say \"hi\""])
    #expect(try ValuePath(parsing: #"["a\\b"]"#) == ["a\\b"])
    #expect(try ValuePath(parsing: #"[""]"#) == [""])
  }

  @Test func readsBackWhatItWrites() throws {
    let paths: [ValuePath] = [
      ["user", "profile", "email"], ["items", 0, "title"], ["routes", "/a.b", "hits"],
      ["say \"hi\"", 1], ["", "a\\b"], [0], .root,
    ]
    for path in paths {
      #expect(try ValuePath(parsing: path.description) == path)
    }
  }

  @Test(arguments: [
    ("user..name", "expected a key at column 6 of path 'user..name', found '.'"),
    ("user.", "expected a key at column 6 of path 'user.', found the end of the path"),
    (".user", "expected a key at column 1 of path '.user', found '.'"),
    ("user name", "expected '.' or '[' at column 5 of path 'user name', found ' '"),
    ("items[x]", "expected an index or a quoted key at column 7 of path 'items[x]', found 'x'"),
    ("items[-1]", "expected an index or a quoted key at column 7 of path 'items[-1]', found '-'"),
    ("items[0", "expected ']' at column 8 of path 'items[0', found the end of the path"),
    ("items[0.title", "expected ']' at column 8 of path 'items[0.title', found '.'"),
    ("items]", "expected '.' or '[' at column 6 of path 'items]', found ']'"),
    ("items.[0]", "expected a key at column 7 of path 'items.[0]', found '['"),
    (#"a["b"#, #"expected '"' at column 5 of path 'a["b', found the end of the path"#),
    (#"a["b\n"]"#, #"expected '"' or '\' after '\' at column 6 of path 'a["b\n"]', found 'n'"#),
    (
      "items[99999999999999999999]",
      "expected an index no larger than 9223372036854775807 at column 7 of path "
        + "'items[99999999999999999999]', found '99999999999999999999'"
    ),
  ])
  func rejectsMalformedPaths(text: String, message: String) {
    #expect(throws: ValuePathSyntaxError.self) { try ValuePath(parsing: text) }
    do {
      _ = try ValuePath(parsing: text)
    } catch {
      #expect(error.description == message)
      #expect(error.text == text)
    }
  }

  @Test func reportsTheColumnOfTheProblem() {
    do {
      _ = try ValuePath(parsing: "ab..c")
      Issue.record("expected an error")
    } catch {
      #expect(
        error == ValuePathSyntaxError(text: "ab..c", column: 4, expected: "a key", found: "'.'"))
    }
  }
}
