import MockKit
import Testing
import ValueCoding

@Suite struct MockErrorTests {
  @Test func pathsPointInsideWhatTheJourneyWrote() {
    let decoding = ValueDecodingError(path: ["profile", "email"], problem: .typeMismatch(expected: "a string", found: "a number"))
    #expect(MockError.invalidAnswer(mock: "a", endpoint: "b", at: ["answer"], decoding).path == ["answer", "profile", "email"])
    #expect(MockError.invalidStoreValue(store: "s", key: "k", decoding).path == ["k", "profile", "email"])
    #expect(
      MockError.unknownError("x", mock: "a", endpoint: "b", at: ["sequence", 0, "error"], suggestion: nil, knownErrors: [])
        .path == ["sequence", 0, "error"])
    #expect(MockError.unknownEndpoint("x", mock: "a", suggestion: nil, knownEndpoints: []).path == nil)
  }

  @Test func anEmptyListOfNamesSaysThereAreNone() {
    #expect(
      MockError.unknownStore("vault", suggestion: nil, knownStores: []).description
        == "unknown store 'vault'. There are none")
  }

  @Test func anUnknownErrorWithoutSuggestionListsTheErrors() {
    #expect(
      MockError.unknownError(
        "boom", mock: "auth", endpoint: "login", at: ["error"], suggestion: nil,
        knownErrors: ["unauthorized", "server"]
      ).description == "unknown error 'boom' for auth.login at error. Errors: unauthorized, server")
  }

  @Test func anInvalidAnswerIsLocatedInsideTheAnswer() {
    let unknownKey = ValueDecodingError(path: ["profile"], problem: .unknownKey("emial", suggestion: nil, knownKeys: []))
    let error = MockError.invalidAnswer(mock: "auth", endpoint: "login", at: ["sequence", 1, "answer"], unknownKey)
    #expect(error.problemSite == .key(["sequence", 1, "answer", "profile", "emial"]))
    #expect(MockError.unknownMock("x", suggestion: nil, knownMocks: []).problemSite == nil)
    #expect(MockError.emptySequence(mock: "a", endpoint: "b", at: ["sequence"]).problemSite == .value(["sequence"]))
  }

  @Test func anInvalidStoredValueIsLocatedInsideTheValueUnderItsKey() {
    let mismatch = ValueDecodingError(path: ["expiry"], problem: .typeMismatch(expected: "a date", found: "a number"))
    let error = MockError.invalidStoreValue(store: "keychain", key: "session", mismatch)
    #expect(error.problemSite == .value(["session", "expiry"]))
  }
}
