import Foundation
import JourneyRunner
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

  @Test func aRecordHoldsTheTraceAsItsFileDoesPathsBelowTheRootRelative() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("trace-files-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let files = TraceFiles(mode: .on, root: root)
    func trace(file: String) -> JourneyTrace {
      JourneyTrace(
        file: file, name: "A", tags: [], status: "passed",
        steps: [StepTrace(step: "launch", location: file + ":3:5", depth: 0, status: "passed", time: "0s", duration: "0s")],
        failure: nil, warnings: [], virtualDuration: "0s")
    }

    let record = files.write(trace(file: root + "/Scenarios/a.yaml"), row: nil)
    #expect(record.error == nil)
    #expect(record.trace == trace(file: "Scenarios/a.yaml"))
    let written = try #require(FileManager.default.contents(atPath: root + "/" + record.path))
    #expect(written == files.fileData(of: record.trace))

    let relative = trace(file: "Scenarios/b.yaml")
    #expect(files.write(relative, row: nil).trace == relative)
  }
}
