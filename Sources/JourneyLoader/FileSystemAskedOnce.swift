import Synchronization

/// A file system that answers as another does, asking it only once what is at each path and
/// what each folder holds and answering again as it first did, for searching the same folders
/// twice, as finding a suite's journey files and then its invariants files does: asked again in
/// the same moment, the other would answer the same, from the disk.
final class FileSystemAskedOnce: JourneyFileSystem {
  let base: any JourneyFileSystem
  private let kinds = Mutex<[String: FileItemKind?]>([:])
  private let listings = Mutex<[String: [String]?]>([:])

  init(_ base: any JourneyFileSystem) {
    self.base = base
  }

  func itemKind(atPath path: String) -> FileItemKind? {
    if let kind = kinds.withLock({ $0[path] }) { return kind }
    let kind = base.itemKind(atPath: path)
    kinds.withLock { $0[path] = kind }
    return kind
  }

  func contents(ofFileAtPath path: String) -> [UInt8]? {
    base.contents(ofFileAtPath: path)
  }

  func entryNames(ofFolderAtPath path: String) -> [String]? {
    if let names = listings.withLock({ $0[path] }) { return names }
    let names = base.entryNames(ofFolderAtPath: path)
    listings.withLock { $0[path] = names }
    return names
  }

  var workingFolder: String? {
    base.workingFolder
  }
}
