import Foundation
import JourneyFiles
import Prelude

/// Whether a path a page sends may be written: a golden file, named relative to the folder the
/// server serves, below that folder once symbolic links are followed.
enum GoldenPathCheck {
  /// Why `path` is not a golden file below `root` (an absolute folder), or `nil` when it is.
  static func problem(with path: String, root: String) -> String? {
    let components = path.split(separator: "/", omittingEmptySubsequences: false)
    guard !path.hasPrefix("/"), !components.contains(where: { ["", ".", ".."].contains($0) }) else {
      return "'\(path)' is not a relative path without '.' or '..' parts"
    }
    guard components.dropLast().contains(Substring(GoldenFiles.folderName)), path.hasSuffix(GoldenFiles.goldenSuffix)
    else {
      return "'\(path)' is not a golden file: it must be a \(GoldenFiles.goldenSuffix) file in a \(GoldenFiles.folderName) folder"
    }
    // The deepest folder that exists, links followed, must still be below the root.
    let realRoot = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
    var folder = FilePath.folder(of: FilePath.resolving(path, from: root))
    while !FileManager.default.fileExists(atPath: folder), folder.count > root.count {
      folder = FilePath.folder(of: folder)
    }
    let realFolder = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
    guard realFolder == realRoot || realFolder.hasPrefix(realRoot + "/") else {
      return "'\(path)' leads out of \(root) through a symbolic link"
    }
    return nil
  }
}
