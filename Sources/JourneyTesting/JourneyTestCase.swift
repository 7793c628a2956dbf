import Foundation
import JourneyLoader
import Testing

/// One run of a journey file as a Swift test case: the journey, or one row of its examples
/// table. The journey tests plugin makes one parameterised test per file with these as its
/// arguments, so that a test navigator lists every row and `swift test` names each.
public struct JourneyTestCase: Sendable, CustomTestStringConvertible {
  /// The journey file, relative to the package's folder when the tests run from there (as
  /// `swift test` does), absolute otherwise: the path every message shows.
  public var file: String
  /// Which of the file's journeys: its index among the file's examples rows, 0 without a table.
  public var index: Int
  /// The journey's name; a row of an examples table adds its values, as in reports.
  public var name: String

  /// Makes a case.
  public init(file: String, index: Int, name: String) {
    self.file = file
    self.index = index
    self.name = name
  }

  public var testDescription: String { name }

  /// The cases of the journey file at `path` (absolute), one per examples row; one case named
  /// after the file when it does not load, whose run reports why.
  public static func cases(file path: String, packageDirectory: String) -> [Self] {
    let file = displayPath(of: path, packageDirectory: packageDirectory)
    guard case .success(let journeys) = JourneyLoader().load(file: file), !journeys.isEmpty else {
      return [Self(file: file, index: 0, name: (file as NSString).lastPathComponent)]
    }
    return journeys.enumerated().map { index, journey in
      Self(file: file, index: index, name: journey.name)
    }
  }

  /// `path` relative to `packageDirectory` when the current folder is the package's, so that
  /// messages show the short path an editor opens from there; `path` otherwise.
  static func displayPath(of path: String, packageDirectory: String) -> String {
    let current = FileManager.default.currentDirectoryPath
    let prefix = packageDirectory.hasSuffix("/") ? packageDirectory : packageDirectory + "/"
    guard URL(fileURLWithPath: current).standardizedFileURL == URL(fileURLWithPath: packageDirectory).standardizedFileURL,
      path.hasPrefix(prefix)
    else { return path }
    return String(path.dropFirst(prefix.count))
  }
}
