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
}
