import Foundation
import JourneyFiles
import Prelude

/// The files `journey watch` polls: every file below some folders and some files named one by
/// one, by path relative to the working folder. A file whose modification time or size changed
/// is read again, and counts as changed only when its content did, so that saving a file as it
/// was runs nothing; a file that appears or goes away changes. Hidden files and folders (`.build`,
/// `.journey`) are left out.
struct WatchFiles {
  /// When a file was last modified, and its size: read again only when these change.
  private struct Stamp: Equatable {
    var seconds: Int
    var nanoseconds: Int
    var size: Int64
  }

  /// The folder relative paths start from.
  let workingDirectory: String
  /// Each file seen, with its stamp and the digest of its content.
  private var seen: [String: (stamp: Stamp, digest: String?)] = [:]

  /// Takes note of the files below `roots` and the files `files` as they are now.
  init(workingDirectory: String, roots: [String], files: Set<String>) {
    self.workingDirectory = workingDirectory
    _ = changes(roots: roots, files: files)
  }

  /// The files below `roots` (folders or files) and the files `files`, whether or not they
  /// exist, whose content changed since the last look, that appeared or that went away;
  /// normalised paths, as ``/Prelude/FilePath/normalized(_:)`` writes them.
  mutating func changes(roots: [String], files: Set<String>) -> Set<String> {
    var paths = Set(files.map(FilePath.normalized))
    for root in roots {
      collect(below: FilePath.normalized(root), into: &paths)
    }
    var changed: Set<String> = []
    for path in paths.union(seen.keys) where look(at: path) {
      changed.insert(path)
    }
    return changed
  }

  /// Takes note of the files at `paths` as they are now, without telling them as changed: the
  /// files a run wrote itself.
  mutating func absorb(_ paths: some Sequence<String>) {
    for path in paths {
      _ = look(at: FilePath.normalized(path))
    }
  }

  /// Takes note of the file at `path`; whether it changed since the last look.
  private mutating func look(at path: String) -> Bool {
    guard let stamp = stamp(of: path) else {
      return seen.removeValue(forKey: path) != nil
    }
    let previous = seen[path]
    guard previous?.stamp != stamp else { return false }
    let digest = GoldenReview.digest(ofFileAt: absolute(path))
    seen[path] = (stamp, digest)
    return previous == nil || previous?.digest != digest
  }

  /// The stamp of the regular file at `path`; `nil` when there is none.
  private func stamp(of path: String) -> Stamp? {
    var status = stat()
    guard stat(absolute(path), &status) == 0, status.st_mode & mode_t(S_IFMT) == mode_t(S_IFREG) else { return nil }
    #if canImport(Darwin)
      let modified = status.st_mtimespec
    #else
      let modified = status.st_mtim
    #endif
    return Stamp(seconds: Int(modified.tv_sec), nanoseconds: Int(modified.tv_nsec), size: Int64(status.st_size))
  }

  /// Adds the files below `path`, or `path` itself when it is a file, to `paths`.
  private func collect(below path: String, into paths: inout Set<String>) {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: absolute(path), isDirectory: &isFolder) else { return }
    guard isFolder.boolValue else {
      paths.insert(path)
      return
    }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: absolute(path))) ?? []
    for name in names where !name.hasPrefix(".") {
      collect(below: path == "." ? name : path + "/" + name, into: &paths)
    }
  }

  private func absolute(_ path: String) -> String {
    path.hasPrefix("/") ? path : workingDirectory + "/" + path
  }
}
