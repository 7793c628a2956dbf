import Synchronization
import Testing
import ValueCoding

@Suite struct ValueEncodingMemoTests {
  /// Counts how many times values holding it were encoded.
  final class EncodeCount: Sendable {
    let count = Mutex(0)
  }

  /// A property whose `==` looks at `number` alone, and which counts its encodings.
  struct Counted: Encodable, Equatable {
    let number: Int
    let encodes: EncodeCount

    static func == (lhs: Counted, rhs: Counted) -> Bool { lhs.number == rhs.number }

    func encode(to encoder: any Encoder) throws {
      encodes.count.withLock { $0 += 1 }
      try number.encode(to: encoder)
    }
  }

  struct Root: Encodable {
    var counted: Counted
    var name: String
    var items: [Int]
  }

  @Test func aTopLevelPropertyEqualToTheOneEncodedLastTimeIsTakenAsEncodedThen() throws {
    let encodes = EncodeCount()
    let encoder = ValueEncoder(memo: ValueEncodingMemo())
    var root = Root(counted: Counted(number: 1, encodes: encodes), name: "a", items: [1])
    _ = try encoder.encode(root)
    root.name = "b"
    #expect(try encoder.encode(root) == ValueEncoder().encode(root))
    #expect(encodes.count.withLock { $0 } == 2, "once with the memo, once without")
    root.counted = Counted(number: 2, encodes: encodes)
    #expect(try encoder.encode(root) == ["counted": 2, "name": "b", "items": [1]])
    #expect(encodes.count.withLock { $0 } == 3, "a changed property is encoded again")
  }

  @Test func aPropertyKeptForOneSelectionIsEncodedAgainForAnother() throws {
    let encoder = ValueEncoder(memo: ValueEncodingMemo())
    let root = Root(counted: Counted(number: 1, encodes: EncodeCount()), name: "a", items: [1, 2])
    let counted = try ValuePath(parsing: "counted")
    let items = try ValuePath(parsing: "items")
    #expect(try encoder.encode(root, only: [counted]) == ["counted": 1])
    #expect(try encoder.encode(root, only: [items]) == ["items": [1, 2]])
    #expect(try encoder.encode(root) == ["counted": 1, "name": "a", "items": [1, 2]])
  }
}
