import Foundation
import Prelude

/// The golden snapshot files of journeys on disk.
///
/// A journey file `Scenarios/Auth/login.yaml` keeps its goldens in
/// `Scenarios/Auth/__snapshots__/login/<name>.txt`. Writes are atomic (a temporary file renamed
/// over the target), and a mismatch is written beside the golden as `<name>.txt.new` for review.
public struct GoldenFiles: Sendable {
  /// The folder name that holds a directory's goldens.
  public static let folderName = "__snapshots__"
  /// The suffix of a golden file.
  public static let goldenSuffix = ".txt"
  /// The suffix added to a golden's path for the pending text of a mismatch.
  public static let pendingSuffix = ".new"

  /// Makes a store over the local file system.
  public init() {}

  /// The golden file of snapshot `name` of the journey in `journeyFile`.
  public func path(journeyFile: String, snapshot name: String) -> String {
    path(inSnapshotFolder: snapshotFolder(of: journeyFile), snapshot: name)
  }

  /// The golden files of the snapshots `names` of the journey in `journeyFile`, in their order,
  /// each as ``path(journeyFile:snapshot:)`` makes it.
  public func paths(journeyFile: String, snapshots names: some Sequence<String>) -> [String] {
    let folder = snapshotFolder(of: journeyFile)
    return names.map { path(inSnapshotFolder: folder, snapshot: $0) }
  }

  /// The golden file of snapshot `name` in `folder`, the ``snapshotFolder(of:)`` of its journey's
  /// file: what ``path(journeyFile:snapshot:)`` makes, for callers that keep a journey's folder.
  public func path(inSnapshotFolder folder: String, snapshot name: String) -> String {
    // A name without `/` makes one component ending in `.txt`, never empty, `.` or `..`: after a
    // normalised folder that is neither the root nor `.`, the path is normalised as it is made.
    guard folder != "/", folder != ".", !name.utf8.contains(UInt8(ascii: "/")) else {
      return FilePath.normalized(folder + "/" + name + Self.goldenSuffix)
    }
    return folder + "/" + name + Self.goldenSuffix
  }

  /// The folder of the goldens of the journey in `journeyFile`: `Scenarios/__snapshots__/login`
  /// for `Scenarios/login.yaml`.
  public func snapshotFolder(of journeyFile: String) -> String {
    // The journey file's path is normalised once and cut at its last `/`; the folder made of its
    // pieces is normalised only when the journey's stem is empty, `.` or `..`, since joining the
    // start of a normalised path and other components leaves nothing to normalise.
    let file = FilePath.normalized(journeyFile)
    // The root has no name to make a folder of: it stays itself, as resolving it from anywhere does.
    guard file != "/" else { return file }
    let folder: String
    let stem: Substring
    if let slash = file.utf8.lastIndex(of: UInt8(ascii: "/")) {
      stem = Self.stem(of: file[file.utf8.index(after: slash)...])
      folder = String(file[..<slash]) + "/" + Self.folderName + "/" + stem
    } else {
      stem = Self.stem(of: file[...])
      folder = Self.folderName + "/" + stem
    }
    guard stem.isEmpty || stem == "." || stem == ".." else { return folder }
    return FilePath.normalized(folder)
  }

  /// `name`, a journey file's name, without `.yaml`: the name of its snapshot folder.
  private static func stem(of name: Substring) -> Substring {
    let suffix = ".yaml".utf8
    let bytes = name.utf8
    guard bytes.count >= suffix.count, bytes.suffix(suffix.count).elementsEqual(suffix) else { return name }
    let start = bytes.index(bytes.endIndex, offsetBy: -suffix.count)
    // After an ASCII byte the suffix's bytes are its own characters; after any other, the dot may
    // join the character before it, and only comparing characters tells.
    guard start == bytes.startIndex || bytes[bytes.index(before: start)] < 0x80 else {
      return name.hasSuffix(".yaml") ? name.dropLast(".yaml".count) : name
    }
    return name[..<start]
  }

  /// The golden's text, or `nil` if there is none.
  ///
  /// - Throws: ``GoldenFileError`` when something is at `path` but cannot be read as a file.
  public func read(_ path: String) throws(GoldenFileError) -> String? {
    // Most goldens read are there: what is at the path is looked at only when it cannot be read.
    if let data = FileManager.default.contents(atPath: path) { return String(decoding: data, as: UTF8.self) }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
    guard !isFolder.boolValue else {
      throw GoldenFileError(path: path, problem: "this is a folder, not a golden file")
    }
    throw GoldenFileError(path: path, problem: "cannot read the file; check its permissions")
  }

  /// Writes `text` to `path` atomically, creating folders as needed.
  public func write(_ text: String, to path: String) throws(GoldenFileError) {
    do {
      try AtomicFile.write(text, to: path)
    } catch {
      throw GoldenFileError(path: path, problem: "cannot write the file: \(error.localizedDescription)")
    }
  }

  /// Removes the pending `.new` file of a golden, if there is one, once the golden was accepted
  /// or matched; returns whether there was one.
  @discardableResult
  public func removePending(of path: String) throws(GoldenFileError) -> Bool {
    let pending = path + Self.pendingSuffix
    guard FileManager.default.fileExists(atPath: pending) else { return false }
    try delete(pending)
    return true
  }

  /// Every golden and pending file that journeys among `paths` can own: below each folder, every
  /// file of a `__snapshots__` folder (skipping names that start with `.`, as journey discovery
  /// does); for a journey file, the files of its own snapshot folder. Sorted by path.
  public func files(under paths: [String]) -> [GoldenFile] {
    var found: Set<GoldenFile> = []
    for path in paths.map(FilePath.normalized) {
      guard let isFolder = Self.isFolder(at: path) else { continue }
      if isFolder {
        collect(inFolder: path, journey: nil, into: &found)
      } else {
        let folder = snapshotFolder(of: path)
        let stem = FilePath.lastComponent(of: folder)
        collect(
          inFolder: folder, journey: (FilePath.resolving(stem + ".yaml", from: FilePath.folder(of: path)), []),
          into: &found)
      }
    }
    return found.sorted()
  }

  /// Walks `folder`, a normalised path; `journey` is set inside a journey's snapshot folder: the
  /// journey file whose goldens it holds, and the subfolders below the snapshot folder.
  private func collect(
    inFolder folder: String, journey: (file: String, subfolders: [String])?, into found: inout Set<GoldenFile>
  ) {
    guard let entries = Self.entries(of: folder) else { return }
    let holdsSnapshotFolders = journey == nil && FilePath.lastComponent(of: folder) == Self.folderName
    for (name, isFolder) in entries {
      let path = Self.path(of: name, in: folder)
      guard let isFolder = isFolder ?? Self.isFolder(at: path) else { continue }
      switch (isFolder, journey) {
      case (true, nil) where holdsSnapshotFolders:
        let journeyFile = FilePath.resolving(name + ".yaml", from: FilePath.folder(of: folder))
        collect(inFolder: path, journey: (journeyFile, []), into: &found)
      case (true, nil):
        collect(inFolder: path, journey: nil, into: &found)
      case (true, let journey?):
        collect(inFolder: path, journey: (journey.file, journey.subfolders + [name]), into: &found)
      case (false, let journey?):
        if let file = goldenFile(
          path: path, name: (journey.subfolders + [name]).joined(separator: "/"), journeyFile: journey.file)
        {
          found.insert(file)
        }
      case (false, nil):
        continue
      }
    }
  }

  /// The path of `name`, a name in `folder` other than `.` and `..`, where `folder` is a
  /// normalised path: normalised too, without going over its components again.
  private static func path(of name: String, in folder: String) -> String {
    switch folder {
    case ".": name
    case "/": "/" + name
    default: folder + "/" + name
    }
  }

  /// The names in `folder` but those that start with `.`, each with whether it names a folder
  /// when the listing tells (`nil` for a symbolic link, or when the file system does not say);
  /// `nil` when the folder cannot be listed. Told by the listing, most names need no look at
  /// what they name.
  private static func entries(of folder: String) -> [(name: String, isFolder: Bool?)]? {
    guard let stream = opendir(folder) else { return nil }
    defer { closedir(stream) }
    var entries: [(name: String, isFolder: Bool?)] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(cString: bytes.baseAddress!.assumingMemoryBound(to: CChar.self))
      }
      guard !name.hasPrefix(".") else { continue }
      switch Int32(entry.pointee.d_type) {
      case Int32(DT_DIR): entries.append((name, true))
      case Int32(DT_REG): entries.append((name, false))
      default: entries.append((name, nil))
      }
    }
    return entries
  }

  /// Whether `path`, followed through symbolic links, is a folder; `nil` when nothing is there.
  private static func isFolder(at path: String) -> Bool? {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
    return isFolder.boolValue
  }

  private func goldenFile(path: String, name: String, journeyFile: String) -> GoldenFile? {
    let pendingSuffix = Self.goldenSuffix + Self.pendingSuffix
    if name.hasSuffix(pendingSuffix) {
      return GoldenFile(
        path: path, journeyFile: journeyFile, snapshotName: String(name.dropLast(pendingSuffix.count)),
        isPending: true)
    }
    if name.hasSuffix(Self.goldenSuffix) {
      return GoldenFile(
        path: path, journeyFile: journeyFile,
        snapshotName: String(name.dropLast(Self.goldenSuffix.count)), isPending: false)
    }
    return nil
  }

  /// Deletes the file at `path`.
  public func delete(_ path: String) throws(GoldenFileError) {
    do {
      try FileManager.default.removeItem(atPath: path)
    } catch {
      throw GoldenFileError(path: path, problem: "cannot delete the file: \(error.localizedDescription)")
    }
  }
}

/// Why a golden file could not be read, written or deleted.
public struct GoldenFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file.
  public var path: String
  /// What went wrong.
  public var problem: String

  /// Makes an error.
  public init(path: String, problem: String) {
    self.path = path
    self.problem = problem
  }

  public var description: String {
    "\(path): \(problem)"
  }
}
