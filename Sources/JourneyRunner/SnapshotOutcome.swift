import JourneyModel

/// What comparing one snapshot with its golden text found.
public struct SnapshotOutcome: Hashable, Sendable {
  /// How the actual text compares with the golden text.
  public enum Status: Hashable, Sendable {
    /// Identical.
    case matched
    /// There is no golden text yet.
    case missing
    /// The texts differ.
    case mismatched
  }

  /// Which golden text.
  public var key: SnapshotKey
  /// How it compares.
  public var status: Status
  /// The text the journey produced: the screen, and the state when asked for, ending with a
  /// newline.
  public var actual: String
  /// The golden text, when there is one.
  public var golden: String?
  /// A unified diff from the golden text to the actual text, when they differ.
  public var diff: String?
  /// Where the `snapshot` step is.
  public var location: FileLocation

  /// Makes an outcome.
  public init(
    key: SnapshotKey, status: Status, actual: String, golden: String?, diff: String?,
    location: FileLocation
  ) {
    self.key = key
    self.status = status
    self.actual = actual
    self.golden = golden
    self.diff = diff
    self.location = location
  }
}
