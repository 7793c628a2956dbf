import Foundation
import Testing

@testable import JourneyCLI

/// The progress file a worker writes: the steps explored are read back in order, the last being
/// the one the worker was in, and the marks of replayed steps after them are not steps.
@Suite struct ExploreProtocolTests {
  @Test func theStepsOfAProgressFileAreTheExploredOnesInOrder() {
    var data = Data()
    data += ExploreProgressFile.record(ofStep: "- tap: Compose")
    data += ExploreProgressFile.record(ofStep: "- type:\n    text: hello\n    into: Message")
    data += Data([ExploreProgressFile.replayMark, ExploreProgressFile.replayMark])
    #expect(
      ExploreProgressFile.steps(in: data) == ["- tap: Compose", "- type:\n    text: hello\n    into: Message"])
    #expect(ExploreProgressFile.steps(in: Data()) == [])
    #expect(ExploreProgressFile.steps(in: Data([ExploreProgressFile.replayMark])) == [])
  }
}
