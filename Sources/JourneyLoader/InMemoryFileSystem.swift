import Prelude

/// Files held in memory, by path; the folders are those the paths imply. For tests, and for tools
/// that check journey text that is not on disk.
///
/// Paths are compared after lexical normalisation (`./a//b/` is `a/b`); `.` is the top folder.
public struct InMemoryFileSystem: JourneyFileSystem {
  private var files: [String: [UInt8]] = [:]
  private var folders: [String: Set<String>] = [:]

  /// Makes a file system holding these texts, by path.
  public init(_ texts: [String: String]) {
    for (path, text) in texts {
      add(Array(text.utf8), atPath: path)
    }
  }

  /// Makes a file system holding these bytes, by path.
  public init(bytes: [String: [UInt8]]) {
    for (path, contents) in bytes {
      add(contents, atPath: path)
    }
  }

  private mutating func add(_ contents: [UInt8], atPath path: String) {
    var child = FilePath.normalized(path)
    files[child] = contents
    while child != "." && child != "/" {
      let parent = FilePath.folder(of: child)
      folders[parent, default: []].insert(FilePath.lastComponent(of: child))
      child = parent
    }
  }

  public func itemKind(atPath path: String) -> FileItemKind? {
    let path = FilePath.normalized(path)
    if files[path] != nil { return .file }
    return folders[path] != nil ? .folder : nil
  }

  public func contents(ofFileAtPath path: String) -> [UInt8]? {
    files[FilePath.normalized(path)]
  }

  public func entryNames(ofFolderAtPath path: String) -> [String]? {
    folders[FilePath.normalized(path)].map { Array($0) }
  }
}
