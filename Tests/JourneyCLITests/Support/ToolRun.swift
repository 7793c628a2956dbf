import HarnessTestSupport
import JourneyCLI
import JourneyHosting
import JourneyRunner
import JourneySuite

/// What one in-process command line did.
struct ToolRun {
  var status: ExitStatus
  /// Standard output, with the sandbox's path taken out and real durations as `(…)`.
  var output: String
  /// Standard error, with the sandbox's path taken out.
  var errors: String
}

/// Runs `journey` with `arguments` against `host`, the greeter's unless said, in-process, in the
/// sandbox as its working directory, the tool called `name`; arguments naming paths are made
/// absolute within the sandbox by the caller with ``Sandbox/path(_:)``.
func journey(
  _ arguments: [String], in sandbox: Sandbox, environment: [String: String] = ["LANG": "C.UTF-8"],
  host: some JourneyHost = GreeterHost(), named name: String = "journey"
) -> ToolRun {
  let output = TextBuffer()
  let errors = TextBuffer()
  let status = JourneyTool(host: host, name: name).run(
    arguments: arguments, environment: environment, output: output, errors: errors,
    workingDirectory: sandbox.root)
  return ToolRun(
    status: status,
    output: withoutDurations(sandbox.relativized(output.text)),
    errors: sandbox.relativized(errors.text))
}

/// `text` with each real duration, such as `(12 ms)` or `(1.25 s)`, written `(…)`.
func withoutDurations(_ text: String) -> String {
  text.replacing(#/\(\d+(\.\d+)? m?s\)/#, with: "(…)")
}

extension Sandbox {
  /// Every file below the root but the tool's own state in `.journey/` (the record of the last
  /// run, traces), relative to the root, sorted.
  var filesWithoutToolState: [String] {
    files.filter { !$0.hasPrefix(".journey/") }
  }
}
