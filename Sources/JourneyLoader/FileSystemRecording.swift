import Synchronization

/// A file system that answers as another does and keeps every answer it gave, in order, so that
/// what was read through it can be told to be unchanged by asking again.
final class FileSystemRecording: JourneyFileSystem {
  /// One answer of the file system to one question.
  enum Answer: Hashable, Sendable {
    case itemKind(path: String, FileItemKind?)
    case contents(path: String, [UInt8]?)
    case entryNames(path: String, [String]?)
    case workingFolder(String?)

    /// Whether `fileSystem` gives the same answer to the same question now.
    func holds(in fileSystem: any JourneyFileSystem) -> Bool {
      switch self {
      case .itemKind(let path, let kind): fileSystem.itemKind(atPath: path) == kind
      case .contents(let path, let bytes): fileSystem.contents(ofFileAtPath: path) == bytes
      case .entryNames(let path, let names): fileSystem.entryNames(ofFolderAtPath: path) == names
      case .workingFolder(let folder): fileSystem.workingFolder == folder
      }
    }
  }

  let base: any JourneyFileSystem
  private let recorded = Mutex<[Answer]>([])

  init(_ base: any JourneyFileSystem) {
    self.base = base
  }

  /// The answers given so far, in the order given.
  var answers: [Answer] {
    recorded.withLock { $0 }
  }

  func itemKind(atPath path: String) -> FileItemKind? {
    let kind = base.itemKind(atPath: path)
    recorded.withLock { $0.append(.itemKind(path: path, kind)) }
    return kind
  }

  func contents(ofFileAtPath path: String) -> [UInt8]? {
    let bytes = base.contents(ofFileAtPath: path)
    recorded.withLock { $0.append(.contents(path: path, bytes)) }
    return bytes
  }

  func entryNames(ofFolderAtPath path: String) -> [String]? {
    let names = base.entryNames(ofFolderAtPath: path)
    recorded.withLock { $0.append(.entryNames(path: path, names)) }
    return names
  }

  var workingFolder: String? {
    let folder = base.workingFolder
    recorded.withLock { $0.append(.workingFolder(folder)) }
    return folder
  }
}
