import HarnessTestSupport
import JourneyFiles
import JourneySuite

/// The trace files `journey run` writes, as it does by default, for the lamp's journeys of `paths`
/// that fail in CI mode, by name (without `.json`), written to the sandbox's `.journey/traces`.
func consoleTraces(of paths: [String], in sandbox: Sandbox) -> [String: String] {
  let folder = ".journey/traces/"
  let traces = TraceFiles(mode: .failed, folder: sandbox.path(folder))
  _ = SuiteRun(host: LampHost(), configuration: RunConfiguration(paths: paths, mode: .ci, traces: traces)).run()
  var files: [String: String] = [:]
  for file in sandbox.files where file.hasPrefix(folder) {
    files[String(file.dropFirst(folder.count).dropLast(".json".count))] = sandbox.read(file)
  }
  return files
}
