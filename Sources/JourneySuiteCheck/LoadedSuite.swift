import JourneyModel

/// The journey files a command was pointed at, loaded and checked against the host.
public struct LoadedSuite: Sendable {
  /// One journey file.
  public struct File: Sendable {
    /// The file's path.
    public var path: String
    /// Its journeys, one per examples row; empty when the file is invalid.
    public var journeys: [Journey]
    /// Its problems, sorted by location; an error makes the file invalid.
    public var diagnostics: [Diagnostic]

    /// Whether the file loaded and passed the host's checks.
    public var isValid: Bool {
      !diagnostics.contains { $0.severity == .error }
    }
  }

  /// Problems finding the files: paths that name nothing, folders without journeys.
  public var discoveryDiagnostics: [Diagnostic]
  /// The journey files, in the order found.
  public var files: [File]
  /// The invariants files checked with the journey files (`SuiteRun.load(includingInvariants:)` of JourneySuite),
  /// in the order found; they hold no journeys.
  public var invariantsFiles: [File] = []

  /// Every problem: finding files, then each journey file's, then each invariants file's, in
  /// file order.
  public var diagnostics: [Diagnostic] {
    discoveryDiagnostics + files.flatMap(\.diagnostics) + invariantsFiles.flatMap(\.diagnostics)
  }

  /// Whether any path or file is invalid.
  public var hasErrors: Bool {
    diagnostics.contains { $0.severity == .error }
  }

  /// The files that are invalid.
  public var invalidFiles: [File] {
    files.filter { !$0.isValid }
  }

  /// The journeys of the valid files, in file order.
  public var journeys: [Journey] {
    files.filter(\.isValid).flatMap(\.journeys)
  }
}
