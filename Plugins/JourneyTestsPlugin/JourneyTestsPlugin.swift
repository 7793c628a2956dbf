import Foundation
import PackagePlugin

/// Writes one Swift test per journey file of the package's `Scenarios/` folder into the test
/// target it is applied to, so that `swift test` lists each journey and `--filter` picks one.
///
/// The tests extend the target's `Journeys` suite, a type conforming to `JourneyTestSuite` that
/// names the app's host. The folder is listed each time the plugin runs, so a new journey file
/// gets its test on the next build.
@main
struct JourneyTestsPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let packageDirectory = context.package.directoryURL
    let scenarios = packageDirectory.appending(path: "Scenarios")
    let journeyFiles = Self.journeyFiles(under: scenarios)
    let output = context.pluginWorkDirectoryURL.appending(path: "JourneyTests.swift")
    return [
      .buildCommand(
        displayName: "Writing one test per journey file of \(scenarios.path)",
        executable: try context.tool(named: "JourneyTestsGenerator").url,
        arguments: [packageDirectory.path, output.path] + journeyFiles.map(\.path),
        inputFiles: journeyFiles,
        outputFiles: [output]
      )
    ]
  }

  /// The journey files below `folder`, sorted: `*.yaml` files that are not subflows, not
  /// invariants files and not inside a `__snapshots__` folder.
  static func journeyFiles(under folder: URL) -> [URL] {
    guard
      let enumerator = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
    else { return [] }
    var files: [URL] = []
    for case let url as URL in enumerator {
      if url.lastPathComponent == "__snapshots__" {
        enumerator.skipDescendants()
        continue
      }
      let name = url.lastPathComponent
      guard name.hasSuffix(".yaml"), !name.hasSuffix(".subflow.yaml"),
        !name.hasSuffix(".invariants.yaml")
      else { continue }
      files.append(url.standardizedFileURL)
    }
    return files.sorted { $0.path < $1.path }
  }
}
