/// A file found in a `__snapshots__` folder: a golden text, or the pending `.new` text beside one.
public struct GoldenFile: Hashable, Sendable, Comparable {
  /// The file's path.
  public var path: String
  /// The journey file whose golden it is: `Scenarios/login.yaml` for
  /// `Scenarios/__snapshots__/login/welcome.txt`.
  public var journeyFile: String
  /// The snapshot's name: `welcome`.
  public var snapshotName: String
  /// Whether it is the pending `.new` text of a mismatch rather than a golden.
  public var isPending: Bool

  /// The golden's path: the file's path without `.new`.
  public var goldenPath: String {
    isPending ? String(path.dropLast(GoldenFiles.pendingSuffix.count)) : path
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.path < rhs.path
  }
}
