import Foundation

/// Writing a whole file at once: the text goes to a temporary file that is renamed over the
/// target, so a reader never sees half of it.
public enum AtomicFile {
  /// Writes `text` to `path`, creating folders as needed.
  public static func write(_ text: String, to path: String) throws {
    try write(Data(text.utf8), to: path)
  }

  /// Writes `data` to `path`, creating folders as needed.
  package static func write(_ data: Data, to path: String) throws {
    let url = URL(fileURLWithPath: path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url, options: .atomic)
  }
}
