import Testing
import ValueCoding

@Suite struct ValueSingleValueDecodingContainerTests {
  /// Wraps one value of each kind a single value container offers.
  private struct Wrapped<T: Decodable & Equatable>: Decodable, Equatable {
    var value: T
    init(from decoder: any Decoder) throws {
      value = try decoder.singleValueContainer().decode(T.self)
    }
  }

  @Test func readsWholeValues() throws {
    let decoder = ValueDecoder()
    #expect(try decoder.decode(Wrapped<Bool>.self, from: false).value == false)
    #expect(try decoder.decode(Wrapped<String>.self, from: "s").value == "s")
    #expect(try decoder.decode(Wrapped<UInt8>.self, from: 200).value == 200)
    #expect(try decoder.decode(Wrapped<Double>.self, from: 1).value == 1)
    #expect(try decoder.decode(Wrapped<[Int]>.self, from: [1]).value == [1])
    #expect(try decoder.decode(Wrapped<Language>.self, from: "fr").value == .fr)
  }

  @Test func reportsProblemsAtTheWrappedValue() {
    #expect(
      decodingMessage([Wrapped<UInt8>].self, from: [1, 256])
        == "expected an integer from 0 to 255 at [1], found 256"
    )
  }
}
