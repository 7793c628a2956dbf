import Foundation

/// Where a test finds the files it names.
enum TestPath {
  /// `path` as it is when absolute or found from the current folder; otherwise the first file or
  /// folder of that name found above `sourceFile`, so that `Scenarios` finds the package's
  /// folder from a test wherever the tests run; otherwise as it is, for loading to report.
  static func resolve(_ path: String, from sourceFile: String) -> String {
    let fileManager = FileManager.default
    guard !path.hasPrefix("/"), !fileManager.fileExists(atPath: path) else { return path }
    var directory = URL(fileURLWithPath: sourceFile).deletingLastPathComponent()
    while directory.path != "/" {
      let candidate = directory.appendingPathComponent(path).path
      if fileManager.fileExists(atPath: candidate) { return candidate }
      directory.deleteLastPathComponent()
    }
    return path
  }
}
