import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory add-journeys [options]`: adds journeys to
/// the package that depends on this one (see `JourneyScaffold`). The verb says what it does to
/// the package, as SwiftPM's own `add-target`, `add-product` and `add-dependency` do.
///
/// The plugin tells the scaffold what it alone knows of the package: its name, the identities it
/// gives the journeys package and swift-dependencies, and its targets with their folders.
@main
struct JourneyScaffoldPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let package = context.package
    var known = [
      "--package-directory", package.directoryURL.path,
      "--package-name", package.displayName,
    ]
    let dependencies = package.dependencies.map(\.package)
    if let journeys = dependencies.first(where: { $0.products.contains { $0.name == "JourneyHarness" } }) {
      known += ["--journeys-package", journeys.id]
    }
    if let swiftDependencies = dependencies.first(where: { $0.id == "swift-dependencies" }) {
      known += ["--dependencies-package", swiftDependencies.id]
    }
    for target in package.targets {
      let folder = target.directoryURL.path.dropFirst(package.directoryURL.path.count)
      known += ["--target", target.name + "=" + folder.drop { $0 == "/" }]
    }

    let process = Process()
    process.executableURL = try context.tool(named: "JourneyScaffold").url
    process.arguments = known + arguments
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    if process.terminationStatus != 0 {
      Diagnostics.error(message.trimmingCharacters(in: .newlines))
    }
  }
}
