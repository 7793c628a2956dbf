import Foundation
import Testing
import ValueCoding

@Suite struct ValueCodableTests {
  private let sample: Value = [
    "name": "Ann", "age": 42, "height": 1.75, "admin": false, "nickname": nil,
    "tags": ["a", "b"], "address": ["city": "Hanoi"],
  ]

  @Test func passesThroughValueCodersUnchanged() throws {
    struct Envelope: Codable, Equatable {
      var kind: String
      var payload: Value
    }
    let envelope = Envelope(kind: "event", payload: sample)
    let encoded = try ValueEncoder().encode(envelope)
    #expect(encoded == ["kind": "event", "payload": sample])
    #expect(try ValueDecoder().decode(Envelope.self, from: encoded) == envelope)
    guard case .object(let payload) = encoded["payload"] else {
      Issue.record("expected a mapping")
      return
    }
    #expect(payload.keys == ["name", "age", "height", "admin", "nickname", "tags", "address"])
  }

  @Test func roundTripsThroughJSON() throws {
    let data = try JSONEncoder().encode(sample)
    #expect(try JSONDecoder().decode(Value.self, from: data) == sample)
  }

  @Test func readsJSONScalarsAsTheirKinds() throws {
    let json = #"[null, true, 3, 2.5, "x", [], {}]"#
    let value = try JSONDecoder().decode(Value.self, from: Data(json.utf8))
    #expect(value == [nil, true, 3, 2.5, "x", [], [:]])
  }
}
