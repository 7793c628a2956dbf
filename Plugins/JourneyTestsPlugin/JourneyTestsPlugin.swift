import Foundation
import PackagePlugin

/// Writes one Swift test per journey file of the package's `Scenarios/` folder into the test
/// target it is applied to, so that `swift test` lists each journey and `--filter` picks one.
///
/// The tests extend the target's `Journeys` suite, a type conforming to `JourneyTestSuite` that
/// names the app's host. SwiftPM plans a build command once and keeps it until the package's
/// targets change, so the command names no journey file: its inputs are the folder and each of its
/// subfolders, whose timestamps change when a file appears in or vanishes from them, and the
/// generator lists the folder itself each time it runs. A journey file added, deleted or renamed
/// gets its test, or loses it, on the next build; only files added to a subfolder made after the
/// build was planned wait for the next planning.
@main
struct JourneyTestsPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let packageDirectory = context.package.directoryURL
    let scenarios = packageDirectory.appending(path: "Scenarios")
    let output = context.pluginWorkDirectoryURL.appending(path: "JourneyTests.swift")
    let folders = Self.folders(under: scenarios)
    return [
      .buildCommand(
        displayName: "Writing one test per journey file of \(scenarios.path)",
        executable: try context.tool(named: "JourneyTestsGenerator").url,
        arguments: [packageDirectory.path, output.path],
        // Without `Scenarios/`, the package's folder, so that making it is seen.
        inputFiles: folders.isEmpty ? [packageDirectory] : folders,
        outputFiles: [output]
      )
    ]
  }

  /// `folder` and every folder below it, sorted, but for `__snapshots__` and hidden folders, which
  /// hold no journey file; none when `folder` is not there.
  static func folders(under folder: URL) -> [URL] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue,
      let enumerator = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
    else { return [] }
    var folders = [folder.standardizedFileURL]
    for case let url as URL in enumerator {
      guard (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true else { continue }
      if url.lastPathComponent == "__snapshots__" {
        enumerator.skipDescendants()
        continue
      }
      folders.append(url.standardizedFileURL)
    }
    return folders.sorted { $0.path < $1.path }
  }
}
