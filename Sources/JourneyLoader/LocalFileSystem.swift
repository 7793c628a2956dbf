import Foundation

/// The disk, through `FileManager`. Relative paths are relative to the current directory.
public struct LocalFileSystem: JourneyFileSystem {
  /// Makes the local file system.
  public init() {}

  public func itemKind(atPath path: String) -> FileItemKind? {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
    return isFolder.boolValue ? .folder : .file
  }

  public func contents(ofFileAtPath path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path).map { Array($0) }
  }

  public func entryNames(ofFolderAtPath path: String) -> [String]? {
    try? FileManager.default.contentsOfDirectory(atPath: path)
  }

  public var workingFolder: String? {
    FileManager.default.currentDirectoryPath
  }
}

extension JourneyFileSystem where Self == LocalFileSystem {
  /// The disk.
  public static var local: LocalFileSystem { LocalFileSystem() }
}
