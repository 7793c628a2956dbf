import JourneyModel
import Prelude

/// Finds journey files in folders, for ``JourneyLoader/discover(paths:)``.
struct JourneyDiscovery {
  /// The deepest folders are searched, below a folder given; this also ends loops of links.
  static let maximumFolderDepth = 32
  /// The most folders searched below a folder given; this ends links that multiply folders.
  static let maximumFolderCount = 10_000

  let fileSystem: any JourneyFileSystem
  private(set) var files: [String] = []
  private(set) var diagnostics: [Diagnostic] = []
  private var found: Set<String> = []
  /// How many folders the current search has listed.
  private var searchedFolders = 0
  /// Whether the current search hit a limit, and stopped.
  private var isStopped = false

  init(fileSystem: any JourneyFileSystem) {
    self.fileSystem = fileSystem
  }

  /// Adds the journey files `path` names.
  mutating func search(_ given: String) {
    let path = FilePath.normalized(given)
    switch fileSystem.itemKind(atPath: path) {
    case nil:
      report(.error, at: given, "no such file or folder")
    case .file:
      if let problem = Self.problem(withFileNamed: FilePath.lastComponent(of: path)) {
        report(.error, at: given, problem)
      } else {
        add(path)
      }
    case .folder:
      var journeyFiles: [[String]] = []
      searchedFolders = 0
      isStopped = false
      collect(inFolder: path, components: [], into: &journeyFiles)
      guard !journeyFiles.isEmpty else {
        report(
          .warning, at: given,
          "no journey files in this folder; journey files are named '*.yaml' (subflows, "
            + "'*.subflow.yaml', run only through 'run' steps)"
        )
        return
      }
      for components in journeyFiles.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
        add(FilePath.normalized(([path] + components).joined(separator: "/")))
      }
    }
  }

  /// Why a file named `name` is not a journey file, if it is not.
  private static func problem(withFileNamed name: String) -> String? {
    if name.hasSuffix(".subflow.yaml") {
      return "this is a subflow file; subflows run only through 'run' steps of journeys"
    }
    if name.hasSuffix(".invariants.yaml") {
      return "this is an invariants file; it is read by 'explore --invariants'"
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
      let path = FilePath.resolving(name, from: folder)
      switch fileSystem.itemKind(atPath: path) {
      case .folder where name != "__snapshots__":
        collect(inFolder: path, components: components + [name], into: &journeyFiles)
      case .file where name.hasSuffix(".yml"):
        report(
          .warning, at: path,
          "not loaded: journey files are named '*.yaml'; rename it to '\(name.dropLast(4)).yaml'")
      case .file
      where name.hasSuffix(".yaml") && !name.hasSuffix(".subflow.yaml")
        && !name.hasSuffix(".invariants.yaml"):
        journeyFiles.append(components + [name])
      default:
        continue
      }
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
