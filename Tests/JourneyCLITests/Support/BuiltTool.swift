import HarnessTestSupport

/// The built `journey` executable, which plugs in the app's host.
enum BuiltTool {
  /// Runs `journey arguments` in `folder`, outside CI unless `environment` says otherwise, with
  /// real durations in the output written `(…)`.
  static func run(
    _ arguments: [String], in folder: String, environment: [String: String] = [:]
  ) throws -> BuiltExecutable.Run {
    var run = try BuiltExecutable("journey").run(arguments, in: folder, environment: environment)
    run.output = withoutDurations(run.output)
    return run
  }
}
