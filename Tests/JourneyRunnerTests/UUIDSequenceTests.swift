import Foundation
import Testing

@testable import JourneyRunner

@Suite struct UUIDSequenceTests {
  @Test func countsUpAcrossGenerators() {
    let sequence = UUIDSequence()
    let first = sequence.generator
    let second = sequence.generator
    #expect(first().uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(first().uuidString == "00000000-0000-0000-0000-000000000001")
    #expect(second().uuidString == "00000000-0000-0000-0000-000000000002")
  }

  @Test func theNumberFillsTheLastTwelveHexDigits() {
    #expect(UUIDSequence.uuid(0xABCDEF012345).uuidString == "00000000-0000-0000-0000-ABCDEF012345")
  }
}
