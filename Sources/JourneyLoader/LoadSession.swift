#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import JourneyModel
import Synchronization
import YAML

/// The state of one ``JourneyLoader/load(file:)`` call: the diagnostics found so far, each file
/// read (a subflow is parsed once however often it runs), and how many more steps may be made.
final class LoadSession {
  let fileSystem: any JourneyFileSystem
  let vocabulary: Vocabulary?
  /// The diagnostics, in the order found, without repeats.
  private(set) var diagnostics: [Diagnostic] = []
  private var reported: Set<Diagnostic> = []
  private var documents: [String: SourceDocument] = [:]
  /// How many more steps the load may make, counting every copy of a subflow's steps and every
  /// examples row's steps.
  private var remainingSteps = JourneyLoader.maximumExpandedSteps
  private var hasReportedStepLimit = false

  init(fileSystem: any JourneyFileSystem, vocabulary: Vocabulary?) {
    self.fileSystem = fileSystem
    self.vocabulary = vocabulary
  }

  /// The diagnostics of each examples row read so far, while the rows of a table are read.
  private var rowDiagnostics: [[Diagnostic]]?

  /// Records a diagnostic; one equal to a diagnostic already recorded (the same step of a
  /// subflow run twice, say) is dropped. While a table's rows are read, it is kept for its row
  /// until ``endRows(labels:)``.
  func report(_ diagnostic: Diagnostic) {
    if var rows = rowDiagnostics {
      rows[rows.count - 1].append(diagnostic)
      rowDiagnostics = rows
      return
    }
    guard reported.insert(diagnostic).inserted else { return }
    diagnostics.append(diagnostic)
  }

  /// Starts reading the next examples row of a table.
  func startRow() {
    rowDiagnostics = (rowDiagnostics ?? []) + [[]]
  }

  /// Records what the rows of a table found, in row order: a diagnostic every row found as it
  /// is, one that only some rows found once per such row, naming it by its label in `labels`.
  func endRows(labels: [String]) {
    guard let rows = rowDiagnostics else { return }
    rowDiagnostics = nil
    let common = rows.dropFirst().reduce(Set(rows.first ?? [])) { $0.intersection($1) }
    for (label, diagnostics) in zip(labels, rows) {
      for diagnostic in diagnostics {
        report(
          common.contains(diagnostic)
            ? diagnostic
            : Diagnostic(diagnostic.severity, at: diagnostic.location, "\(diagnostic.message) (examples row \(label))"))
      }
    }
  }

  /// Whether an error has been recorded.
  var hasErrors: Bool {
    diagnostics.contains { $0.severity == .error }
  }

  /// Takes one step from the budget; false, and an error at `location` the first time, when the
  /// budget is spent.
  func takeStep(at location: @autoclosure () -> FileLocation) -> Bool {
    guard remainingSteps > 0 else {
      if !hasReportedStepLimit {
        hasReportedStepLimit = true
        report(
          Diagnostic(
            at: location(),
            "the file makes more than \(JourneyLoader.maximumExpandedSteps) steps, counting each "
              + "examples row and each run of a subflow; split it into smaller journeys"
          )
        )
      }
      return false
    }
    remainingSteps -= 1
    return true
  }

  /// The document in the file at `path`, parsed once; a YAML error is reported when first found.
  func document(atPath path: String) -> SourceDocument {
    if let document = documents[path] { return document }
    let document = readDocument(atPath: path)
    documents[path] = document
    return document
  }

  private func readDocument(atPath path: String) -> SourceDocument {
    // Most files read are there: what is at the path is looked at only when it cannot be read.
    guard let bytes = fileSystem.contents(ofFileAtPath: path) else {
      switch fileSystem.itemKind(atPath: path) {
      case nil: return .missing
      case .folder: return .folder
      case .file: return .unreadable
      }
    }
    do throws(YAMLError) {
      guard let root = try Self.parse(bytes, file: path) else { return .empty }
      let mayHoldVariables = Self.mentions(UInt8(ascii: "$"), in: bytes) || Self.mentions(UInt8(ascii: "\\"), in: bytes)
      return .root(root, mayHoldVariables: mayHoldVariables)
    } catch {
      let location = FileLocation(file: error.file, line: error.mark.line, column: error.mark.column)
      report(Diagnostic(at: location, error.message))
      return .invalid
    }
  }

  /// Whether `bytes` has `byte`, as the C library finds it: many bytes at a time rather than one
  /// by one.
  private static func mentions(_ byte: UInt8, in bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return false }
      return memchr(base, Int32(byte), buffer.count) != nil
    }
  }

  /// What the YAML parser makes of `bytes` read from `file`, parsed again only when the file's
  /// bytes changed since it was last parsed in this process.
  private static func parse(_ bytes: [UInt8], file: String) throws(YAMLError) -> YAMLNode? {
    if let parse = parses.withLock({ $0[file] }), parse.bytes == bytes { return try parse.outcome.root() }
    let outcome: Parse.Outcome
    do throws(YAMLError) {
      outcome = .document(try YAMLParser.parse(bytes, file: file))
    } catch {
      outcome = .failure(error)
    }
    parses.withLock { $0[file] = Parse(bytes: bytes, outcome: outcome) }
    return try outcome.root()
  }

  /// One file's parse, and the bytes it was made from.
  private struct Parse: Sendable {
    /// What parsing gave. Not a `Result`: a table of those would first ask the runtime whether
    /// the error type is an error, which scans every conformance the process loaded.
    enum Outcome: Sendable {
      /// The document's node, `nil` for a text without a document.
      case document(YAMLNode?)
      case failure(YAMLError)

      /// The document's node; throws the error parsing found.
      func root() throws(YAMLError) -> YAMLNode? {
        switch self {
        case .document(let root): return root
        case .failure(let error): throw error
        }
      }
    }

    let bytes: [UInt8]
    let outcome: Outcome
  }

  /// The latest parse of each file read in this process, by path: suites run again in one
  /// process (watching files, tests running journeys) read mostly the same files.
  ///
  /// A parse is a function of the bytes and of the path its errors name alone, and is kept with
  /// both: it is taken again only for the same bytes at the same path, whatever file system they
  /// came from. One parse per path is kept, so the cache grows with the files read, not with
  /// their edits.
  private static let parses = Mutex<[String: Parse]>([:])
}
