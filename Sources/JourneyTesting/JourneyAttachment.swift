import Foundation
import JourneyFiles
import JourneySuite
import Testing

/// A file a failed journey leaves for a person to look into: its trace, the JSON that `journey
/// trace show` reads, or the text a snapshot took where its golden file differs or is missing.
/// Swift Testing attaches it to the test, so that `swift test --attachments-path <folder>` writes
/// it there; the XCTest entry writes it to a folder itself.
struct JourneyAttachment: Hashable, Sendable {
  /// The file's name, the same for the same journey on every run and every machine: the name of
  /// the journey's trace file in `.journey/traces` (its file, its name and a hash) without
  /// `.json`, then `.trace.json` for the trace, or the snapshot's name and `.actual.txt` for a
  /// snapshot's text, so that the journeys of a suite share one folder.
  var name: String
  /// What the file holds: the trace as its file holds it, or the text exactly as the golden file
  /// would.
  var contents: Data

  /// What a test attaches for `outcome`, kept by `traces`: nothing for a journey that passed or
  /// kept no trace; otherwise its trace, then the text of each snapshot whose issue says how to
  /// accept or record its golden file, in the journey's order.
  static func attachments(of outcome: JourneyOutcome, traces: TraceFiles) -> [Self] {
    guard !outcome.passed, let trace = outcome.trace else { return [] }
    let traceFile = (trace.path as NSString).lastPathComponent
    let journey = traceFile.hasSuffix(".json") ? String(traceFile.dropLast(".json".count)) : traceFile
    let texts = outcome.snapshots.filter { JourneyProblem.goldenHint(for: $0, command: .unnamed) != nil }.map {
      Self(name: "\(journey).\($0.outcome.key.name).actual.txt", contents: Data($0.outcome.actual.utf8))
    }
    return [Self(name: "\(journey).trace.json", contents: traces.fileData(of: trace.trace))] + texts
  }

  /// The attachment as Swift Testing records it, at `sourceLocation`.
  func attachment(at sourceLocation: SourceLocation) -> Attachment<[UInt8]> {
    Attachment(Array(contents), named: name, sourceLocation: sourceLocation)
  }

  /// Writes `attachments` to `folder`, creating it as needed, and says where they are, or why
  /// one could not be written, for a failure's message; `nil` without attachments.
  static func write(_ attachments: [Self], to folder: String) -> String? {
    guard !attachments.isEmpty else { return nil }
    for attachment in attachments {
      let path = (folder as NSString).appendingPathComponent(attachment.name)
      do {
        try AtomicFile.write(attachment.contents, to: path)
      } catch {
        return "its attachment \(path) could not be written: \(error)"
      }
    }
    return "its attachments are in \(folder): " + attachments.map(\.name).joined(separator: ", ")
  }
}
