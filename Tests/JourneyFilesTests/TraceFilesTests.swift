import Foundation
import JourneyRunner
import Testing

@testable import JourneyFiles

@Suite struct TraceFilesTests {
  @Test func namesATraceAfterItsFileAndJourney() {
    #expect(
      TraceFiles.fileName(file: "Scenarios/Auth/sign-in.yaml", name: "Signing in: opens Home!", row: nil)
        == "Scenarios-Auth-sign-in--signing-in-opens-home--84674598.json")
    #expect(
      TraceFiles.fileName(file: "Flows/A_B.yaml", name: "  Two\r\nlines  ", row: 2)
        == "Flows-A-B--two-lines--row-2--f825b38c.json")
  }

  @Test func keepsOnlyTheASCIILettersAndDigitsOfOtherScripts() {
    #expect(
      TraceFiles.fileName(file: "Scenarios/Café/é.yaml", name: "Đăng nhập Ünïcode 😀 OK", row: nil)
        == "Scenarios-Caf--ng-nh-p-n-code-ok--d1ff9a09.json")
    // A letter with a combining mark is one character, and not an ASCII one.
    #expect(TraceFiles.fileName(file: "a.yaml", name: "cafe\u{301} au lait", row: nil) == "a--caf-au-lait--fe32c5b0.json")
  }

  @Test func cutsALongNameAfter80Characters() {
    let name = String(repeating: "abcdefghi ", count: 12)
    let expected = String(String(repeating: "abcdefghi-", count: 8).dropLast())
    #expect(TraceFiles.fileName(file: "x.yaml", name: name, row: nil) == "x--\(expected)--07f1c9f7.json")
  }

  @Test func journeysWhoseReadablePartsAreAlikeGetFilesOfTheirOwn() {
    let alike: [[(file: String, name: String, row: Int?)]] = [
      [("Auth/x.yaml", "Signs in", nil), ("Auth-x.yaml", "Signs in", nil)],
      [("A_B.yaml", "Signs in", nil), ("A-B.yaml", "Signs in", nil)],
      [("a.yaml", "Café", nil), ("a.yaml", "Cafè", nil), ("a.yaml", "Caf", nil)],
      [("a.yaml", "Đăng nhập", nil), ("a.yaml", "Đăng nhẬp", nil)],
      [("a.yaml", "Signs in", nil), ("a.yaml", "signs in!", nil)],
      [("a.yaml", String(repeating: "x", count: 80) + " one", nil), ("a.yaml", String(repeating: "x", count: 80) + " two", nil)],
      [("a.yaml", "Greets", 1), ("a.yaml", "Greets", 2), ("a.yaml", "Greets", nil)],
    ]
    for journeys in alike {
      let names = journeys.map { TraceFiles.fileName(file: $0.file, name: $0.name, row: $0.row) }
      #expect(Set(names).count == journeys.count, "\(names)")
    }
    #expect(TraceFiles.fileName(file: "Auth/x.yaml", name: "Signs in", row: nil) == "Auth-x--signs-in--08974785.json")
    #expect(TraceFiles.fileName(file: "Auth-x.yaml", name: "Signs in", row: nil) == "Auth-x--signs-in--05faba80.json")
  }

  @Test func cutsALongFilePathAfter80Characters() {
    let file = String(repeating: "Folder/", count: 20) + "a.yaml"
    let expected = String(String(repeating: "Folder-", count: 12).prefix(80))
    #expect(TraceFiles.fileName(file: file, name: "A", row: nil) == "\(expected)--a--77d6b67c.json")
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
