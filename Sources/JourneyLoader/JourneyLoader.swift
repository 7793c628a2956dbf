import JourneyModel
import Synchronization

/// Turns journey files into ``/JourneyModel/Journey`` values, and finds journey files in folders. It only reads:
/// nothing runs.
///
/// Loading collects every problem of a file it can, each a ``/JourneyModel/Diagnostic`` at its line and
/// column, rather than stopping at the first: after a bad step it goes on with the next.
public struct JourneyLoader: Sendable {
  /// The time limit of a `settle` step written without one: an hour of virtual time.
  public static let defaultSettleLimit: Duration = .seconds(3600)
  /// The deepest subflows may run subflows: a journey running a subflow is one deep.
  public static let maximumSubflowDepth = 16
  /// The most steps one file may make, counting each examples row's steps and each run of a
  /// subflow; this bounds the work of files that multiply subflows.
  public static let maximumExpandedSteps = 100_000

  /// Where files are read from.
  public let fileSystem: any JourneyFileSystem
  /// What the host understands, for more checks at load time; nil to leave them to the host.
  public let vocabulary: Vocabulary?

  /// Makes a loader reading from `fileSystem`, checking mocks and `given` keys against
  /// `vocabulary` if there is one.
  public init(fileSystem: some JourneyFileSystem = .local, vocabulary: Vocabulary? = nil) {
    self.fileSystem = fileSystem
    self.vocabulary = vocabulary
  }

  /// Loads the journey file at `file`: one journey, or one per row of its examples table, with
  /// subflows loaded and inlined.
  ///
  /// - Returns: The journeys, or every problem found, sorted by location.
  public func load(file: String) -> Result<[Journey], Diagnostics> {
    let (journeys, diagnostics) = read(file: file)
    guard !diagnostics.hasErrors else { return .failure(diagnostics) }
    return .success(journeys)
  }

  /// Reads the journey file at `file` as far as it goes, for checking it further: the journeys
  /// with the steps that could be read (the others left out), and every problem found. Unlike
  /// ``load(file:)``, the journeys come back even when the file has errors, so that their
  /// `given` and steps can still be checked against a host.
  ///
  /// A file read before in this process whose files read are all as they were is not read
  /// again (see `Reading`).
  public func read(file: String) -> (journeys: [Journey], diagnostics: Diagnostics) {
    let vocabulary = vocabulary
    if let reading = Self.readings.withLock({ $0[file]?.first { $0.vocabulary == vocabulary } }),
      reading.answers.allSatisfy({ $0.holds(in: fileSystem) })
    {
      return (reading.journeys, reading.diagnostics)
    }
    let recording = FileSystemRecording(fileSystem)
    let session = LoadSession(fileSystem: recording, vocabulary: vocabulary)
    let journeys = JourneyFileReader(reader: NodeReader(session: session, file: file)).journeys()
    let diagnostics = Diagnostics(session.diagnostics)
    let reading = Reading(
      vocabulary: vocabulary, answers: recording.answers, journeys: journeys, diagnostics: diagnostics)
    Self.readings.withLock { readings in
      readings[file, default: []].removeAll { $0.vocabulary == vocabulary }
      readings[file, default: []].append(reading)
    }
    return (journeys, diagnostics)
  }

  /// What reading one journey file gave, with every answer of the file system it was made from.
  ///
  /// A reading is a function of the file's path, the vocabulary, and the file system's answers
  /// to the questions the reader asked, in order: the reader reads nothing else, and asks its
  /// next question from the answers so far. So when the file system gives every recorded answer
  /// again (the same bytes of the file and its subflows, the same kinds of the paths looked at,
  /// the same folder listings), reading again would ask the same questions and give the same
  /// journeys and diagnostics.
  private struct Reading: Sendable {
    /// The vocabulary the file was read with: a reading is kept under it and the file's path.
    let vocabulary: Vocabulary?
    let answers: [FileSystemRecording.Answer]
    let journeys: [Journey]
    let diagnostics: Diagnostics
  }

  /// The latest reading of each file read in this process, by path and vocabulary: suites run
  /// again in one process (watching files, tests running journeys) read mostly the same files.
  /// One reading per path and vocabulary is kept, so the cache grows with the files read, not
  /// with their edits. The readings of a path, few, are told apart by vocabulary in a list: a
  /// table keyed by a type of its own would first ask the runtime whether the type is hashable,
  /// which scans every conformance the process loaded.
  private static let readings = Mutex<[String: [Reading]]>([:])

  /// Finds the journey files among `paths`, which name files and folders.
  ///
  /// Folders are searched through, with the files of each in sorted order and subfolders among
  /// them by name; a journey file's name ends in `.yaml`. Subflow files (`*.subflow.yaml`),
  /// `__snapshots__` folders, and files and folders whose names start with `.` are skipped. A
  /// file named in `paths` is taken as it is, unless it is not a journey file. A file found
  /// twice is listed once, where first found.
  ///
  /// - Returns: The journey files' paths, normalised (`./Journeys//a.yaml` is
  ///   `Journeys/a.yaml`), and the problems: paths that name nothing, files that are not
  ///   journey files, folders without journey files, `.yml` files that are not loaded.
  public func discover(paths: [String]) -> (files: [String], diagnostics: Diagnostics) {
    var discovery = JourneyDiscovery(fileSystem: fileSystem)
    for path in paths {
      discovery.search(path)
    }
    return (discovery.files, Diagnostics(discovery.diagnostics))
  }

  /// The invariants files among `paths`: those named, and those in the folders named, at any
  /// depth, in the order found. Paths that name nothing are passed over; ``discover(paths:)``
  /// reports them.
  public func discoverInvariantsFiles(paths: [String]) -> [String] {
    var discovery = JourneyDiscovery(fileSystem: fileSystem, wanted: .invariants)
    for path in paths {
      discovery.search(path)
    }
    return discovery.files
  }

  /// The journey files among `journeyPaths`, as ``discover(paths:)`` finds them, and the
  /// invariants files among `paths`, as ``discoverInvariantsFiles(paths:)`` finds them, asking
  /// the file system once what is at each path and what each folder holds for both searches.
  public func discover(
    paths journeyPaths: [String], invariantsFilesAmong paths: [String]
  ) -> (files: [String], diagnostics: Diagnostics, invariantsFiles: [String]) {
    let askingOnce = JourneyLoader(fileSystem: FileSystemAskedOnce(fileSystem), vocabulary: vocabulary)
    let (files, diagnostics) = askingOnce.discover(paths: journeyPaths)
    return (files, diagnostics, askingOnce.discoverInvariantsFiles(paths: paths))
  }
}
