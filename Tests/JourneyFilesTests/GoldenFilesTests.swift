import Foundation
import HarnessTestSupport
import JourneyFiles
import Testing

@Suite struct GoldenFilesTests {
  let files = GoldenFiles()

  @Test(arguments: [
    ("Scenarios/Auth/login.yaml", "welcome", "Scenarios/Auth/__snapshots__/login/welcome.txt"),
    ("./Scenarios//login.yaml", "welcome", "Scenarios/__snapshots__/login/welcome.txt"),
    ("login.yaml", "error-ada", "__snapshots__/login/error-ada.txt"),
    ("/tmp/j/login.yaml", "a", "/tmp/j/__snapshots__/login/a.txt"),
    ("/login.yaml", "a", "/__snapshots__/login/a.txt"),
    ("../up/./login.yaml", "a", "../up/__snapshots__/login/a.txt"),
    ("Scenarios/notes", "a", "Scenarios/__snapshots__/notes/a.txt"),
    ("Scenarios/login.yaml/", "Dark/../a", "Scenarios/__snapshots__/login/a.txt"),
    ("Scenarios/.../..login.yaml", "..a", "Scenarios/.../__snapshots__/..login/..a.txt"),
    ("Scenarios/.yaml", "a", "Scenarios/__snapshots__/a.txt"),
    ("Scenarios/...yaml", "a", "Scenarios/a.txt"),
    ("...yaml", "a", "a.txt"),
    ("/", "a", "/a.txt"),
    ("Scenarios/\u{600}.yaml", "a", "Scenarios/__snapshots__/\u{600}.yaml/a.txt"),
    ("Scenarios/é.yaml", "a", "Scenarios/__snapshots__/é/a.txt"),
  ])
  func goldenPaths(journeyFile: String, name: String, path: String) {
    #expect(files.path(journeyFile: journeyFile, snapshot: name) == path)
    #expect(files.path(inSnapshotFolder: files.snapshotFolder(of: journeyFile), snapshot: name) == path)
    #expect(
      files.paths(journeyFile: journeyFile, snapshots: [name, "Dark/" + name])
        == [path, files.path(journeyFile: journeyFile, snapshot: "Dark/" + name)])
  }

  @Test func listsGoldenAndPendingFilesWithTheirJourneys() throws {
    let sandbox = try Sandbox([
      "Scenarios/login.yaml": "",
      "Scenarios/__snapshots__/login/welcome.txt": "",
      "Scenarios/__snapshots__/login/error.txt.new": "",
      "Scenarios/__snapshots__/login/notes.md": "",
      "Scenarios/Home/__snapshots__/feed/Dark/first.txt": "",
      "Scenarios/.hidden/__snapshots__/x/y.txt": "",
      "Scenarios/__snapshots__/stray.txt": "",
    ])
    let found = files.files(under: [sandbox.path("Scenarios")]).map { file in
      [sandbox.relativized(file.path), sandbox.relativized(file.journeyFile), file.snapshotName, "\(file.isPending)"]
    }
    #expect(
      found == [
        ["Scenarios/Home/__snapshots__/feed/Dark/first.txt", "Scenarios/Home/feed.yaml", "Dark/first", "false"],
        ["Scenarios/__snapshots__/login/error.txt.new", "Scenarios/login.yaml", "error", "true"],
        ["Scenarios/__snapshots__/login/welcome.txt", "Scenarios/login.yaml", "welcome", "false"],
      ])
    #expect(
      files.files(under: [sandbox.path("Scenarios/login.yaml")]).map { sandbox.relativized($0.goldenPath) } == [
        "Scenarios/__snapshots__/login/error.txt", "Scenarios/__snapshots__/login/welcome.txt",
      ])
  }

  @Test func followsSymbolicLinksToFoldersAndFiles() throws {
    let sandbox = try Sandbox([
      "Shared/feed/first.txt": "",
      "Shared/welcome.txt": "",
      "Scenarios/__snapshots__/login/error.txt": "",
    ])
    try FileManager.default.createSymbolicLink(
      atPath: sandbox.path("Scenarios/__snapshots__/feed"), withDestinationPath: sandbox.path("Shared/feed"))
    try FileManager.default.createSymbolicLink(
      atPath: sandbox.path("Scenarios/__snapshots__/login/welcome.txt"),
      withDestinationPath: sandbox.path("Shared/welcome.txt"))
    try FileManager.default.createSymbolicLink(
      atPath: sandbox.path("Scenarios/__snapshots__/login/gone.txt"), withDestinationPath: sandbox.path("nothing"))
    #expect(
      files.files(under: [sandbox.path("Scenarios")]).map { sandbox.relativized($0.path) } == [
        "Scenarios/__snapshots__/feed/first.txt", "Scenarios/__snapshots__/login/error.txt",
        "Scenarios/__snapshots__/login/welcome.txt",
      ])
  }

  @Test func readsWritesAndDeletes() throws {
    let sandbox = try Sandbox()
    let path = sandbox.path("Scenarios/__snapshots__/login/welcome.txt")
    #expect(try files.read(path) == nil)
    try files.write("screen Login\n", to: path)
    #expect(try files.read(path) == "screen Login\n")
    try files.write("pending\n", to: path + ".new")
    #expect(try files.removePending(of: path))
    #expect(try !files.removePending(of: path))
    try files.delete(path)
    #expect(try files.read(path) == nil)
  }

  @Test func aFolderWhereAGoldenFileShouldBeIsAnError() throws {
    let sandbox = try Sandbox(["Scenarios/__snapshots__/login/welcome.txt/inside": ""])
    let path = sandbox.path("Scenarios/__snapshots__/login/welcome.txt")
    #expect(throws: GoldenFileError(path: path, problem: "this is a folder, not a golden file")) {
      try files.read(path)
    }
  }
}
