import Foundation
import Prelude

/// The scaffold the `add-journeys` command plugin runs: adds to a package what an app needs to
/// run journeys (see ``Scaffold``), after checking that it overwrites nothing.
///
/// `JourneyScaffold --package-directory DIR --package-name NAME --journeys-package ID
/// [--dependencies-package ID] [--target NAME=FOLDER]... [USER OPTIONS]`, where the plugin says
/// what it knows of the package and passes the user's options on (see
/// ``ScaffoldOptions/usage``). Exits 0 when it added them, 1 when it refused to overwrite what is
/// there, 2 for options it cannot use; it changes nothing unless it exits 0.
@main
struct JourneyScaffold {
  /// Why the scaffold did not write: options it cannot use, or files already there.
  enum Failure: Error {
    case usage(String)
    case conflicts([String])
  }

  static func main() {
    do {
      let options = try ScaffoldOptions(arguments: Array(CommandLine.arguments.dropFirst()))
      if options.help {
        print(ScaffoldOptions.usage, terminator: "")
        return
      }
      try run(options)
    } catch let error as ScaffoldOptions.UsageError {
      fail(.usage(error.message))
    } catch let failure as Failure {
      fail(failure)
    } catch {
      FileHandle.standardError.write(Data("cannot add journeys: \(error)\n".utf8))
      exit(1)
    }
  }

  private static func fail(_ failure: Failure) -> Never {
    switch failure {
    case .usage(let message):
      FileHandle.standardError.write(Data("\(message)\nSee 'swift package add-journeys --help'.\n".utf8))
      exit(2)
    case .conflicts(let conflicts):
      let hint =
        conflicts.first == alreadyAdded
        ? "To add them again, remove what it added: the block at the end of Package.swift and the files above.\n"
        : "Move them away, or name what it adds after something else with --name <name>.\n"
      let text =
        "add-journeys writes no file that is already there, so it changed nothing:\n"
        + conflicts.map { "  \($0)\n" }.joined() + hint
      FileHandle.standardError.write(Data(text.utf8))
      exit(1)
    }
  }

  private static func run(_ options: ScaffoldOptions) throws {
    let scaffold = try Self.scaffold(for: options)
    let directory = URL(fileURLWithPath: options.packageDirectory)
    let manifest = directory.appending(path: "Package.swift")
    guard let manifestText = try? String(contentsOf: manifest, encoding: .utf8) else {
      throw Failure.usage("no Package.swift in \(options.packageDirectory); run add-journeys in a package")
    }
    let conflicts = conflicts(of: scaffold, manifest: manifestText, options: options)
    guard conflicts.isEmpty else { throw Failure.conflicts(conflicts) }

    for file in scaffold.files {
      let url = directory.appending(path: file.path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(file.text.utf8).write(to: url, options: .withoutOverwriting)
    }
    try Data((manifestText + scaffold.packageBlock(appendedTo: manifestText)).utf8).write(to: manifest)
    let gitignore = directory.appending(path: ".gitignore")
    let ignored = scaffold.gitignore((try? String(contentsOf: gitignore, encoding: .utf8)) ?? "")
    if let ignored {
      try Data(ignored.utf8).write(to: gitignore)
    }
    print(report(of: scaffold, packageDirectory: options.packageDirectory, gitignoreChanged: ignored != nil))
  }

  /// The scaffold `options` ask for.
  static func scaffold(for options: ScaffoldOptions) throws(Failure) -> Scaffold {
    guard !options.journeysPackage.isEmpty else {
      throw .usage(
        "the package does not depend on journeys; add it to the package's dependencies first, "
          + "such as .package(url: …, from: …)")
    }
    let names: ScaffoldNames
    if let name = options.name {
      guard let named = ScaffoldNames(base: name) else {
        throw .usage("--name expects an upper camel case name of letters and digits, such as Pantry; got '\(name)'")
      }
      names = named
    } else {
      guard let named = ScaffoldNames(packageName: options.packageName) else {
        throw .usage(
          "the package's name '\(options.packageName)' makes no Swift name to start the new targets' names with; "
            + "give one with --name, such as --name Pantry")
      }
      names = named
    }
    return Scaffold(
      names: names, app: try app(for: options), journeysPackage: options.journeysPackage,
      dependenciesPackage: options.dependenciesPackage)
  }

  /// The app the host plugs in: the starter feature unless `--feature` and `--reducer` name one.
  private static func app(for options: ScaffoldOptions) throws(Failure) -> Scaffold.App {
    switch (options.feature, options.reducer) {
    case (nil, nil):
      return .starter
    case (nil, let reducer?):
      throw .usage("--reducer \(reducer) needs --feature, the target it is in, such as --feature AppFeature")
    case (let feature?, let reducer):
      let targetNames = options.targets.map(\.name)
      guard let target = options.targets.first(where: { $0.name == feature }) else {
        throw .usage(
          "--feature expects a target of the package; '\(feature)' is none"
            + Suggestions.didYouMean(feature, in: targetNames)
            + " (its targets: \(targetNames.joined(separator: ", ")))")
      }
      let found = reducers(in: URL(fileURLWithPath: options.packageDirectory).appending(path: target.folder))
      guard let reducer else {
        let listing =
          found.isEmpty
          ? "; no type of \(feature) declares that it conforms to Reducer"
          : "; the reducers of \(feature) are \(found.joined(separator: ", "))"
        throw .usage("--feature \(feature) needs --reducer, the app's root reducer\(listing)")
      }
      let typeName = reducer.split(separator: ".").last.map(String.init) ?? reducer
      guard found.isEmpty || found.contains(typeName) else {
        throw .usage(
          "--reducer expects a reducer of \(feature); '\(reducer)' is none"
            + Suggestions.didYouMean(typeName, in: found) + " (its reducers: \(found.joined(separator: ", ")))")
      }
      return .existing(target: feature, reducer: reducer)
    }
  }

  /// The types that the Swift files below `folder` declare, or extend, as conforming to
  /// `Reducer`, sorted.
  static func reducers(in folder: URL) -> [String] {
    guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
      return []
    }
    let declaration = #/(?:struct|class|enum|extension)\s+(\w+)\s*(?:<[^>{]*>)?\s*:[^{]*\bReducer\b/#
    var names: Set<String> = []
    for case let url as URL in enumerator where url.pathExtension == "swift" {
      guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
      for match in text.matches(of: declaration) {
        names.insert(String(match.output.1))
      }
    }
    return names.sorted()
  }

  /// The conflict of a package that add-journeys has already added to.
  private static let alreadyAdded = "Package.swift already holds the block add-journeys appends"

  /// Each thing already there that `scaffold` would write or add, said as a line.
  private static func conflicts(of scaffold: Scaffold, manifest: String, options: ScaffoldOptions) -> [String] {
    var conflicts: [String] = []
    if manifest.contains(Scaffold.packageMarker) {
      conflicts.append(alreadyAdded)
    }
    let directory = URL(fileURLWithPath: options.packageDirectory)
    let targetNames = Set(options.targets.map(\.name))
    for target in scaffold.targets {
      let folderExists = FileManager.default.fileExists(atPath: directory.appending(path: target.folder).path)
      switch (targetNames.contains(target.name), folderExists) {
      case (true, true): conflicts.append("\(target.folder)/ is already there, the target \(target.name)'s")
      case (true, false): conflicts.append("\(target.name) is already a target of the package")
      case (false, true): conflicts.append("\(target.folder)/ is already there")
      case (false, false): break
      }
    }
    let targetFolders = scaffold.targets.map { $0.folder + "/" }
    for file in scaffold.files where !targetFolders.contains(where: file.path.hasPrefix) {
      if FileManager.default.fileExists(atPath: directory.appending(path: file.path).path) {
        conflicts.append("\(file.path) is already there")
      }
    }
    return conflicts
  }

  /// What was written and the commands to run next.
  private static func report(of scaffold: Scaffold, packageDirectory: String, gitignoreChanged: Bool) -> String {
    let targets = scaffold.targets.map(\.name)
    let dependency = scaffold.dependenciesPackage == nil ? " and the dependency swift-dependencies" : ""
    var rows = [
      (
        "Package.swift",
        "the targets \(targets.joined(separator: ", ")), the product \(scaffold.names.command)\(dependency)"
      )
    ]
    rows += scaffold.files.map { ($0.path, $0.summary) }
    if gitignoreChanged {
      rows.append((".gitignore", Scaffold.ignoredPaths.joined(separator: " and ")))
    }
    let width = rows.map(\.0.count).max()!
    let command = scaffold.names.command
    let commands = [
      ("swift test", "runs each journey of Scenarios/ as a test and checks the invariants"),
      ("swift run \(command)", "runs the journeys in the console"),
      ("swift run \(command) describe", "lists what journeys can use: given keys, mocks, actions, state paths"),
    ]
    let commandWidth = commands.map(\.0.count).max()!
    let fillIn =
      scaffold.app == .starter
      ? ""
      : "\nThen fill in the host, \(scaffold.files[0].path), and the first journey, \(scaffold.journeyFile).\n"
    return "Added journeys to \(packageDirectory):\n"
      + rows.map { "  \($0.0.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.1)\n" }.joined()
      + "\nNext:\n"
      + commands.map { "  \($0.0.padding(toLength: commandWidth, withPad: " ", startingAt: 0))  \($0.1)\n" }.joined()
      + fillIn
  }
}
