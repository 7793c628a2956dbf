import Foundation
import Testing
import ValueCoding

@Suite struct DecodingSessionTests {
  @Test func decodesEveryIntegerWidthWithinRange() throws {
    let decoder = ValueDecoder()
    #expect(try decoder.decode(Int8.self, from: -128) == -128)
    #expect(try decoder.decode(Int16.self, from: 300) == 300)
    #expect(try decoder.decode(Int32.self, from: 70_000) == 70_000)
    #expect(try decoder.decode(Int64.self, from: .int(Int.max)) == Int64.max)
    #expect(try decoder.decode(UInt.self, from: 7) == 7)
    #expect(try decoder.decode(UInt8.self, from: 255) == 255)
    #expect(try decoder.decode(UInt16.self, from: 65_535) == 65_535)
    #expect(try decoder.decode(UInt32.self, from: 1) == 1)
    #expect(try decoder.decode(UInt64.self, from: 1) == 1)
    #expect(try decoder.decode(Int.self, from: 2.0) == 2)
    #expect(try decoder.decode(Int128.self, from: -5) == -5)
    #expect(try decoder.decode([UInt128].self, from: [5]) == [5])
  }

  @Test func decodesWideIntegersInMappings() throws {
    struct Wide: Decodable, Equatable {
      var signed: Int128
      var unsigned: UInt128
    }
    let wide = try ValueDecoder().decode(Wide.self, from: ["signed": -1, "unsigned": 1])
    #expect(wide == Wide(signed: -1, unsigned: 1))
    #expect(
      decodingMessage(Wide.self, from: ["signed": 1, "unsigned": -1])
        == "expected an integer from 0 to 340282366920938463463374607431768211455 at unsigned, "
        + "found -1"
    )
  }

  @Test(arguments: [
    (Value.int(300), "expected an integer from -128 to 127 at the top level, found 300"),
    (.int(-129), "expected an integer from -128 to 127 at the top level, found -129"),
    (.double(2.5), "expected an integer at the top level, found 2.5"),
    (.double(.infinity), "expected an integer at the top level, found inf"),
    (.double(1e30), "expected an integer from -128 to 127 at the top level, found 1e+30"),
    (.string("2"), "expected an integer at the top level, found a string"),
    (.null, "expected an integer at the top level, found null"),
  ])
  func rejectsIntegersOutOfRangeOrOfTheWrongKind(value: Value, message: String) {
    #expect(decodingMessage(Int8.self, from: value) == message)
  }

  @Test func rejectsNegativeUnsignedIntegers() {
    #expect(
      decodingMessage(UInt.self, from: -1)
        == "expected an integer from 0 to 18446744073709551615 at the top level, found -1"
    )
  }

  @Test func decodesFloatingPointFromAnyNumber() throws {
    #expect(try ValueDecoder().decode(Double.self, from: 3) == 3.0)
    #expect(try ValueDecoder().decode(Double.self, from: 0.25) == 0.25)
    #expect(try ValueDecoder().decode(Float.self, from: 0.1) == Float(0.1))
    #expect(
      decodingMessage(Double.self, from: "1")
        == "expected a number at the top level, found a string")
  }

  @Test func decodesBooleansAndStringsOnlyFromTheirKinds() throws {
    #expect(try ValueDecoder().decode(Bool.self, from: true))
    #expect(try ValueDecoder().decode(String.self, from: "x") == "x")
    #expect(
      decodingMessage(Bool.self, from: "true")
        == "expected a boolean at the top level, found a string")
    #expect(
      decodingMessage(String.self, from: nil) == "expected a string at the top level, found null")
    #expect(
      decodingMessage(String.self, from: [1]) == "expected a string at the top level, found a list")
    #expect(
      decodingMessage([String].self, from: "a")
        == "expected a list at the top level, found a string")
  }

  @Test(arguments: [
    (
      Value.string("yesterday"), "start",
      "expected an ISO 8601 date-time like '2024-05-01T09:30:00Z' at start, found 'yesterday'"
    ),
    (
      .int(1_714_555_800), "start",
      "expected an ISO 8601 date-time like '2024-05-01T09:30:00Z' at start, found a number"
    ),
    (
      .string("5 parsecs"), "every",
      "expected a duration like '300ms', '1.5s', '2m' or '1h30m' at every, found '5 parsecs'"
    ),
    (
      .string("-1s"), "every",
      "expected a duration like '300ms', '1.5s', '2m' or '1h30m' at every, found '-1s'"
    ),
    (
      .int(300), "every",
      "expected a duration like '300ms', '1.5s', '2m' or '1h30m' at every, found a number"
    ),
    (
      .string("abc"), "id",
      "expected a UUID like 'E621E1F8-C36C-495A-93FC-0C247A3E6E5F' at id, found 'abc'"
    ),
  ])
  func explainsTextThatIsNotTheExpectedType(value: Value, key: String, message: String) {
    var schedule: ValueObject = [
      "start": "2024-05-01T09:30:00Z", "every": "1s", "id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
    ]
    schedule[key] = value
    #expect(decodingMessage(Schedule.self, from: .object(schedule)) == message)
  }

  @Test func readsURLsStrictly() throws {
    #expect(
      try ValueDecoder().decode(URL.self, from: "https://example.com/a?b=c").absoluteString
        == "https://example.com/a?b=c")
    #expect(decodingMessage(URL.self, from: "") == "expected a URL at the top level, found ''")
    #expect(
      decodingMessage(URL.self, from: "a b") == "expected a URL at the top level, found 'a b'")
  }

  @Test func decodesRawValueEnumerations() throws {
    #expect(try ValueDecoder().decode(Language.self, from: "vi") == .vi)
    #expect(try ValueDecoder().decode(Theme.self, from: "dark") == .dark)
    #expect(
      decodingMessage(Language.self, from: 5)
        == "expected a string at the top level, found a number")
  }

  @Test func suggestsRawValuesOfCaseIterableEnumerations() {
    struct Settings: Decodable {
      var language: Language
    }
    #expect(
      decodingMessage(Settings.self, from: ["language": "vie"])
        == "unknown value 'vie' at language; did you mean 'vi'?"
    )
    #expect(
      decodingMessage(Settings.self, from: ["language": "de"])
        == "unknown value 'de' at language; expected one of: en, vi, fr"
    )
    #expect(
      decodingError(Settings.self, from: ["language": "VI"])
        == ValueDecodingError(
          path: ["language"],
          problem: .unknownValue("VI", suggestion: "vi", knownValues: ["en", "vi", "fr"]))
    )
  }

  @Test func probesRawValuesOfOtherEnumerations() {
    #expect(
      decodingMessage(Theme.self, from: "drak")
        == "unknown value 'drak' at the top level; did you mean 'dark'?")
    #expect(
      decodingMessage(Theme.self, from: "Light")
        == "unknown value 'Light' at the top level; did you mean 'light'?")
    #expect(
      decodingMessage(Theme.self, from: "purple") == "unknown value 'purple' at the top level")
  }
}
