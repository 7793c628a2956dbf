import JourneyModel
import Prelude

/// Finds journey files, or invariants files, in folders, for ``JourneyLoader/discover(paths:)``
/// and ``JourneyLoader/discoverInvariantsFiles(paths:)``.
struct JourneyDiscovery {
  /// Which files a search collects.
  enum Wanted {
    /// Journey files, `*.yaml` but subflows and invariants files, with a problem reported for
    /// every path that names no journey file.
    case journeys
    /// Invariants files, `*.invariants.yaml`, silently passing over every other path.
    case invariants
  }

  /// The deepest folders are searched, below a folder given; this also ends loops of links.
  static let maximumFolderDepth = 32
  /// The most folders searched below a folder given; this ends links that multiply folders.
  static let maximumFolderCount = 10_000

  let fileSystem: any JourneyFileSystem
  let wanted: Wanted
  private(set) var files: [String] = []
  private(set) var diagnostics: [Diagnostic] = []
  private var found: Set<String> = []
  /// How many folders the current search has listed.
  private var searchedFolders = 0
  /// Whether the current search hit a limit, and stopped.
  private var isStopped = false

  init(fileSystem: any JourneyFileSystem, wanted: Wanted = .journeys) {
    self.fileSystem = fileSystem
    self.wanted = wanted
  }

  /// `"; did you mean 'Scenarios/Auth/sign-in.yaml'?"` when each missing part of `path` is
  /// close to the name of an entry where it would be; otherwise, for a relative path, the
  /// working folder it was looked for in; else `""`.
  private func hint(forMissing path: String) -> String {
    if let existing = existingPath(closeTo: path) { return Suggestions.phrase(for: existing) }
    return fileSystem.whereRelativePathsStart(for: path)
  }

  /// `path` itself when it exists, else the path whose every part is an existing entry close to
  /// the part written (`Scenarios/Auth` for `Senarios/Auth`); `nil` when a part has none.
  private func existingPath(closeTo path: String) -> String? {
    if fileSystem.itemKind(atPath: path) != nil { return path }
    let folder = FilePath.folder(of: path)
    guard folder != path, let existingFolder = existingPath(closeTo: folder),
      let names = fileSystem.entryNames(ofFolderAtPath: existingFolder),
      let closest = Suggestions.closest(to: FilePath.lastComponent(of: path), in: names.sorted())
    else { return nil }
    return FilePath.resolving(closest, from: existingFolder)
  }

  /// Adds the wanted files `path` names.
  mutating func search(_ given: String) {
    let path = FilePath.normalized(given)
    switch fileSystem.itemKind(atPath: path) {
    case nil:
      report(.error, at: given, "no such file or folder" + hint(forMissing: path))
    case .file:
      let name = FilePath.lastComponent(of: path)
      switch wanted {
      case .journeys:
        if let problem = Self.problem(withFileNamed: name) {
          report(.error, at: given, problem)
        } else {
          add(path)
        }
      case .invariants:
        if Self.isInvariantsFile(named: name) { add(path) }
      }
    case .folder:
      var journeyFiles: [[String]] = []
      searchedFolders = 0
      isStopped = false
      collect(inFolder: path, components: [], into: &journeyFiles)
      guard !journeyFiles.isEmpty || wanted == .invariants else {
        report(
          .warning, at: given,
          "no journey files in this folder; journey files are named '*.yaml' (subflows, "
            + "'*.subflow.yaml', run only through '\(StepKind.Name.run)' steps)"
        )
        return
      }
      for components in journeyFiles.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
        add(components.reduce(path) { folder, name in Self.path(of: name, in: folder) })
      }
    }
  }

  private static func isInvariantsFile(named name: String) -> Bool {
    name.hasSuffix(".invariants.yaml")
  }

  /// Why a file named `name` is not a journey file, if it is not.
  private static func problem(withFileNamed name: String) -> String? {
    if name.hasSuffix(".subflow.yaml") {
      return "this is a subflow file; subflows run only through '\(StepKind.Name.run)' steps of journeys"
    }
    if isInvariantsFile(named: name) {
      return "this is an invariants file; it is read by 'explore --invariants' and checked by 'check'"
    }
    if name.hasSuffix(".yml") {
      return "journey files are named '*.yaml'; rename this file to '\(name.dropLast(4)).yaml'"
    }
    if !name.hasSuffix(".yaml") {
      return "this is not a journey file; journey files are named '*.yaml'"
    }
    return nil
  }

  /// Collects the journey files under `folder`, as paths relative to the folder searched from.
  private mutating func collect(
    inFolder folder: String, components: [String], into journeyFiles: inout [[String]]
  ) {
    guard !isStopped else { return }
    guard components.count < Self.maximumFolderDepth else {
      stop(
        at: folder, "folders nest more than \(Self.maximumFolderDepth) deep here; is there a loop of links?")
      return
    }
    guard searchedFolders < Self.maximumFolderCount else {
      stop(at: folder, "more than \(Self.maximumFolderCount) folders to search; is there a loop of links?")
      return
    }
    searchedFolders += 1
    guard let names = fileSystem.entryNames(ofFolderAtPath: folder) else {
      report(.error, at: folder, "cannot list this folder")
      return
    }
    for name in names.sorted() where !name.hasPrefix(".") && !name.isEmpty {
      let path = Self.path(of: name, in: folder)
      switch fileSystem.itemKind(atPath: path) {
      case .folder where name != "__snapshots__":
        collect(inFolder: path, components: components + [name], into: &journeyFiles)
      case .file where wanted == .journeys && name.hasSuffix(".yml"):
        report(
          .warning, at: path,
          "not loaded: journey files are named '*.yaml'; rename it to '\(name.dropLast(4)).yaml'")
      case .file where wanted == .journeys && Self.problem(withFileNamed: name) == nil:
        journeyFiles.append(components + [name])
      case .file where wanted == .invariants && Self.isInvariantsFile(named: name):
        journeyFiles.append(components + [name])
      default:
        continue
      }
    }
  }

  /// The path of the entry `name` of `folder`, a normalised path: `name` has no `/` and does not
  /// start with `.`, so the path is normal as joined, without being split and joined again as
  /// `FilePath.resolving(_:from:)` would.
  private static func path(of name: String, in folder: String) -> String {
    switch folder {
    case ".": name
    case "/": "/" + name
    default: folder + "/" + name
    }
  }

  /// Ends the current search with an error.
  private mutating func stop(at folder: String, _ message: String) {
    report(.error, at: folder, message)
    isStopped = true
  }

  private mutating func add(_ path: String) {
    guard found.insert(path).inserted else { return }
    files.append(path)
  }

  private mutating func report(_ severity: Diagnostic.Severity, at path: String, _ message: String) {
    diagnostics.append(Diagnostic(severity, at: FileLocation(file: path, line: 1, column: 1), message))
  }
}
