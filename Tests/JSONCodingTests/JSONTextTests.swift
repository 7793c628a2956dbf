import JSONCoding
import Testing

@Suite struct JSONTextTests {
  struct Entry: Decodable, Equatable {
    var name: String
    var count: Int
    var tags: [String]
  }

  /// The error decoding `text` as `[String: Entry]` gives, as `line:column: message`.
  private func error(decoding text: String) -> String {
    do {
      _ = try JSONText.decode([String: Entry].self, from: text)
      return "decoded"
    } catch {
      return "\(error.line.map(String.init) ?? "-"):\(error.column.map(String.init) ?? "-"): \(error)"
    }
  }

  struct Link: Encodable {
    var url: String
    var name: String
    var counts: [Int]
  }

  @Test func writesAFileIndentedWithKeysSortedAndSlashesAsTheyAre() throws {
    #expect(
      try JSONText.encode(Link(url: "a/b", name: "A", counts: [1, 2])) == """
        {
          "counts" : [
            1,
            2
          ],
          "name" : "A",
          "url" : "a/b"
        }

        """)
  }

  @Test func writesALineWithKeysSortedAndSlashesAsTheyAre() throws {
    #expect(try JSONText.line(Link(url: "a/b", name: "A", counts: [1, 2])) == #"{"counts":[1,2],"name":"A","url":"a/b"}"#)
    #expect(try JSONText.line("line\nbreak") == #""line\nbreak""#)
  }

  @Test func decodesWhatFits() throws {
    let entries = try JSONText.decode([String: Entry].self, from: #"{"a": {"name": "A", "count": 1, "tags": []}}"#)
    #expect(entries == ["a": Entry(name: "A", count: 1, tags: [])])
  }

  @Test func placesTheFirstPartThatIsNotJSON() {
    #expect(error(decoding: "") == "1:1: not valid JSON: expected a value, found the end of the text")
    #expect(error(decoding: "{\n  \"a\": yes\n}") == #"2:8: not valid JSON: expected a value, found "yes""#)
    #expect(error(decoding: "{\n  a: 1\n}") == #"2:3: not valid JSON: expected a key in double quotes, found "a""#)
    #expect(error(decoding: #"{"a" 1}"#) == #"1:6: not valid JSON: expected ':' after the key, found "1""#)
    #expect(error(decoding: #"{"a": {} "b": {}}"#) == #"1:10: not valid JSON: expected ',' or '}' after the member, found "\"""#)
    #expect(error(decoding: #"{"a": [1 2]}"#) == #"1:10: not valid JSON: expected ',' or ']' after the element, found "2""#)
    #expect(error(decoding: #"{"a": -x}"#) == #"1:8: not valid JSON: expected a digit, found "x""#)
    // Foundation reads some invalid escapes; the first problem named is still the first there is.
    #expect(error(decoding: #"{"a": "\q", "b": tru}"#) == #"1:9: not valid JSON: expected one of \" \\ / \b \f \n \r \t \u after a backslash, found "q""#)
    #expect(error(decoding: #"{"a": "\u12x4", "b": tru}"#) == #"1:12: not valid JSON: expected four hexadecimal digits after \u, found "x4""#)
    #expect(error(decoding: #"{"a": "open"#) == #"1:12: not valid JSON: expected '"' to end the string, found the end of the text"#)
    #expect(error(decoding: "{} {}") == #"1:4: not valid JSON: expected the end of the text after the value, found "{""#)
  }

  @Test func countsColumnsInCharacters() {
    #expect(error(decoding: #"{"café": "é", "b": nope}"#) == #"1:20: not valid JSON: expected a value, found "nope""#)
  }

  @Test func stopsAtContainersNestedTooDeep() {
    let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
    #expect(error(decoding: deep) == "1:513: not valid JSON: containers nested more than 512 deep")
  }

  @Test func placesAValueOfTheWrongKindAndSaysWhatItIs() {
    #expect(
      error(decoding: "{\n  \"a\": {\"name\": \"A\", \"count\": \"1\", \"tags\": []}\n}")
        == "2:31: at a.count: expected a number, found a string")
    #expect(
      error(decoding: #"{"a": {"name": "A", "count": 1, "tags": [1]}}"#)
        == "1:42: at a.tags[0]: expected a string, found a number")
    #expect(error(decoding: #"{"a": []}"#) == "1:7: at a: expected an object, found an array")
    #expect(error(decoding: "[]") == "1:1: expected an object, found an array")
    #expect(
      error(decoding: #"{"a": {"name": null, "count": 1, "tags": []}}"#)
        == "1:16: at a.name: expected a string, found null")
  }

  @Test func placesAMissingKeyAtItsObject() {
    #expect(error(decoding: "{\n  \"a\": {\"name\": \"A\"}\n}") == "2:8: at a: missing key 'count'")
  }

  @Test func matchesKeysByTheirTextAndElementsByTheirIndex() {
    #expect(
      error(decoding: #"{"x": {"name": "A", "count": 1, "tags": []}, "\u0079": {"name": 1}}"#)
        == "1:65: at y.name: expected a string, found a number")
    #expect(
      error(decoding: #"{"\ud83d\ude00": {"name": 2}}"#) == "1:27: at 😀.name: expected a string, found a number")
  }
}
