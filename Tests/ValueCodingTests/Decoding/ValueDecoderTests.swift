import Foundation
import Testing
import ValueCoding

@Suite struct ValueDecoderTests {
  private let ann: Value = [
    "name": "Ann",
    "email": "ann@example.com",
    "age": 42,
    "profile": ["bio": "Hi", "links": ["https://example.com/ann"]],
  ]

  @Test func decodesNestedStructures() throws {
    let user = try ValueDecoder().decode(User.self, from: ann)
    #expect(
      user
        == User(
          name: "Ann", email: "ann@example.com", age: 42,
          profile: Profile(bio: "Hi", links: [URL(string: "https://example.com/ann")!])
        )
    )
  }

  @Test func decodesMissingAndNullOptionalsAsNil() throws {
    var value = ann
    if case .object(var object) = value {
      object["email"] = nil
      value = .object(object)
    }
    #expect(try ValueDecoder().decode(User.self, from: value).email == nil)
    if case .object(var object) = value {
      object["email"] = .null
      value = .object(object)
    }
    #expect(try ValueDecoder().decode(User.self, from: value).email == nil)
    #expect(try ValueDecoder().decode(String?.self, from: nil) == nil)
    #expect(try ValueDecoder().decode(String?.self, from: "x") == "x")
    #expect(try ValueDecoder().decode([Int?].self, from: [1, nil, 3]) == [1, nil, 3])
  }

  @Test func decodesCollections() throws {
    #expect(try ValueDecoder().decode([String].self, from: ["a", "b"]) == ["a", "b"])
    #expect(
      try ValueDecoder().decode([[Int]].self, from: [[1], [], [2, 3]]) == [[1], [], [2, 3]])
    #expect(
      try ValueDecoder().decode([String: Int].self, from: ["a": 1, "b": 2]) == ["a": 1, "b": 2])
    #expect(
      try ValueDecoder().decode([Int: String].self, from: ["1": "a", "20": "b"]) == [
        1: "a", 20: "b",
      ])
    #expect(try ValueDecoder().decode(Set<String>.self, from: ["x", "y"]) == ["x", "y"])
  }

  @Test func decodesValuesAsTheyAre() throws {
    let value: Value = ["b": 1, "a": [nil, 2.5]]
    let decoded = try ValueDecoder().decode(Value.self, from: value)
    #expect(decoded == value)
    #expect(decoded.rendered == value.rendered)
    #expect(try ValueDecoder().decode(Value?.self, from: nil) == nil)
  }

  @Test func decodesTypesReadFromText() throws {
    let schedule = try ValueDecoder().decode(
      Schedule.self,
      from: [
        "start": "2024-05-01T16:30:00.5+07:00",
        "every": "1h30m",
        "id": "e621e1f8-c36c-495a-93fc-0c247a3e6e5f",
      ]
    )
    #expect(schedule.start == Date(timeIntervalSince1970: 1_714_555_800.5))
    #expect(schedule.every == .seconds(5_400))
    #expect(schedule.id == UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
  }

  @Test func reportsTheFirstProblemWithItsPath() {
    struct Account: Decodable {
      var user: User
    }
    #expect(
      decodingMessage(Account.self, from: ["user": ["name": 5]])
        == "expected a string at user.name, found a number"
    )
    #expect(
      decodingError(Account.self, from: ["user": ["name": 5]])
        == ValueDecodingError(
          path: ["user", "name"], problem: .typeMismatch(expected: "a string", found: "a number"))
    )
    #expect(
      decodingMessage([User].self, from: [ann, ["name": "Bo", "age": "old"]])
        == "expected an integer at [1].age, found a string"
    )
    #expect(
      decodingMessage(
        User.self, from: ["name": "Ann", "age": 1, "profile": ["bio": "", "links": ["a b"]]])
        == "expected a URL at profile.links[0], found 'a b'"
    )
  }

  @Test func reportsErrorsThrownByTypesThemselves() {
    struct Card: Decodable {
      var number: EvenNumber
    }
    struct Refusal: Error, CustomStringConvertible {
      var description: String { "not today" }
    }
    struct Refusing: Decodable {
      init(from decoder: any Decoder) throws { throw Refusal() }
    }
    #expect(decodingMessage(Card.self, from: ["number": 3]) == "invalid value at number: 3 is odd")
    #expect(decodingMessage([Refusing].self, from: [[:]]) == "invalid value at [0]: not today")
  }

  @Test func leavesUnknownKeysAloneByDefault() throws {
    var value = ann
    if case .object(var object) = value {
      object["nickname"] = "Annie"
      value = .object(object)
    }
    #expect(try ValueDecoder().decode(User.self, from: value).name == "Ann")
    #expect(
      decodingMessage(User.self, from: value, rejectingUnknownKeys: true)
        == "unknown key 'nickname' at the top level; expected one of: name, email, age, profile"
    )
  }
}
