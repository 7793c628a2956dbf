import Foundation

/// A temporary folder of journey files for the harness's tests, removed when the sandbox goes
/// away.
public final class Sandbox: Sendable {
  /// The folder's absolute path.
  public let root: String

  /// Makes a folder holding `files`, by path relative to it.
  public init(_ files: [String: String] = [:]) throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("journey-tests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    for (path, text) in files {
      try write(text, to: path)
    }
  }

  deinit {
    try? FileManager.default.removeItem(atPath: root)
  }

  /// The absolute path of `relative`.
  public func path(_ relative: String) -> String {
    root + "/" + relative
  }

  /// Writes `text` to the file at `relative`, making folders as needed.
  public func write(_ text: String, to relative: String) throws {
    let url = URL(fileURLWithPath: path(relative))
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// The text of the file at `relative`, or `nil` when there is none.
  public func read(_ relative: String) -> String? {
    FileManager.default.contents(atPath: path(relative)).map { String(decoding: $0, as: UTF8.self) }
  }

  /// Whether a file or folder is at `relative`.
  public func exists(_ relative: String) -> Bool {
    FileManager.default.fileExists(atPath: path(relative))
  }

  /// Every file below the root, relative to it, sorted.
  public var files: [String] {
    let enumerator = FileManager.default.enumerator(atPath: root)
    var files: [String] = []
    while let relative = enumerator?.nextObject() as? String {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: path(relative), isDirectory: &isFolder), !isFolder.boolValue {
        files.append(relative)
      }
    }
    return files.sorted()
  }

  /// `text` with the sandbox's path taken out, so that paths read as relative ones.
  public func relativized(_ text: String) -> String {
    text.replacingOccurrences(of: root + "/", with: "")
  }
}
