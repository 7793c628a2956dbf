import JourneyLoader
import Testing

@Suite struct InMemoryFileSystemTests {
  let fileSystem = InMemoryFileSystem(["Journeys/Auth/login.yaml": "name: x", "top.yaml": ""])

  @Test func tellsFilesFromFolders() {
    #expect(fileSystem.itemKind(atPath: "Journeys/Auth/login.yaml") == .file)
    #expect(fileSystem.itemKind(atPath: "./Journeys//Auth/") == .folder)
    #expect(fileSystem.itemKind(atPath: ".") == .folder)
    #expect(fileSystem.itemKind(atPath: "Journeys/Other") == nil)
  }

  @Test func readsFiles() {
    #expect(fileSystem.contents(ofFileAtPath: "Journeys/Auth/login.yaml") == Array("name: x".utf8))
    #expect(fileSystem.contents(ofFileAtPath: "Journeys") == nil)
  }

  @Test func listsFolders() {
    #expect(fileSystem.entryNames(ofFolderAtPath: ".")?.sorted() == ["Journeys", "top.yaml"])
    #expect(fileSystem.entryNames(ofFolderAtPath: "Journeys/Auth") == ["login.yaml"])
    #expect(fileSystem.entryNames(ofFolderAtPath: "top.yaml") == nil)
  }
}
