import Testing

import Prelude

@Suite struct FilePathTests {
  @Test func aRelativePathThatNamesNothingIsToldWhereRelativePathsStart() {
    #expect(
      FilePath.whereRelativePathsStart(for: "Scenarios/a.yaml", workingFolder: "/home/ada")
        == "; relative paths start at the working folder, /home/ada, so run from the folder this path starts "
        + "at, or write it from /home/ada")
    #expect(FilePath.whereRelativePathsStart(for: "/srv/Scenarios/a.yaml", workingFolder: "/home/ada") == "")
  }

  @Test(arguments: [
    ("Journeys/Auth/login.yaml", "Journeys/Auth/login.yaml"),
    ("./Journeys//Auth/../Shared/", "Journeys/Shared"),
    ("a/./b/.", "a/b"),
    ("a/..", "."),
    ("", "."),
    ("../x/../../y", "../../y"),
    ("/a/../../b", "/b"),
    ("/", "/"),
    ("a//b", "a/b"),
    ("a/b/", "a/b"),
    ("/a/./b", "/a/b"),
    ("//a", "/a"),
    (".hidden/a..b/.../x", ".hidden/a..b/.../x"),
    ("/Scenarios/__snapshots__/login/home.golden.txt", "/Scenarios/__snapshots__/login/home.golden.txt"),
  ])
  func normalises(_ path: String, _ expected: String) {
    #expect(FilePath.normalized(path) == expected)
  }

  @Test func findsTheFolderAndTheName() {
    #expect(FilePath.folder(of: "Journeys/Auth/login.yaml") == "Journeys/Auth")
    #expect(FilePath.folder(of: "login.yaml") == ".")
    #expect(FilePath.folder(of: "/login.yaml") == "/")
    #expect(FilePath.lastComponent(of: "Journeys/Auth/login.yaml") == "login.yaml")
    #expect(FilePath.lastComponent(of: "login.yaml") == "login.yaml")
    #expect(FilePath.lastComponent(of: "/Journeys/Auth/") == "Auth")
    #expect(FilePath.lastComponent(of: "/") == "/")
  }

  @Test func splitsPathsOnlyAtSlashesWhateverTheirCharacters() {
    #expect(FilePath.normalized("Hành trình/./Đăng nhập/../café.yaml") == "Hành trình/café.yaml")
    #expect(FilePath.folder(of: "Hành trình/café.yaml") == "Hành trình")
    #expect(FilePath.lastComponent(of: "Hành trình/café.yaml") == "café.yaml")
    // A combining mark after a slash makes one character with it, yet the path has two parts.
    #expect(FilePath.normalized("a/\u{301}b") == "a/\u{301}b")
    #expect(FilePath.lastComponent(of: "a/\u{301}b") == "\u{301}b")
  }

  @Test func resolvesRelativeToAFolder() {
    #expect(
      FilePath.resolving("../Shared/a.subflow.yaml", from: "Journeys/Auth")
        == "Journeys/Shared/a.subflow.yaml")
    #expect(FilePath.resolving("a.subflow.yaml", from: ".") == "a.subflow.yaml")
    #expect(FilePath.resolving("/abs/a.subflow.yaml", from: "Journeys") == "/abs/a.subflow.yaml")
  }

  @Test func writesAnAbsolutePathBelowAFolderRelativeToIt() {
    #expect(FilePath.relative("/home/ada/app/Scenarios/a.yaml", below: "/home/ada/app") == "Scenarios/a.yaml")
    #expect(FilePath.relative("/home/ada/app//Scenarios/", below: "/home/ada/app/") == "Scenarios")
    #expect(FilePath.relative("/home/ada/app", below: "/home/ada/app") == ".")
    #expect(FilePath.relative("/home/ada/application/x", below: "/home/ada/app") == "/home/ada/application/x")
    #expect(FilePath.relative("/srv/./x/../y", below: "/home/ada/app") == "/srv/y")
    #expect(FilePath.relative("Scenarios/", below: "/home/ada/app") == "Scenarios/")
  }

  @Test func writesThePathsBelowAFolderRelativeToIt() {
    let text = #"{"file" : "/home/ada/app/Scenarios/a.yaml", "failure" : "/home/ada/app/Scenarios/a.yaml:3:5: error"}"#
    #expect(
      relativizing(pathsIn: text, below: "/home/ada/app")
        == #"{"file" : "Scenarios/a.yaml", "failure" : "Scenarios/a.yaml:3:5: error"}"#)
    #expect(relativizing(pathsIn: "/home/ada/app/x", below: "/home/ada/app/") == "x")
    #expect(relativizing(pathsIn: "at /home/ada/app/x and (/home/ada/app/y)", below: "/home/ada/app") == "at x and (y)")
    // The folder itself, at the very end; and after a path that only ends with it.
    #expect(relativizing(pathsIn: "in /home/ada/app/", below: "/home/ada/app") == "in ")
    #expect(
      relativizing(pathsIn: "/srv/home/ada/app/x /home/ada/app/y", below: "/home/ada/app")
        == "/srv/home/ada/app/x y")
    #expect(relativizing(pathsIn: "(/home/ada/app/z)", below: "/home/ada/app") == "(z)")
  }

  @Test func leavesOtherPathsAsTheyAre() {
    #expect(relativizing(pathsIn: "/srv/home/ada/app/x", below: "/home/ada/app") == "/srv/home/ada/app/x")
    #expect(relativizing(pathsIn: "/home/ada/application/x", below: "/home/ada/app") == "/home/ada/application/x")
    #expect(relativizing(pathsIn: "Scenarios/a.yaml", below: "/home/ada/app") == "Scenarios/a.yaml")
    #expect(relativizing(pathsIn: "", below: "/home/ada/app") == "")
    // Below the root of the file system, every path would lose its slash: they stay absolute.
    #expect(relativizing(pathsIn: "/Scenarios/a.yaml", below: "/") == "/Scenarios/a.yaml")
    // A decomposed é is other bytes: another folder for a file system.
    #expect(relativizing(pathsIn: "/cafe\u{301}/x", below: "/café") == "/cafe\u{301}/x")
    #expect(relativizing(pathsIn: "/café/x", below: "/café") == "x")
  }

  /// `text` as ``FilePath/relativizing(pathsIn:below:into:)`` writes it.
  private func relativizing(pathsIn text: String, below folder: String) -> String {
    var text = text
    var kept = ByteWriter()
    text.withUTF8 { FilePath.relativizing(pathsIn: $0, below: folder, into: &kept) }
    return kept.text
  }
}
