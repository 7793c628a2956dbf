import JourneyHosting
import Testing
import ValueCoding

@Suite struct JourneyHostErrorTests {
  @Test func describesEachProblem() {
    let mismatch = ValueDecodingError(path: ["count"], problem: .typeMismatch(expected: "an integer", found: "a string"))
    let cases: [(JourneyHostError, String)] = [
      (.unsupported(step: "deepLink"), "this app does not support 'deepLink' steps: its journey host does not turn them into actions"),
      (.unknownAction(path: "a.bb", caseName: "bb", suggestion: "a.b", knownCases: ["b", "c"]),
       "unknown action 'a.bb': no case 'bb'; did you mean 'a.b'?"),
      (.unknownAction(path: "a.zz", caseName: "zz", suggestion: nil, knownCases: ["b", "c"]),
       "unknown action 'a.zz': no case 'zz'; the cases there are b, c"),
      (.unknownAction(path: "a.zz", caseName: "zz", suggestion: nil, knownCases: []), "unknown action 'a.zz': no case 'zz'"),
      (.missingPayload(path: "a.b"), "action 'a.b' carries values; give them as its payload, such as { action: a.b, payload: … }"),
      (.unexpectedPayload(path: "a.b"), "action 'a.b' carries no values; remove its payload"),
      (.invalidPayload(path: "a.b", mismatch), "invalid payload for action 'a.b': expected an integer at count, found a string"),
      (.undecodableAction(path: "a.b", mismatch), "cannot make action 'a.b': expected an integer at count, found a string"),
    ]
    for (error, description) in cases {
      #expect(error.description == description)
    }
  }

  @Test func onlyAPayloadProblemHasAPathInThePayload() {
    let mismatch = ValueDecodingError(path: ["count"], problem: .typeMismatch(expected: "an integer", found: "a string"))
    #expect(JourneyHostError.invalidPayload(path: "a", mismatch).payloadSite == .value(["count"]))
    #expect(JourneyHostError.undecodableAction(path: "a", mismatch).payloadSite == nil)
    #expect(JourneyHostError.missingPayload(path: "a").payloadSite == nil)
  }
}
