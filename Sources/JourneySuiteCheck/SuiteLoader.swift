import JourneyFiles
import JourneyHosting
import JourneyLoader
import JourneyModel

/// Finds and loads journey files, then checks them against a host, collecting every problem of
/// every file: a file with errors of its own is still checked as far as it could be read.
package struct SuiteLoader<Host: JourneyHost> {
  let host: Host
  let loader: JourneyLoader
  let goldenFiles: GoldenFiles
  /// The app's journey command, which hints say to run.
  let command: JourneyCommandName

  package init(host: Host, goldenFiles: GoldenFiles = GoldenFiles(), command: JourneyCommandName = .unnamed) {
    self.host = host
    loader = JourneyLoader()
    self.goldenFiles = goldenFiles
    self.command = command
  }

  /// Loads the journey files among `paths`, and with `includingInvariants` the invariants files
  /// too: those named, and those in the folders named.
  package func load(paths: [String], includingInvariants: Bool = false) -> LoadedSuite {
    let journeyPaths = includingInvariants ? paths.filter { !$0.hasSuffix(".invariants.yaml") } : paths
    let (files, discoveryDiagnostics, invariantsFiles) = loader.discover(
      paths: journeyPaths, invariantsFilesAmong: includingInvariants ? paths : [])
    let check = HostCheck(host: host, command: command)
    var suite = LoadedSuite(
      discoveryDiagnostics: discoveryDiagnostics.all,
      files: files.map { path in
        let (journeys, diagnostics) = loader.read(file: path)
        let hostProblems = journeys.flatMap(check.diagnostics(of:))
        guard !diagnostics.hasErrors else {
          // What the host finds wrong in what could be read comes with the file's other errors.
          return LoadedSuite.File(path: path, journeys: [], diagnostics: Self.sortedUnique(diagnostics.all + hostProblems))
        }
        let problems = hostProblems + SnapshotNameCollisions.diagnostics(in: journeys, files: goldenFiles)
        return LoadedSuite.File(path: path, journeys: journeys, diagnostics: Self.sortedUnique(problems))
      }
    )
    if includingInvariants {
      suite.invariantsFiles = invariantsFiles.map { path in
        LoadedSuite.File(path: path, journeys: [], diagnostics: readInvariants(file: path, check: check).problems)
      }
    }
    return suite
  }

  /// Loads the invariants file `file` and checks its steps against the host, as journeys' are:
  /// its invariants and allowed dead controls, or every problem of it when one is an error.
  package func loadInvariants(file: String) -> Result<InvariantsFile, Diagnostics> {
    let (contents, problems) = readInvariants(file: file, check: HostCheck(host: host, command: command))
    return problems.contains { $0.severity == .error } ? .failure(Diagnostics(problems)) : .success(contents)
  }

  /// What could be read of `file`, and every problem of it: those of reading it, and what the
  /// host finds wrong in every step read, those of invariants with a problem too.
  private func readInvariants(
    file: String, check: HostCheck<Host>
  ) -> (contents: InvariantsFile, problems: [Diagnostic]) {
    let (contents, steps, diagnostics) = loader.readInvariants(file: file)
    return (contents, Self.sortedUnique(diagnostics.all + check.diagnostics(of: steps)))
  }

  /// The diagnostics without repeats (rows of an examples table share steps), by location, then
  /// message.
  static func sortedUnique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    Set(diagnostics).sorted { ($0.location, $0.message) < ($1.location, $1.message) }
  }
}
