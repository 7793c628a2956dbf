import Foundation

/// A temporary folder of journey files, removed when the sandbox goes away.
final class Sandbox: Sendable {
  /// The folder's absolute path.
  let root: String

  /// Makes a folder holding `files`, by path relative to it.
  init(_ files: [String: String]) throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("journey-testing-tests-\(UUID().uuidString)").path
    for (path, text) in files {
      let url = URL(fileURLWithPath: root + "/" + path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
  }

  deinit {
    try? FileManager.default.removeItem(atPath: root)
  }

  /// The absolute path of `relative`.
  func path(_ relative: String) -> String {
    root + "/" + relative
  }

  /// Whether a file or folder is at `relative`.
  func exists(_ relative: String) -> Bool {
    FileManager.default.fileExists(atPath: path(relative))
  }
}
