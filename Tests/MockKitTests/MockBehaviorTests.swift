import MockKit
import Testing
import ValueCoding

@Suite struct MockBehaviorTests {
  @Test func aPlainBehaviourIsItsOwnStepOnEveryCall() {
    let behavior = MockBehavior.answer("hello", latency: .seconds(1))
    #expect(behavior.step(forCall: 0) == behavior)
    #expect(behavior.step(forCall: 7) == behavior)
    #expect(behavior.steps == [behavior])
  }

  @Test func aSequenceGoesThroughItsStepsAndRepeatsTheLast() {
    let first = MockBehavior.failure("offline", latency: .milliseconds(100))
    let second = MockBehavior.answer(1)
    let third = MockBehavior.answer(2, latency: .seconds(2))
    let behavior = MockBehavior.sequence([first, second, third])
    #expect(behavior.step(forCall: 0) == first)
    #expect(behavior.step(forCall: 1) == second)
    #expect(behavior.step(forCall: 2) == third)
    #expect(behavior.step(forCall: 3) == third)
    #expect(behavior.step(forCall: 100) == third)
  }

  @Test func nestedSequencesContributeTheirStepsInPlace() {
    let behavior = MockBehavior.sequence([
      .answer(1),
      .sequence([.answer(2), .failure("offline")]),
      .answer(3),
    ])
    #expect(behavior.steps == [.answer(1), .answer(2), .failure("offline"), .answer(3)])
    #expect(behavior.step(forCall: 2) == .failure("offline"))
  }

  @Test func anEmptySequenceHasNoStep() {
    #expect(MockBehavior.sequence([]).step(forCall: 0) == nil)
    #expect(MockBehavior.sequence([]).steps.isEmpty)
  }

  @Test func constructorsSetOutcomeAndLatency() {
    #expect(MockBehavior.answer(nil) == MockBehavior(outcome: .answer(.null), latency: .zero))
    #expect(
      MockBehavior.failure("offline", latency: .seconds(3))
        == MockBehavior(outcome: .failure(errorName: "offline"), latency: .seconds(3)))
  }
}
