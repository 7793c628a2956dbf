import Foundation
import Testing
import ValueCoding

@Suite struct ValueEncoderSelectionTests {
  private let ann = User(
    name: "Ann", email: nil, age: 42,
    profile: Profile(bio: "Hi", links: [URL(string: "https://example.com/ann")!])
  )

  @Test func writesOnlyTheKeysOnTheWayToThePaths() throws {
    let value = try ValueEncoder().encode(ann, only: [["profile", "bio"], ["email"]])
    #expect(
      value.rendered == """
        email: null
        profile:
          bio: Hi
        """
    )
  }

  @Test func findsAtEachPathWhatTheWholeValueHas() throws {
    let paths: [ValuePath] = [["name"], ["email"], ["profile"], ["profile", "links"], ["age"]]
    let whole = try ValueEncoder().encode(ann)
    let selected = try ValueEncoder().encode(ann, only: paths)
    for path in paths {
      #expect(try selected.lookup(path) == whole.lookup(path), "at \(path)")
    }
  }

  @Test func takesAListOnTheWayWhole() throws {
    let value = try ValueEncoder().encode(ann, only: [ValuePath([.key("profile"), .key("links"), .index(0)])])
    #expect(
      value.rendered == """
        profile:
          links:
            - https://example.com/ann
        """
    )
  }

  @Test func takesTheWholeValueForTheEmptyPath() throws {
    #expect(try ValueEncoder().encode(ann, only: [.root, ["name"]]) == ValueEncoder().encode(ann))
  }

  @Test func selectsThePathsOfEachEncodingAfterOthers() throws {
    let name: [ValuePath] = [["name"]]
    let age: [ValuePath] = [["age"]]
    #expect(try ValueEncoder().encode(ann, only: name) == ["name": "Ann"])
    #expect(try ValueEncoder().encode(ann, only: name) == ["name": "Ann"])
    #expect(try ValueEncoder().encode(ann, only: age) == ["age": 42])
    #expect(try ValueEncoder().encode(ann, only: name + age) == ["name": "Ann", "age": 42])
    #expect(try ValueEncoder().encode(ann, only: name) == ["name": "Ann"])
  }

  @Test func selectsInsideEnumerationsAndDictionaries() throws {
    let action = AppAction.login(email: "ann@example.com", password: "secret")
    #expect(try ValueEncoder().encode(action, only: [["login", "email"]]).rendered == """
      login:
        email: ann@example.com
      """)
    let scores = ["ann": 3, "bob": 5]
    #expect(try ValueEncoder().encode(scores, only: [["bob"]]) == ["bob": 5])
  }

  @Test func leavesWhatIsOffThePathsUnencoded() throws {
    let pair = CounterPair(name: "pair", broken: Counter(count: .max))
    #expect(try ValueEncoder().encode(pair, only: [["name"]]) == ["name": "pair"])
    #expect(throws: ValueEncodingError.self) { try ValueEncoder().encode(pair, only: [["broken"]]) }
    // An integer out of `Int`'s range beside the selected key, not under a key of its own.
    let counter = Counter(count: .max)
    #expect(try ValueEncoder().encode(counter, only: [["name"]]) == [:])
    #expect(throws: ValueEncodingError.self) { try ValueEncoder().encode(counter, only: [["count"]]) }
  }

  @Test func followsNestedContainersAndSuperEncoders() throws {
    let value = try ValueEncoder().encode(HandWritten(), only: [["nested", "kept"], ["parent", "kept"]])
    #expect(
      value.rendered == """
        nested:
          kept: 1
        parent:
          kept: 3
        """
    )
  }

  @Test func selectsInsideAPresentOptionalAndLeavesAnOptionalOffThePathsUnencoded() throws {
    let holder = OptionalHolder(
      kept: Profile(bio: "Hi", links: []), missing: nil, broken: Counter(count: .max), scores: nil)
    #expect(try ValueEncoder().encode(holder, only: [["kept", "bio"]]) == ["kept": ["bio": "Hi"]])
    #expect(try ValueEncoder().encode(holder, only: [["missing"], ["scores"]]) == ["missing": nil, "scores": nil])
    #expect(
      try ValueEncoder(includesNilOptionals: false).encode(holder, only: [["missing"], ["kept", "bio"]])
        == ["kept": ["bio": "Hi"]])
    #expect(throws: ValueEncodingError.self) { try ValueEncoder().encode(holder, only: [["broken"]]) }
  }

  @Test func sortsASelectedDictionaryAndSetAsTheWholeValueDoes() throws {
    let holder = OptionalHolder(
      kept: nil, missing: nil, broken: nil, scores: ["b": 2, "a": 1, "c": 3], tags: ["b", "c", "a"])
    let whole = try ValueEncoder().encode(holder)
    let selected = try ValueEncoder().encode(holder, only: [["scores"], ["tags"]])
    #expect(try selected.lookup(["scores"]) == whole.lookup(["scores"]))
    #expect(try selected.lookup(["tags"]) == whole.lookup(["tags"]))
    #expect(try selected.lookup(["tags"]) == ["a", "b", "c"])
  }

  @Test func tellsApartPathsWhoseKeysHaveTheSameLengthAndFirstLetter() throws {
    for _ in 0..<2 {
      #expect(try ValueEncoder().encode(Twins(), only: [["ab"]]) == ["ab": 1])
      #expect(try ValueEncoder().encode(Twins(), only: [["ac"]]) == ["ac": 2])
    }
  }

  @Test func selectsTheSamePathsAlikeAfterManyOtherSelections() throws {
    let selections: [[ValuePath]] = [
      [["name"]], [["age"]], [["email"]], [["profile", "bio"]], [["profile", "links"]], [["name"], ["age"]],
      [["age"], ["name"]], [["profile"]], [["email"], ["profile", "bio"]], [.root],
    ]
    let firstTime = try selections.map { try ValueEncoder().encode(ann, only: $0) }
    for _ in 0..<3 {
      for (paths, first) in zip(selections.reversed(), firstTime.reversed()) {
        #expect(try ValueEncoder().encode(ann, only: paths).rendered == first.rendered, "for \(paths)")
      }
    }
    #expect(firstTime[6].rendered == "name: Ann\nage: 42")
  }
}

/// Keys of the same length and first letter.
private struct Twins: Encodable {
  var ab = 1
  var ac = 2
}

/// Optional and hash-ordered properties, one of which the encoder cannot write when present.
private struct OptionalHolder: Encodable {
  var kept: Profile?
  var missing: String?
  var broken: Counter?
  var scores: [String: Int]?
  var tags: Set<String> = []
}

/// A value with a part the encoder cannot write: no `Int` holds `UInt64.max`.
private struct CounterPair: Encodable {
  var name: String
  var broken: Counter
}

private struct Counter: Encodable {
  var count: UInt64
}

/// Writes nested containers and a super encoder by hand.
private struct HandWritten: Encodable {
  enum Keys: String, CodingKey { case nested, parent, kept, dropped, other }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .nested)
    try nested.encode(1, forKey: .kept)
    try nested.encode(2, forKey: .dropped)
    var other = container.nestedUnkeyedContainer(forKey: .other)
    try other.encode("off the paths")
    var parent = container.superEncoder(forKey: .parent).container(keyedBy: Keys.self)
    try parent.encode(3, forKey: .kept)
    try parent.encode(4, forKey: .dropped)
  }
}
