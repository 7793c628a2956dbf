import Foundation
import HarnessTestSupport
import Testing

@testable import JourneyCLI

/// The files the watch polls, in a sandbox: what changed between two looks.
@Suite struct WatchFilesTests {
  @Test func aFileChangesWhenItsContentDoesAppearsOrGoesAway() throws {
    let sandbox = try Sandbox([
      "Scenarios/a.yaml": "name: A\n", "Scenarios/.hidden/x.yaml": "name: X\n", "Shared/s.subflow.yaml": "steps: []\n",
    ])
    var files = WatchFiles(
      workingDirectory: sandbox.root, roots: ["Scenarios/"], files: ["Shared/s.subflow.yaml", "Scenarios/gone.txt"])
    let look = { files.changes(roots: ["Scenarios/"], files: ["Shared/s.subflow.yaml", "Scenarios/gone.txt"]) }
    #expect(look() == [])

    try sandbox.write("name: A\n", to: "Scenarios/a.yaml")
    try sandbox.write("name: Y\n", to: "Scenarios/.hidden/x.yaml")
    #expect(look() == [], "the same content saved again, and a hidden folder, change nothing")

    try sandbox.write("name: B\n", to: "Scenarios/a.yaml")
    try sandbox.write("steps: [launch]\n", to: "Shared/s.subflow.yaml")
    try sandbox.write("screen\n", to: "Scenarios/gone.txt")
    try sandbox.write("name: C\n", to: "Scenarios/Auth/c.yaml")
    #expect(look() == ["Scenarios/a.yaml", "Shared/s.subflow.yaml", "Scenarios/gone.txt", "Scenarios/Auth/c.yaml"])

    try FileManager.default.removeItem(atPath: sandbox.path("Scenarios/gone.txt"))
    try FileManager.default.removeItem(atPath: sandbox.path("Scenarios/Auth"))
    #expect(look() == ["Scenarios/gone.txt", "Scenarios/Auth/c.yaml"])
    #expect(look() == [])
  }

  @Test func whatARunWroteItselfIsAbsorbed() throws {
    let sandbox = try Sandbox(["Scenarios/a.yaml": "name: A\n"])
    var files = WatchFiles(workingDirectory: sandbox.root, roots: ["Scenarios"], files: [])
    try sandbox.write("screen A\n", to: "Scenarios/__snapshots__/a/launched.txt.new")
    try sandbox.write("name: B\n", to: "Scenarios/a.yaml")
    files.absorb(["Scenarios/__snapshots__/a/launched.txt.new"])
    #expect(files.changes(roots: ["Scenarios"], files: []) == ["Scenarios/a.yaml"])
  }
}
