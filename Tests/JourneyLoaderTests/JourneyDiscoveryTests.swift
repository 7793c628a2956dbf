import Foundation
import JourneyLoader
import JourneyModel
import Testing

@Suite struct JourneyDiscoveryTests {
  static let tree = InMemoryFileSystem([
    "Journeys/Auth/login.yaml": "",
    "Journeys/Auth/logout.yaml": "",
    "Journeys/Auth/__snapshots__/login/home.txt": "",
    "Journeys/Auth/__snapshots__/stray.yaml": "",
    "Journeys/Shared/sign-in.subflow.yaml": "",
    "Journeys/a-first.yaml": "",
    "Journeys/b.yaml": "",
    "Journeys/README.md": "",
    "Journeys/.drafts/wip.yaml": "",
    "Journeys/.hidden.yaml": "",
    "Journeys/Explore/search.yml": "",
    "Journeys/Explore/search.yaml": "",
    "Other/x.yaml": "",
    "Empty/notes.txt": "",
  ])

  @Test func findsJourneyFilesInSortedOrder() {
    let (files, diagnostics) = JourneyLoader(fileSystem: Self.tree).discover(paths: ["./Journeys/"])
    #expect(
      files == [
        "Journeys/Auth/login.yaml",
        "Journeys/Auth/logout.yaml",
        "Journeys/Explore/search.yaml",
        "Journeys/a-first.yaml",
        "Journeys/b.yaml",
      ]
    )
    #expect(
      diagnostics.description
        == "Journeys/Explore/search.yml:1:1: warning: not loaded: journey files are named '*.yaml'; rename it to 'search.yaml'"
    )
  }

  @Test func keepsThePathsGivenInOrderWithoutRepeats() {
    let (files, diagnostics) = JourneyLoader(fileSystem: Self.tree)
      .discover(paths: ["Other", "Journeys/b.yaml", "Journeys/Auth", "Journeys/Auth/login.yaml"])
    #expect(
      files == ["Other/x.yaml", "Journeys/b.yaml", "Journeys/Auth/login.yaml", "Journeys/Auth/logout.yaml"])
    #expect(diagnostics.all.isEmpty)
  }

  @Test func searchesTheCurrentFolder() {
    let (files, _) = JourneyLoader(fileSystem: InMemoryFileSystem(["a.yaml": "", "b/c.yaml": ""])).discover(
      paths: ["."])
    #expect(files == ["a.yaml", "b/c.yaml"])
  }

  @Test func reportsPathsThatAreNotJourneys() {
    let (files, diagnostics) = JourneyLoader(fileSystem: Self.tree).discover(
      paths: [
        "Missing", "Journeys/Shared/sign-in.subflow.yaml", "Journeys/README.md",
        "Journeys/Explore/search.yml", "Empty",
      ]
    )
    #expect(files.isEmpty)
    #expect(
      diagnostics.description == """
        Empty:1:1: warning: no journey files in this folder; journey files are named '*.yaml' (subflows, \
        '*.subflow.yaml', run only through 'run' steps)
        Journeys/Explore/search.yml:1:1: error: journey files are named '*.yaml'; rename this file to 'search.yaml'
        Journeys/README.md:1:1: error: this is not a journey file; journey files are named '*.yaml'
        Journeys/Shared/sign-in.subflow.yaml:1:1: error: this is a subflow file; subflows run only through 'run' steps of journeys
        Missing:1:1: error: no such file or folder
        """
    )
  }

  @Test func aMissingPathSuggestsTheClosestEntryOfItsFolder() {
    let (_, diagnostics) = JourneyLoader(fileSystem: Self.tree).discover(
      paths: ["Journeys/Explore/serch.yaml", "Journys", "Journeys/Nothing/at-all.yaml", "Jorneys/Atuh/login.yaml"])
    #expect(
      diagnostics.description == """
        Jorneys/Atuh/login.yaml:1:1: error: no such file or folder; did you mean 'Journeys/Auth/login.yaml'?
        Journeys/Explore/serch.yaml:1:1: error: no such file or folder; did you mean 'Journeys/Explore/search.yaml'?
        Journeys/Nothing/at-all.yaml:1:1: error: no such file or folder
        Journys:1:1: error: no such file or folder; did you mean 'Journeys'?
        """
    )
  }

  @Test func aRelativePathThatNamesNothingSaysWhereRelativePathsStart() {
    let workingFolder = FileManager.default.currentDirectoryPath
    let (_, diagnostics) = JourneyLoader(fileSystem: .local).discover(
      paths: ["Nowhere/at-all.yaml", "/nowhere/at-all.yaml"])
    #expect(
      diagnostics.description == """
        /nowhere/at-all.yaml:1:1: error: no such file or folder
        Nowhere/at-all.yaml:1:1: error: no such file or folder; relative paths start at the working folder, \
        \(workingFolder), so run from the folder this path starts at, or write it from \(workingFolder)
        """
    )
  }

  @Test func stopsAtLoopsOfFolders() {
    let (files, diagnostics) = JourneyLoader(fileSystem: EndlessFolders()).discover(paths: ["loop"])
    #expect(files.isEmpty)
    #expect(diagnostics.all.map(\.severity) == [.warning, .error])
    #expect(diagnostics.all.last?.message == "folders nest more than 32 deep here; is there a loop of links?")
    #expect(diagnostics.all.last?.location.file.split(separator: "/").count == 33)
  }

  @Test func stopsAtTooManyFolders() {
    let (files, diagnostics) = JourneyLoader(fileSystem: EndlessFolders(width: 200, depth: 2)).discover(
      paths: ["loop"])
    #expect(files.isEmpty)
    #expect(diagnostics.all.map(\.severity) == [.warning, .error])
    #expect(diagnostics.all.last?.message == "more than 10000 folders to search; is there a loop of links?")
  }

  @Test func reportsFoldersThatCannotBeListed() {
    let fileSystem = UnreadableFiles(
      base: InMemoryFileSystem(["a/b/c.yaml": "", "a/d.yaml": ""]), unreadable: ["a/b"])
    let (files, diagnostics) = JourneyLoader(fileSystem: fileSystem).discover(paths: ["a"])
    #expect(files == ["a/d.yaml"])
    #expect(diagnostics.description == "a/b:1:1: error: cannot list this folder")
  }
}

extension JourneyDiscoveryTests {
  @Test func findsJourneyAndInvariantsFilesAsApartAskingTheFileSystemOnce() {
    let tree = InMemoryFileSystem([
      "Journeys/Auth/login.yaml": "",
      "Journeys/Auth/app.invariants.yaml": "",
      "Journeys/b.yml": "",
      "Journeys/app.invariants.yaml": "",
      "Other/more.invariants.yaml": "",
    ])
    let paths = ["Journeys", "Missing", "Other/more.invariants.yaml"]
    let journeyPaths = ["Journeys", "Missing"]
    let counting = CountingQuestions(base: tree)
    let both = JourneyLoader(fileSystem: counting).discover(paths: journeyPaths, invariantsFilesAmong: paths)
    let apart = JourneyLoader(fileSystem: tree).discover(paths: journeyPaths)
    #expect(both.files == apart.files && both.files == ["Journeys/Auth/login.yaml"])
    #expect(both.diagnostics == apart.diagnostics && both.diagnostics.all.count == 2)
    #expect(
      both.invariantsFiles == JourneyLoader(fileSystem: tree).discoverInvariantsFiles(paths: paths)
        && both.invariantsFiles == [
          "Journeys/Auth/app.invariants.yaml", "Journeys/app.invariants.yaml", "Other/more.invariants.yaml",
        ])
    #expect(counting.questions.count == Set(counting.questions).count)
  }
}

/// A file system that answers as `base` does and keeps each question asked of what is at a path
/// and what a folder holds.
private final class CountingQuestions: JourneyFileSystem, @unchecked Sendable {
  let base: InMemoryFileSystem
  private(set) var questions: [String] = []

  init(base: InMemoryFileSystem) {
    self.base = base
  }

  func itemKind(atPath path: String) -> FileItemKind? {
    questions.append("kind " + path)
    return base.itemKind(atPath: path)
  }

  func contents(ofFileAtPath path: String) -> [UInt8]? { base.contents(ofFileAtPath: path) }

  func entryNames(ofFolderAtPath path: String) -> [String]? {
    questions.append("names " + path)
    return base.entryNames(ofFolderAtPath: path)
  }
}

/// Folders inside folders, as links to parent folders make: `width` in each, down to `depth`
/// folders below the top.
private struct EndlessFolders: JourneyFileSystem {
  var width = 1
  var depth = Int.max

  func itemKind(atPath path: String) -> FileItemKind? { .folder }
  func contents(ofFileAtPath path: String) -> [UInt8]? { nil }
  func entryNames(ofFolderAtPath path: String) -> [String]? {
    path.split(separator: "/").count > depth ? [] : (0..<width).map { "again\($0)" }
  }
}
