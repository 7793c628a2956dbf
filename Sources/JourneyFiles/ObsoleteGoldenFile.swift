/// A golden or pending file that no journey takes: its journey file is gone, or no longer takes
/// a snapshot of that name.
public struct ObsoleteGoldenFile: Hashable, Sendable {
  /// The file.
  public var file: GoldenFile
  /// Whether its journey file is still there.
  public var journeyFileExists: Bool
  /// The command ``message`` says deletes it.
  public var command: JourneyCommandName

  /// Makes an obsolete file.
  public init(file: GoldenFile, journeyFileExists: Bool, command: JourneyCommandName) {
    self.file = file
    self.journeyFileExists = journeyFileExists
    self.command = command
  }

  /// Why it is obsolete: `no journey of Scenarios/login.yaml takes snapshot 'welcome'`, or
  /// `there is no journey file Scenarios/login.yaml`.
  public var reason: String {
    journeyFileExists
      ? "no journey of \(file.journeyFile) takes snapshot '\(file.snapshotName)'"
      : "there is no journey file \(file.journeyFile)"
  }

  /// `<path>: obsolete golden file: <reason>; delete it with 'teatimer-journey run --prune'`.
  public var message: String {
    "\(file.path): obsolete \(file.isPending ? "pending" : "golden") file: \(reason); delete it with "
      + command.quoted("run --prune")
  }
}
