import JourneyLoader
import JourneyModel
import JourneyRunner

/// Finds and loads journey files, then checks them against a host, collecting every problem of
/// every file: a file with errors of its own is still checked as far as it could be read.
struct SuiteLoader<Host: JourneyHost> {
  let host: Host
  let loader: JourneyLoader
  let goldenFiles: GoldenFiles

  init(host: Host, goldenFiles: GoldenFiles = GoldenFiles()) {
    self.host = host
    loader = JourneyLoader()
    self.goldenFiles = goldenFiles
  }

  /// Loads the journey files among `paths`.
  func load(paths: [String]) -> LoadedSuite {
    let (files, discoveryDiagnostics) = loader.discover(paths: paths)
    let check = HostCheck(host: host)
    return LoadedSuite(
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
  }

  /// The diagnostics without repeats (rows of an examples table share steps), by location, then
  /// message.
  static func sortedUnique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    Set(diagnostics).sorted { ($0.location, $0.message) < ($1.location, $1.message) }
  }
}
