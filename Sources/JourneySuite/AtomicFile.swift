import Foundation

/// Writing a whole file at once: the text goes to a temporary file that is renamed over the
/// target, so a reader never sees half of it.
public enum AtomicFile {
  /// Writes `text` to `path`, creating folders as needed.
  public static func write(_ text: String, to path: String) throws {
    let url = URL(fileURLWithPath: path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url, options: .atomic)
  }
}
