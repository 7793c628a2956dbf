import Prelude

/// What the loader needs of a file system: telling files from folders, reading files and listing
/// folders. ``LocalFileSystem`` reads the disk; ``InMemoryFileSystem`` holds files in memory.
public protocol JourneyFileSystem: Sendable {
  /// What `path` names: a file, a folder, or nothing (`nil`).
  func itemKind(atPath path: String) -> FileItemKind?
  /// The bytes of the file at `path`, or `nil` when it cannot be read, or what is there is not a
  /// file.
  func contents(ofFileAtPath path: String) -> [UInt8]?
  /// The names of the entries of the folder at `path`, in any order, or `nil` when it cannot be
  /// listed.
  func entryNames(ofFolderAtPath path: String) -> [String]?
  /// The folder relative paths start at, named when a relative path names nothing; `nil` when
  /// paths are not relative to a folder.
  var workingFolder: String? { get }
}

extension JourneyFileSystem {
  /// No working folder: relative paths are the file system's own.
  public var workingFolder: String? { nil }

  /// For a relative `path` that names nothing, the end of the message saying so that names the
  /// working folder it was looked for in; `""` for an absolute path or without a working folder.
  func whereRelativePathsStart(for path: String) -> String {
    workingFolder.map { FilePath.whereRelativePathsStart(for: path, workingFolder: $0) } ?? ""
  }
}

/// What a path names.
public enum FileItemKind: Hashable, Sendable {
  /// A file.
  case file
  /// A folder.
  case folder
}
