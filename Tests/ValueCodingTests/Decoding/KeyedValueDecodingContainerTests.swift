import Testing
import ValueCoding

@Suite struct KeyedValueDecodingContainerTests {
  // MARK: - Enumerations with associated values, in every accepted shape

  /// Every shape an action may be written in, with the action it decodes to.
  static let acceptedShapes: [(Value, AppAction)] = [
    // The layout Swift synthesizes.
    (["settings": ["_0": ["languageChanged": ["_0": "vi"]]]], .settings(.languageChanged(.vi))),
    (["onAppear": [:]], .onAppear),
    (["login": ["email": "a@b.c", "password": "pw"]], .login(email: "a@b.c", password: "pw")),
    (["settings": ["_0": ["moved": ["_0": 1, "_1": 2]]]], .settings(.moved(1, 2))),
    (
      ["settings": ["_0": ["renamed": ["first": "A", "last": "B"]]]],
      .settings(.renamed(first: "A", last: "B"))
    ),
    // A bare name for a case without values.
    ("onAppear", .onAppear),
    (["onAppear": nil], .onAppear),
    (["settings": "logoutTapped"], .settings(.logoutTapped)),
    (["settings": ["logoutTapped": [:]]], .settings(.logoutTapped)),
    // `{caseName: value}` for a case with one unlabelled value.
    (["settings": ["languageChanged": "vi"]], .settings(.languageChanged(.vi))),
    (["settings": ["_0": ["languageChanged": "vi"]]], .settings(.languageChanged(.vi))),
    (
      ["settings": ["renamed": ["first": "A", "last": "B"]]],
      .settings(.renamed(first: "A", last: "B"))
    ),
    (["settings": ["moved": ["_0": 1, "_1": 2]]], .settings(.moved(1, 2))),
    (["settings": ["noteChanged": "hi"]], .settings(.noteChanged("hi"))),
    (["settings": ["noteChanged": nil]], .settings(.noteChanged(nil))),
    (["settings": ["noteChanged": ["_0": nil]]], .settings(.noteChanged(nil))),
    (["search": ["query": "tea", "limit": 3]], .search(Filter(query: "tea", limit: 3))),
    (["search": ["_0": ["query": "tea"]]], .search(Filter(query: "tea"))),
  ]

  @Test(arguments: acceptedShapes)
  func decodesEnumerationCasesInEveryAcceptedShape(value: Value, action: AppAction) throws {
    #expect(
      try ValueDecoder(rejectsUnknownKeys: true).decode(AppAction.self, from: value) == action)
  }

  @Test func decodesCasesWithCustomCodingKeys() throws {
    #expect(try ValueDecoder().decode(Tab.self, from: "home") == .home)
    #expect(
      try ValueDecoder().decode(Tab.self, from: ["explore": ["query": "tea"]])
        == .explore(query: "tea"))
    #expect(try ValueDecoder().decode(Tab.self, from: ["profile": 7]) == .profile(7))
  }

  /// Inputs that are not an action, with the message each gets.
  static let rejectedShapes: [(Value, String)] = [
    ("logn", "unknown case 'logn' at the top level; did you mean 'login'?"),
    (
      ["logn": ["email": "a", "password": "b"]],
      "unknown case 'logn' at the top level; did you mean 'login'?"
    ),
    (
      ["settings": ["languageChangd": "vi"]],
      "unknown case 'languageChangd' at settings; did you mean 'languageChanged'?"
    ),
    (["settings": "logout"], "unknown case 'logout' at settings"),
    (
      ["settings": ["languageChanged": "vie"]],
      "unknown value 'vie' at settings.languageChanged; did you mean 'vi'?"
    ),
    ("login", "expected the values of case 'login' at the top level, found only its name"),
    (["login": nil], "expected the values of case 'login' at the top level, found only its name"),
    (
      ["settings": "languageChanged"],
      "expected the values of case 'languageChanged' at settings, found only its name"
    ),
    (["login": ["email": "a"]], "missing key 'password' at login"),
    (
      ["login": ["email": "a", "pasword": "b"]],
      "missing key 'password' at login; found 'pasword', did you mean 'password'?"
    ),
    (["login": "a"], "expected a mapping at login, found a string"),
    (["search": ["limit": 3]], "missing key 'query' at search"),
    (["search": "tea"], "expected a mapping at search, found a string"),
    (["onAppear": 5], "expected a mapping at onAppear, found a number"),
    (["settings": 5], "expected a mapping at settings, found a number"),
    ([:], "expected exactly one case at the top level, found an empty mapping"),
    (
      ["onAppear": [:], "login": [:]],
      "expected exactly one case at the top level, found 2 keys: 'onAppear', 'login'"
    ),
    (["x": 1, "y": 2], "expected exactly one case at the top level, found 2 keys: 'x', 'y'"),
    (5, "expected a mapping at the top level, found a number"),
    ([], "expected a mapping at the top level, found a list"),
  ]

  @Test(arguments: rejectedShapes)
  func explainsCasesItCannotDecode(value: Value, message: String) {
    #expect(decodingMessage(AppAction.self, from: value) == message)
  }

  @Test func listsCasesWhenTheCodingKeysAreCaseIterable() {
    #expect(
      decodingMessage(Tab.self, from: "hme")
        == "unknown case 'hme' at the top level; did you mean 'home'?")
    #expect(
      decodingMessage(Tab.self, from: ["search": ["query": "x"]])
        == "unknown case 'search' at the top level; expected one of: home, explore, profile"
    )
    #expect(
      decodingError(Tab.self, from: "xyz")
        == ValueDecodingError(
          path: .root,
          problem: .unknownCase("xyz", suggestion: nil, knownCases: ["home", "explore", "profile"]))
    )
  }

  @Test func reportsKeysNextToTheCaseWhenRejectingUnknownKeys() throws {
    let value: Value = ["onAppear": [:], "extra": 1]
    #expect(try ValueDecoder().decode(AppAction.self, from: value) == .onAppear)
    #expect(
      decodingMessage(AppAction.self, from: value, rejectingUnknownKeys: true)
        == "unknown key 'extra' at the top level; expected one of: onAppear"
    )
    #expect(
      decodingMessage(
        AppAction.self, from: ["search": ["query": "tea", "limt": 3]], rejectingUnknownKeys: true)
        == "unknown key 'limt' at search; did you mean 'limit'?"
    )
    #expect(
      decodingMessage(
        AppAction.self, from: ["settings": ["moved": ["_0": 1, "_1": 2, "_2": 3]]],
        rejectingUnknownKeys: true)
        == "unknown key '_2' at settings.moved; did you mean '_1'?"
    )
  }

  // MARK: - Structures

  @Test func saysWhichKeyIsMissingAndSpotsMisspellings() {
    #expect(
      decodingMessage(Profile.self, from: ["links": []]) == "missing key 'bio' at the top level"
    )
    #expect(
      decodingMessage(
        User.self, from: ["name": "A", "age": 1, "profile": ["boi": "x", "links": []]])
        == "missing key 'bio' at profile; found 'boi', did you mean 'bio'?"
    )
    #expect(
      decodingError(Profile.self, from: ["bi": "x", "links": []])
        == ValueDecodingError(path: .root, problem: .missingKey("bio", presentKey: "bi"))
    )
  }

  @Test func doesNotMistakeAnotherKnownKeyForAMisspelling() {
    struct Names: Decodable {
      var name: String
      var names: [String]
    }
    #expect(
      decodingMessage(Names.self, from: ["names": []]) == "missing key 'name' at the top level")
  }

  @Test func refusesToReadAStringAsAStructure() {
    struct Options: Decodable, Equatable {
      var verbose: Bool?
    }
    #expect(
      decodingMessage(User.self, from: "Ann")
        == "expected a mapping at the top level, found a string")
    #expect(
      decodingMessage(Options.self, from: "quiet")
        == "expected a mapping at the top level, found a string")
    #expect(
      decodingMessage(Options.self, from: "verbose")
        == "expected a mapping at the top level, found a string")
    #expect(
      decodingMessage([String: Int].self, from: "a")
        == "expected a mapping at the top level, found a string")
  }

  @Test func readsNestedContainersAndSuperDecoders() throws {
    struct Point: Decodable, Equatable {
      var x: Int
      var y: Int
      var tags: [String]
      var base: String

      enum CodingKeys: String, CodingKey { case position, tags, base }
      enum PositionKeys: String, CodingKey { case x, y }

      init(x: Int, y: Int, tags: [String], base: String) {
        (self.x, self.y, self.tags, self.base) = (x, y, tags, base)
      }

      init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let position = try container.nestedContainer(keyedBy: PositionKeys.self, forKey: .position)
        x = try position.decode(Int.self, forKey: .x)
        y = try position.decode(Int.self, forKey: .y)
        var tagList = try container.nestedUnkeyedContainer(forKey: .tags)
        tags = []
        while !tagList.isAtEnd {
          tags.append(try tagList.decode(String.self))
        }
        base = try String(from: container.superDecoder(forKey: .base))
      }
    }
    let value: Value = ["position": ["x": 1, "y": 2], "tags": ["a"], "base": "origin"]
    #expect(
      try ValueDecoder(rejectsUnknownKeys: true).decode(Point.self, from: value)
        == Point(x: 1, y: 2, tags: ["a"], base: "origin")
    )
    #expect(
      decodingMessage(
        Point.self, from: ["position": ["x": 1, "y": 2, "z": 3], "tags": [], "base": ""],
        rejectingUnknownKeys: true)
        == "unknown key 'z' at position; expected one of: x, y"
    )
    #expect(
      decodingMessage(Point.self, from: ["position": [1, 2], "tags": [], "base": ""])
        == "expected a mapping at position, found a list"
    )
    #expect(
      decodingMessage(Point.self, from: ["position": ["x": 1, "y": 2], "tags": "a", "base": ""])
        == "expected a list at tags, found a string"
    )
  }
}
