import JourneyModel

/// A change to a golden file waiting for review: a snapshot's text that differs from its golden,
/// a snapshot that has no golden yet, or a golden file no journey takes.
///
/// ``GoldenReview`` finds the changes of local journeys and accepts or rejects them; a JSON
/// report's changes, the texts a run saw, are made by the report (`ReportDocument.goldenChanges`
/// of JourneyReports) and accepted or rejected alike.
public struct GoldenChange: Hashable, Sendable, Identifiable {
  /// What kind of change it is.
  public enum Kind: String, Hashable, Sendable, Codable {
    /// The snapshot's text differs from its golden: accepting replaces the golden.
    case mismatch
    /// The snapshot has no golden yet: accepting writes it.
    case new
    /// No journey takes the golden file: accepting deletes it.
    case obsolete
  }

  /// What kind of change it is.
  public var kind: Kind
  /// The journey file that takes the snapshot, or took it.
  public var journeyFile: String
  /// The name of the journey that takes the snapshot; `nil` for an obsolete file.
  public var journeyName: String?
  /// Where the `snapshot` step is; `nil` for an obsolete file.
  public var location: FileLocation?
  /// The snapshot's name: `welcome`.
  public var snapshotName: String
  /// The golden file's path.
  public var goldenPath: String
  /// The pending `.new` file beside the golden that holds the new text or is obsolete with it;
  /// accepting or rejecting a mismatch or new snapshot removes it, accepting an obsolete change
  /// deletes it.
  public var pendingPath: String?
  /// The golden's text as it is now, which accepting replaces or deletes; `nil` when there is
  /// no golden. For an obsolete pending file without a golden, the pending file's text.
  public var oldText: String?
  /// The text accepting writes to the golden; `nil` for an obsolete file, and for a snapshot
  /// whose text no run has recorded.
  public var newText: String?
  /// Why the change cannot be accepted, such as a golden that changed since the run that saw
  /// it; `nil` when it can.
  public var refusal: String?

  /// Makes a change.
  public init(
    kind: Kind, journeyFile: String, journeyName: String?, location: FileLocation?, snapshotName: String,
    goldenPath: String, pendingPath: String?, oldText: String?, newText: String?, refusal: String? = nil
  ) {
    self.kind = kind
    self.journeyFile = journeyFile
    self.journeyName = journeyName
    self.location = location
    self.snapshotName = snapshotName
    self.goldenPath = goldenPath
    self.pendingPath = pendingPath
    self.oldText = oldText
    self.newText = newText
    self.refusal = refusal
  }

  /// The golden's path, which no other change of a review shares.
  public var id: String { goldenPath }

  /// Whether it can be accepted: it is not refused.
  public var canBeAccepted: Bool { refusal == nil }
}

/// What was decided about a ``GoldenChange``.
public enum GoldenDecision: String, Hashable, Sendable, Codable {
  /// Accepted: the golden was written, or the obsolete file deleted.
  case accepted
  /// Rejected: the pending text was removed, or the obsolete file kept.
  case rejected
  /// Left as it is, to decide later.
  case skipped
}
