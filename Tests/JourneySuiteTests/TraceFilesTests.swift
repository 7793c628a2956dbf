import Testing

@testable import JourneySuite

@Suite struct TraceFilesTests {
  @Test func namesATraceAfterItsFileAndJourney() {
    #expect(
      TraceFiles.fileName(file: "Scenarios/Auth/sign-in.yaml", name: "Signing in: opens Home!", row: nil)
        == "Scenarios-Auth-sign-in--signing-in-opens-home.json")
    #expect(
      TraceFiles.fileName(file: "Flows/A_B.yaml", name: "  Two\r\nlines  ", row: 2)
        == "Flows-A-B--two-lines--row-2.json")
  }

  @Test func keepsOnlyTheASCIILettersAndDigitsOfOtherScripts() {
    #expect(
      TraceFiles.fileName(file: "Scenarios/Café/é.yaml", name: "Đăng nhập Ünïcode 😀 OK", row: nil)
        == "Scenarios-Caf--ng-nh-p-n-code-ok.json")
    // A letter with a combining mark is one character, and not an ASCII one.
    #expect(TraceFiles.fileName(file: "a.yaml", name: "cafe\u{301} au lait", row: nil) == "a--caf-au-lait.json")
  }

  @Test func cutsALongNameAfter80Characters() {
    let name = String(repeating: "abcdefghi ", count: 12)
    let expected = String(String(repeating: "abcdefghi-", count: 8).dropLast())
    #expect(TraceFiles.fileName(file: "x.yaml", name: name, row: nil) == "x--\(expected).json")
  }
}
