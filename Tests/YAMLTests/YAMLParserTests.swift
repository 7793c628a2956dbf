import Testing
import YAML

@Suite struct YAMLParserTests {
  @Test func buildsMappingsSequencesAndFlowCollectionsWithTheirMarks() throws {
    let text = """
      name: Sign in
      steps:
        - tap: login
        - type: {field: email, text: "a@b.c"}

      """
    let expected = YAMLNode.mapping(
      [
        (.scalar("name", from: (1, 1), to: (1, 5)), .scalar("Sign in", from: (1, 7), to: (1, 14))),
        (
          .scalar("steps", from: (2, 1), to: (2, 6)),
          .sequence(
            [
              .mapping(
                [
                  (
                    .scalar("tap", from: (3, 5), to: (3, 8)),
                    .scalar("login", from: (3, 10), to: (3, 15))
                  )
                ],
                from: (3, 5), to: (3, 15)
              ),
              .mapping(
                [
                  (
                    .scalar("type", from: (4, 5), to: (4, 9)),
                    .mapping(
                      [
                        (
                          .scalar("field", from: (4, 12), to: (4, 17)),
                          .scalar("email", from: (4, 19), to: (4, 24))
                        ),
                        (
                          .scalar("text", from: (4, 26), to: (4, 30)),
                          .scalar("a@b.c", .doubleQuoted, from: (4, 32), to: (4, 39))
                        ),
                      ],
                      from: (4, 11), to: (4, 40)
                    )
                  )
                ],
                from: (4, 5), to: (4, 40)
              ),
            ],
            from: (3, 3), to: (4, 40)
          )
        ),
      ],
      from: (1, 1), to: (4, 40)
    )
    #expect(try parseDocument(text) == expected)
  }

  @Test func buildsBlockScalarsAndQuotedScalars() throws {
    let text = """
      notes: |
        line one
        line two
      summary: >-
        folded
        text
      list: [a, 'b', "c"]
      """
    let expected = YAMLNode.mapping(
      [
        (
          .scalar("notes", from: (1, 1), to: (1, 6)),
          .scalar("line one\nline two\n", .literal, from: (1, 8), to: (4, 1))
        ),
        (
          .scalar("summary", from: (4, 1), to: (4, 8)),
          .scalar("folded text", .folded, from: (4, 10), to: (7, 1))
        ),
        (
          .scalar("list", from: (7, 1), to: (7, 5)),
          .sequence(
            [
              .scalar("a", from: (7, 8), to: (7, 9)),
              .scalar("b", .singleQuoted, from: (7, 11), to: (7, 14)),
              .scalar("c", .doubleQuoted, from: (7, 16), to: (7, 19)),
            ],
            from: (7, 7), to: (7, 20)
          )
        ),
      ],
      from: (1, 1), to: (7, 20)
    )
    #expect(try parseDocument(text) == expected)
  }

  @Test func keepsTagsInFullForm() throws {
    let node = try parseDocument("- !!str 12\n- !local x\n- ! y\n- z")
    #expect(node.sequence?.map(\.scalar?.tag) == ["tag:yaml.org,2002:str", "!local", "!", nil])
    #expect(node.sequence?.first?.mark == YAMLMark(line: 1, column: 3))
  }

  @Test func keepsMappingEntriesInDocumentOrder() throws {
    let node = try parseDocument("zeta: 1\nalpha: 2\nmid: 3")
    #expect(node.mapping?.map(\.key.scalar?.text) == ["zeta", "alpha", "mid"])
  }

  @Test func unescapesDoubleQuotedText() throws {
    let node = try parseDocument(#"a: "tab\there\u00e9 \"q\" \0 end""#)
    #expect(node.value(forKey: "a")?.scalar?.text == "tab\there\u{e9} \"q\" \u{0} end")
  }

  @Test(arguments: ["", "# only a comment\n", "\n\n", "\u{FEFF}"])
  func returnsNilForATextWithoutADocument(_ text: String) throws {
    #expect(try YAMLParser.parse(text, file: "empty.yaml") == nil)
  }

  @Test func readsAnExplicitEmptyDocumentAsNull() throws {
    let node = try parseDocument("---\n")
    #expect(node.isNull)
    #expect(node.scalar?.style == .plain)
  }

  @Test func readsATopLevelScalar() throws {
    #expect(try parseDocument("--- hello\n...\n") == .scalar("hello", from: (1, 5), to: (1, 10)))
  }

  @Test func rejectsASecondDocumentNamingWhereItStarts() {
    #expect(
      renderedParseError("a: 1\n---\nb: 2\n")
        == "test.yaml:2:1: error: a second YAML document starts at 2:1, but a journey file "
        + "holds one document; remove it or move it to a file of its own"
    )
    #expect(parseError("--- a\n... \nb\n")?.mark == YAMLMark(line: 3, column: 1))
  }

  @Test func skipsAByteOrderMarkWithoutShiftingColumns() throws {
    let node = try parseDocument("\u{FEFF}key: value")
    #expect(node.value(forKey: "key") == .scalar("value", from: (1, 6), to: (1, 11)))
  }

  @Test func countsLinesOfCRLFText() throws {
    let node = try parseDocument("a: 1\r\nb: 2\r\n")
    #expect(node.value(forKey: "b") == .scalar("2", from: (2, 4), to: (2, 5)))
  }

  @Test func countsColumnsInUnicodeScalars() throws {
    let node = try parseDocument("é: ü\nkey: [ñ, x]")
    #expect(node.value(forKey: "é") == .scalar("ü", from: (1, 4), to: (1, 5)))
    #expect(node.value(forKey: "key")?.sequence?.last == .scalar("x", from: (2, 10), to: (2, 11)))
  }

  @Test func rejectsBytesThatAreNotUTF8AtTheirPosition() {
    let bytes = Array("a: b\nc: d".utf8) + [0xFF] + Array("\n".utf8)
    #expect(
      throws: YAMLError(
        file: "bad.yaml",
        mark: YAMLMark(line: 2, column: 5),
        message:
          "could not read the text: invalid leading UTF-8 octet (byte 0xFF); save the file as UTF-8"
      )
    ) {
      try YAMLParser.parse(bytes, file: "bad.yaml")
    }
  }

  @Test func rejectsATruncatedUTF8Sequence() {
    let bytes = Array("key: caf".utf8) + [0xC3]
    #expect(
      throws: YAMLError(
        file: "cut.yaml",
        mark: YAMLMark(line: 1, column: 9),
        message: "could not read the text: incomplete UTF-8 octet sequence; save the file as UTF-8"
      )
    ) {
      try YAMLParser.parse(bytes, file: "cut.yaml")
    }
  }

  @Test func rejectsNULCharacters() {
    #expect(
      renderedParseError("a: b\nc: \u{0}d\n")
        == "test.yaml:2:4: error: could not read the text: control characters are not allowed "
        + "(U+0000); remove it, or write it as an escape inside a double-quoted string"
    )
  }

  @Test func parsesTheSameTextFromAStringOrItsBytes() throws {
    let text = "a: [1, 2]\nb: {c: d}\n"
    #expect(try YAMLParser.parse(text, file: "f") == YAMLParser.parse(Array(text.utf8), file: "f"))
  }

  /// Positions along one long line are found walking forward from the previous one, not from
  /// the start of the line each time.
  @Test(.timeLimit(.minutes(1)))
  func parsesALongSingleLineInLinearTime() throws {
    let text = "[" + Array(repeating: "1", count: 200_000).joined(separator: ", ") + "]"
    #expect(try parseDocument(text).sequence?.count == 200_000)
  }

  /// Random texts made of YAML's syntax characters, from a fixed seed: each must give a node or
  /// an error located inside the text, never a crash or a hang.
  @Test func neverFailsOtherThanWithALocatedErrorOnRandomText() {
    let alphabet = Array("ab: -?[]{},#&*!|>'\"%@`\\\t\n\r \u{0}é...---~0x1".unicodeScalars)
    var generator = SplitMix64(seed: 0x5EED)
    for _ in 0..<3_000 {
      let length = Int(generator.next() % 40)
      var text = String.UnicodeScalarView()
      for _ in 0..<length { text.append(alphabet[Int(generator.next() % UInt64(alphabet.count))]) }
      let string = String(text)
      if let error = parseError(string) {
        let lineCount = string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
          .count
        #expect(
          error.mark.line >= 1 && error.mark.line <= lineCount + 1,
          "\(string.debugDescription): \(error)")
        #expect(error.mark.column >= 1, "\(string.debugDescription): \(error)")
      }
    }
  }

  @Test func neverFailsOtherThanWithALocatedErrorOnRandomBytes() {
    var generator = SplitMix64(seed: 42)
    for _ in 0..<2_000 {
      let bytes = (0..<Int(generator.next() % 24)).map { _ in
        UInt8(truncatingIfNeeded: generator.next())
      }
      do {
        _ = try YAMLParser.parse(bytes, file: "random")
      } catch {
        #expect(error.mark.line >= 1 && error.mark.column >= 1, "\(bytes): \(error)")
      }
    }
  }
}
