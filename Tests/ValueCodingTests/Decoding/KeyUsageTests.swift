import Testing
import ValueCoding

@Suite struct KeyUsageTests {
  private let validUser: ValueObject = [
    "name": "Ann", "age": 42, "profile": ["bio": "Hi", "links": []],
  ]

  @Test func acceptsInputWithOnlyKnownKeys() throws {
    let user = try ValueDecoder(rejectsUnknownKeys: true).decode(
      User.self, from: .object(validUser))
    #expect(user.name == "Ann")
  }

  @Test func suggestsTheKnownKeyClosestToAnUnknownOne() {
    var value = validUser
    value["emial"] = "ann@example.com"
    #expect(
      decodingMessage(User.self, from: .object(value), rejectingUnknownKeys: true)
        == "unknown key 'emial' at the top level; did you mean 'email'?"
    )
    #expect(
      decodingError(User.self, from: .object(value), rejectingUnknownKeys: true)
        == ValueDecodingError(
          path: .root,
          problem: .unknownKey(
            "emial", suggestion: "email", knownKeys: ["name", "email", "age", "profile"])
        )
    )
  }

  @Test func listsTheKnownKeysWhenNoneIsClose() {
    var value = validUser
    value["profile"] = ["bio": "Hi", "links": [], "theme": "dark"]
    #expect(
      decodingMessage(User.self, from: .object(value), rejectingUnknownKeys: true)
        == "unknown key 'theme' at profile; expected one of: bio, links"
    )
  }

  @Test func findsUnknownKeysInsideLists() {
    let value: Value = [["query": "a"], ["query": "b", "limt": 3]]
    #expect(
      decodingMessage([Filter].self, from: value, rejectingUnknownKeys: true)
        == "unknown key 'limt' at [1]; did you mean 'limit'?"
    )
  }

  @Test func listsEveryKeyOfCaseIterableCodingKeys() {
    #expect(
      decodingMessage(Filter.self, from: ["query": "a", "zzz": 1], rejectingUnknownKeys: true)
        == "unknown key 'zzz' at the top level; expected one of: query, limit"
    )
  }

  @Test func countsKeysAskedForByAnyContainerOverTheSameMapping() throws {
    struct Split: Decodable, Equatable {
      var first: String
      var second: String
      enum FirstKeys: String, CodingKey { case first }
      enum SecondKeys: String, CodingKey { case second }
      init(from decoder: any Decoder) throws {
        first = try decoder.container(keyedBy: FirstKeys.self).decode(String.self, forKey: .first)
        second = try decoder.container(keyedBy: SecondKeys.self).decode(
          String.self, forKey: .second)
      }
    }
    let decoder = ValueDecoder(rejectsUnknownKeys: true)
    #expect(try decoder.decode(Split.self, from: ["first": "a", "second": "b"]).second == "b")
    #expect(
      decodingMessage(
        Split.self, from: ["first": "a", "second": "b", "secnd": "c"], rejectingUnknownKeys: true)
        == "unknown key 'secnd' at the top level; did you mean 'second'?"
    )
  }

  @Test func probesKeysTheTypeNeverAskedFor() {
    struct Lazy: Decodable {
      var mode: String
      enum CodingKeys: String, CodingKey { case mode, detail }
      init(from decoder: any Decoder) throws {
        mode = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .mode)
      }
    }
    #expect(
      decodingMessage(Lazy.self, from: ["mode": "x", "detial": 1], rejectingUnknownKeys: true)
        == "unknown key 'detial' at the top level; did you mean 'detail'?"
    )
    #expect(
      decodingMessage(Lazy.self, from: ["mode": "x", "detail": 1], rejectingUnknownKeys: true)
        == "unknown key 'detail' at the top level; expected one of: mode"
    )
  }
}
