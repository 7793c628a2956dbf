import Testing

import Prelude

@Suite struct FilePathTests {
  @Test(arguments: [
    ("Journeys/Auth/login.yaml", "Journeys/Auth/login.yaml"),
    ("./Journeys//Auth/../Shared/", "Journeys/Shared"),
    ("a/./b/.", "a/b"),
    ("a/..", "."),
    ("", "."),
    ("../x/../../y", "../../y"),
    ("/a/../../b", "/b"),
    ("/", "/"),
  ])
  func normalises(_ path: String, _ expected: String) {
    #expect(FilePath.normalized(path) == expected)
  }

  @Test func findsTheFolderAndTheName() {
    #expect(FilePath.folder(of: "Journeys/Auth/login.yaml") == "Journeys/Auth")
    #expect(FilePath.folder(of: "login.yaml") == ".")
    #expect(FilePath.folder(of: "/login.yaml") == "/")
    #expect(FilePath.lastComponent(of: "Journeys/Auth/login.yaml") == "login.yaml")
  }

  @Test func resolvesRelativeToAFolder() {
    #expect(
      FilePath.resolving("../Shared/a.subflow.yaml", from: "Journeys/Auth")
        == "Journeys/Shared/a.subflow.yaml")
    #expect(FilePath.resolving("a.subflow.yaml", from: ".") == "a.subflow.yaml")
    #expect(FilePath.resolving("/abs/a.subflow.yaml", from: "Journeys") == "/abs/a.subflow.yaml")
  }
}
