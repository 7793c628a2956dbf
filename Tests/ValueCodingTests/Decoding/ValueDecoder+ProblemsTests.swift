import Foundation
import Testing
import ValueCoding

@Suite struct ValueDecoderProblemsTests {
  private let decoder = ValueDecoder(rejectsUnknownKeys: true)

  private func messages<T: Decodable>(_ type: T.Type, from value: Value, limit: Int = 20) -> [String] {
    decoder.problems(decoding: type, from: value, limit: limit).map(\.description)
  }

  @Test func findsNoneInAValueThatDecodes() {
    let ann: Value = ["name": "Ann", "age": 42, "profile": ["bio": "Hi", "links": []]]
    #expect(decoder.problems(decoding: User.self, from: ann).isEmpty)
  }

  @Test func findsEveryProblemInDecodingOrderWithUnknownKeysLast() {
    let value: Value = [
      "name": 7, "age": "old", "profile": ["bio": "Hi", "links": ["not a url", "https://a.example"]],
      "nickname": "A", "emial": "ann@example.com",
    ]
    #expect(
      messages(User.self, from: value) == [
        "expected a string at name, found a number",
        "expected an integer at age, found a string",
        "expected a URL at profile.links[0], found 'not a url'",
        "unknown key 'nickname' at the top level; expected one of: name, email, age, profile",
        "unknown key 'emial' at the top level; did you mean 'email'?",
      ])
    let problems = decoder.problems(decoding: User.self, from: value)
    #expect(problems.map(\.path.description) == ["name", "age", "profile.links[0]", "", ""])
    #expect(
      problems.map(\.problemSite) == [
        .value(ValuePath([.key("name")])), .value(ValuePath([.key("age")])),
        .value(ValuePath([.key("profile"), .key("links"), .index(0)])),
        .key(ValuePath([.key("nickname")])), .key(ValuePath([.key("emial")])),
      ])
  }

  @Test func reportsAMisspeltKeyOnceAsTheMissingKeyItStandsFor() {
    let value: Value = ["nmae": "Ann", "age": 42, "profile": ["bio": "Hi", "links": []]]
    let problems = decoder.problems(decoding: User.self, from: value)
    #expect(problems.map(\.problem) == [.missingKey("name", presentKey: "nmae")])
  }

  @Test func keepsQuietAboutWhatIsMissingInsideAStandIn() {
    // `profile` stands in as an empty mapping, whose missing `bio` and `links` are not the input's.
    let value: Value = ["name": "Ann", "age": 42, "profile": 5, "extra": true]
    #expect(
      decoder.problems(decoding: User.self, from: value).map(\.problem) == [
        .typeMismatch(expected: "a mapping", found: "a number"),
        .unknownKey("extra", suggestion: nil, knownKeys: ["name", "email", "age", "profile"]),
      ])
    let missingProfile: Value = ["name": "Ann", "age": 42]
    #expect(
      decoder.problems(decoding: User.self, from: missingProfile).map(\.problem) == [
        .missingKey("profile", presentKey: nil)
      ])
  }

  @Test func carriesOnPastAnUnknownRawValueWithTheClosestKnownOne() {
    struct Preferences: Decodable {
      var language: Language
      var theme: Theme
      var fontSize: Int
    }
    let value: Value = ["language": "vii", "theme": "drak", "fontSize": 300.5]
    #expect(
      decoder.problems(decoding: Preferences.self, from: value).map(\.path.description) == [
        "language", "theme", "fontSize",
      ])
  }

  @Test func leavesOutAKeyWhoseValueNothingCanStandInFor() {
    struct Checked: Decodable {
      var count: Int
      var code: Code?
      var required: Code
      var later: String
    }
    struct Code: Decodable {
      init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "bad code"))
      }
    }
    // A required key left out is filled in and rejected again: that ends the search, unreported.
    let value: Value = ["count": "x", "code": "y", "later": 1, "required": "z"]
    #expect(
      decoder.problems(decoding: Checked.self, from: value).map(\.problem) == [
        .typeMismatch(expected: "an integer", found: "a string"), .rejected("bad code"), .rejected("bad code"),
      ])
    #expect(decoder.problems(decoding: Checked.self, from: value).map(\.path.description) == ["count", "code", "required"])
  }

  @Test func stopsAtAProblemThatCannotBeMended() {
    let value: Value = ["settings": ["languageChangd": "vi"], "extra": 1]
    // The unknown case is left out with its key; the mapping left names no case, and is the
    // whole value: nothing holds it to leave it out of.
    #expect(
      decoder.problems(decoding: AppAction.self, from: value).map(\.problem) == [
        .unknownCase("languageChangd", suggestion: "languageChanged", knownCases: []),
        .unknownCase("extra", suggestion: nil, knownCases: []),
      ])
  }

  @Test func stopsAtTheLimit() {
    let value: Value = ["name": 1, "age": "x", "profile": ["bio": 2, "links": 3]]
    #expect(decoder.problems(decoding: User.self, from: value, limit: 2).count == 2)
    #expect(decoder.problems(decoding: User.self, from: value).count == 4)
  }

  @Test func findsTheProblemsOfAnEnumerationCasesValues() {
    let value: Value = ["login": ["email": 1, "pasword": "x"]]
    #expect(
      decoder.problems(decoding: AppAction.self, from: value).map(\.problem) == [
        .typeMismatch(expected: "a string", found: "a number"),
        .missingKey("password", presentKey: "pasword"),
      ])
  }
}
