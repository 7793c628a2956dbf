import MockKit
import Testing
import ValueCoding

@Suite struct ValueDecodingErrorProblemPathTests {
  @Test func anUnknownKeyIsLocatedAtTheKey() {
    let error = ValueDecodingError(path: ["profile"], problem: .unknownKey("emial", suggestion: "email", knownKeys: []))
    #expect(error.problemPath == ["profile", "emial"])
  }

  @Test func otherProblemsAreLocatedAtTheirPath() {
    let error = ValueDecodingError(path: ["count"], problem: .typeMismatch(expected: "an integer", found: "a string"))
    #expect(error.problemPath == ["count"])
  }

  @Test func anInvalidAnswerIsLocatedInsideTheAnswer() {
    let unknownKey = ValueDecodingError(path: ["profile"], problem: .unknownKey("emial", suggestion: nil, knownKeys: []))
    let error = MockError.invalidAnswer(mock: "auth", endpoint: "login", at: ["sequence", 1, "answer"], unknownKey)
    #expect(error.problemPath == ["sequence", 1, "answer", "profile", "emial"])
    #expect(MockError.unknownMock("x", suggestion: nil, knownMocks: []).problemPath == nil)
    #expect(MockError.emptySequence(mock: "a", endpoint: "b", at: ["sequence"]).problemPath == ["sequence"])
  }
}
