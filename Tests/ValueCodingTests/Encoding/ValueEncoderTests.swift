import Foundation
import Testing
import ValueCoding

@Suite struct ValueEncoderTests {
  private let ann = User(
    name: "Ann", email: nil, age: 42,
    profile: Profile(bio: "Hi", links: [URL(string: "https://example.com/ann")!])
  )

  @Test func writesPropertiesInDeclarationOrder() throws {
    let value = try ValueEncoder().encode(ann)
    #expect(
      value.rendered == """
        name: Ann
        email: null
        age: 42
        profile:
          bio: Hi
          links:
            - https://example.com/ann
        """
    )
  }

  @Test func leavesNilOptionalPropertiesOutWhenAsked() throws {
    let value = try ValueEncoder(includesNilOptionals: false).encode(ann)
    guard case .object(let object) = value else {
      Issue.record("expected a mapping")
      return
    }
    #expect(object.keys == ["name", "age", "profile"])
  }

  @Test func writesNilAsNullOnItsOwnAndInLists() throws {
    #expect(try ValueEncoder(includesNilOptionals: false).encode(String?.none) == .null)
    #expect(
      try ValueEncoder(includesNilOptionals: false).encode([1, nil, 3] as [Int?]) == [1, nil, 3])
  }

  @Test func roundTripsThroughTheDecoder() throws {
    let actions: [AppAction] = [
      .onAppear, .login(email: "a@b.c", password: "pw"), .settings(.languageChanged(.vi)),
      .settings(.logoutTapped), .settings(.renamed(first: "A", last: "B")), .settings(.moved(1, 2)),
      .settings(.noteChanged(nil)), .settings(.noteChanged("n")),
    ]
    for action in actions {
      let value = try ValueEncoder().encode(action)
      #expect(
        try ValueDecoder(rejectsUnknownKeys: true).decode(AppAction.self, from: value) == action)
    }
    let user = try ValueDecoder(rejectsUnknownKeys: true).decode(
      User.self, from: try ValueEncoder().encode(ann))
    #expect(user == ann)
  }

  @Test func writesEnumerationsInTheSynthesizedLayout() throws {
    #expect(
      try ValueEncoder().encode(AppAction.settings(.languageChanged(.vi)))
        == ["settings": ["_0": ["languageChanged": ["_0": "vi"]]]]
    )
    #expect(try ValueEncoder().encode(AppAction.onAppear) == ["onAppear": [:]])
    #expect(
      try ValueEncoder().encode(AppAction.settings(.noteChanged(nil))) == [
        "settings": ["_0": ["noteChanged": ["_0": nil]]]
      ])
    #expect(
      try ValueEncoder(includesNilOptionals: false).encode(AppAction.settings(.noteChanged(nil)))
        == ["settings": ["_0": ["noteChanged": [:]]]]
    )
    #expect(try ValueEncoder().encode(Theme.dark) == "dark")
  }

  @Test func writesTypesAsText() throws {
    let schedule = Schedule(
      start: Date(timeIntervalSince1970: 1_714_555_800.25),
      every: .milliseconds(1_500),
      id: UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")!
    )
    #expect(
      try ValueEncoder().encode(schedule)
        == [
          "start": "2024-05-01T09:30:00.250Z", "every": "1.5s",
          "id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
        ]
    )
    #expect(try ValueEncoder().encode(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00Z")
    #expect(
      try ValueEncoder().encode(URL(string: "https://example.com/a?b=c")!)
        == "https://example.com/a?b=c")
    #expect(try ValueEncoder().encode(Value.object(["b": 1, "a": 2])).rendered == "b: 1\na: 2")
  }

  @Test func writesTypesAsTextBehindOptionalsAndInCollections() throws {
    let start: Date? = Date(timeIntervalSince1970: 0)
    #expect(try ValueEncoder().encode(start) == "1970-01-01T00:00:00Z")
    #expect(try ValueEncoder().encode([Duration.seconds(2), nil]) == ["2s", nil])
    #expect(try ValueEncoder().encode(["at": Value.int(1)]) == ["at": 1])
    #expect(try ValueEncoder().encode(Set([URL(string: "https://b.io")!, URL(string: "https://a.io")!])) == ["https://a.io", "https://b.io"])
  }

  @Test func writesNumbersAsTheyRead() throws {
    #expect(try ValueEncoder().encode(Float(0.1)) == 0.1)
    #expect(try ValueEncoder().encode([Int8(-1), Int8(2)]) == [-1, 2])
    #expect(try ValueEncoder().encode(UInt64(7)) == 7)
    #expect(try ValueEncoder().encode([Int128(-3)]) == [-3])
    #expect(try ValueEncoder().encode(UInt128(3)) == 3)
    #expect(
      encodingMessage(["big": Int128(Int.max) + 1])
        == "cannot encode 9223372036854775808 at big: integers must lie "
        + "between -9223372036854775808 and 9223372036854775807"
    )
    #expect(try ValueEncoder().encode(2.5) == 2.5)
  }

  @Test func keepsTheOrderOfOrderedCollections() throws {
    #expect(try ValueEncoder().encode(["b", "a", "c"]) == ["b", "a", "c"])
  }

  @Test func explainsWhatCannotBeEncoded() {
    struct Counter: Encodable {
      var count: UInt64
    }
    struct Card: Encodable {
      var number: EvenNumber
    }
    #expect(
      encodingMessage(Counter(count: .max))
        == "cannot encode 18446744073709551615 at count: integers must lie "
        + "between -9223372036854775808 and 9223372036854775807"
    )
    #expect(
      encodingMessage([Date(timeIntervalSince1970: 1e12)])
        == "cannot encode the date 1000000000000.0 seconds after 1970 at [0]: only years 0001 "
        + "to 9999 can be written"
    )
    #expect(
      encodingMessage(Card(number: EvenNumber(value: 3)))
        == "cannot encode the value at number: 3 is odd")
    #expect(
      (try? ValueEncoder().encode(Counter(count: .max))) == nil
    )
  }
}
