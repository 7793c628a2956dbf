import Foundation
import JSONCoding
import JourneyRunner
import Prelude

/// Which journeys of a run keep their trace, as `--trace` says.
public enum TraceMode: String, CaseIterable, Sendable {
  /// Every journey.
  case on
  /// Only the journeys that failed.
  case failed
  /// None: the runner records nothing.
  case off
}

/// Where a run keeps the traces of its journeys: one JSON file per journey in a folder, named
/// after the journey's file and name.
///
/// A trace file holds no real time and no path of the machine: paths below ``root`` are written
/// relative to it, so the same journey gives the same file on every run and every machine.
public struct TraceFiles: Sendable {
  /// Which journeys keep their trace.
  public var mode: TraceMode
  /// The folder of the trace files.
  public var folder: String
  /// The folder that paths in traces and in ``TraceRecord/path`` are relative to, such as the
  /// working directory.
  public var root: String
  /// Whether the traces go to their files; without, each trace is kept in its record alone, with
  /// the path its file would have, as a test does that attaches it.
  public var writesFiles: Bool

  /// Makes the trace files of a run.
  public init(mode: TraceMode, folder: String = ".journey/traces", root: String = ".", writesFiles: Bool = true) {
    self.mode = mode
    self.folder = folder
    self.root = root
    self.writesFiles = writesFiles
  }

  /// Whether a journey that ended with `result` keeps its trace.
  package func keeps(_ result: JourneyResult) -> Bool {
    switch mode {
    case .on: true
    case .failed: result.status == .failed
    case .off: false
    }
  }

  /// Writes `trace`, the trace of the journey of examples row `row` when it has one, returning
  /// what the report says of it; keeps it in the record alone when ``writesFiles`` is false.
  ///
  /// A failed trace that takes the place of a passing run's trace first moves it aside, to the
  /// same name ending in `.passed.json`, so that the two can be compared; the record names the
  /// trace of the last passing run whenever there is one. The record holds the trace as the
  /// file does, so that a report shows it and compares it with other trace files alike.
  package func write(_ trace: JourneyTrace, row: Int?) -> TraceRecord {
    let name = Self.fileName(file: relative(trace.file), name: trace.name, row: row)
    let path = FilePath.resolving(name, from: folder)
    let file = fileContents(of: trace)
    // Read back only when paths were made relative: a run of relative paths writes the trace as
    // it is.
    let kept =
      file.madeRelative
      ? (try? JSONText.decode(JourneyTrace.self, from: String(decoding: file.data, as: UTF8.self))) ?? trace : trace
    guard writesFiles else {
      return TraceRecord(trace: kept, path: relative(path), lastPassedPath: nil, error: nil)
    }
    let lastPassedPath = trace.status == "passed" ? nil : keepLastPassedTrace(replacedAt: path)
    do {
      try AtomicFile.write(file.data, to: absolute(path))
      return TraceRecord(trace: kept, path: relative(path), lastPassedPath: lastPassedPath, error: nil)
    } catch {
      return TraceRecord(trace: kept, path: relative(path), lastPassedPath: lastPassedPath, error: "\(error)")
    }
  }

  /// Moves the trace at `path` aside when it is of a passing run, to be replaced by a failing
  /// one; returns where the trace of the journey's last passing run is, relative to the root, if
  /// there is one.
  private func keepLastPassedTrace(replacedAt path: String) -> String? {
    let passedPath = String(path.dropLast(".json".count)) + ".passed.json"
    if let data = FileManager.default.contents(atPath: absolute(path)),
      (try? JSONText.decode(JourneyTrace.self, from: String(decoding: data, as: UTF8.self)))?.status == "passed"
    {
      // rename(2) replaces an older passing trace in one step.
      _ = rename(absolute(path), absolute(passedPath))
    }
    return FileManager.default.fileExists(atPath: absolute(passedPath)) ? relative(passedPath) : nil
  }

  /// `Scenarios-Auth-sign-in--a-wrong-password-is-refused--1f0c83a2.json`: the journey file
  /// without its extension and the journey's name, in letters, digits and dashes, each cut after
  /// 80 characters; the journey of an examples row with its number, `--row-2`; and a hash of the
  /// file, name and row exactly as written. The readable part alone would give one file to
  /// `Auth/x.yaml` and `Auth-x.yaml`, to names that differ in case, punctuation, other scripts or
  /// after 80 characters; the hash keeps them apart. The name depends on nothing but the journey,
  /// so a journey keeps its trace file whether it runs alone or with the whole suite.
  static func fileName(file: String, name: String, row: Int?) -> String {
    let base = file.hasSuffix(".yaml") ? String(file.dropLast(5)) : file
    let hash = (file + "\0" + name + "\0" + (row.map(String.init) ?? "-")).stableHash >> 32
    let hex = String(hash, radix: 16)
    return cut(slug(base, lowercased: false)) + "--" + cut(slug(name, lowercased: true))
      + (row.map { "--row-\($0)" } ?? "") + "--" + String(repeating: "0", count: 8 - hex.count) + hex + ".json"
  }

  /// `slug` cut after 80 characters, without a dash at the end.
  private static func cut(_ slug: String) -> Substring {
    var cut = slug.prefix(80)
    while cut.hasSuffix("-") { cut.removeLast() }
    return cut
  }

  /// `text`'s ASCII letters and digits, each run of other characters made one dash, without a
  /// dash at either end.
  private static func slug(_ text: String, lowercased: Bool) -> String {
    var slug: [UInt8] = []
    slug.reserveCapacity(text.utf8.count)
    func appendDash() {
      if let last = slug.last, last != UInt8(ascii: "-") { slug.append(UInt8(ascii: "-")) }
    }
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      // Every byte is a character (a CR LF pair makes one dash either way).
      for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"):
          slug.append(byte)
        case UInt8(ascii: "A")...UInt8(ascii: "Z"):
          slug.append(lowercased ? byte + 32 : byte)
        default:
          appendDash()
        }
      }
    } else {
      for character in lowercased ? text.lowercased() : text {
        if character.isASCII, character.isLetter || character.isNumber {
          slug += character.utf8
        } else {
          appendDash()
        }
      }
    }
    if slug.last == UInt8(ascii: "-") { slug.removeLast() }
    return String(decoding: slug, as: UTF8.self)
  }

  private var rootPrefix: String {
    let root = FilePath.normalized(self.root == "." ? FileManager.default.currentDirectoryPath : self.root)
    return root.hasSuffix("/") ? root : root + "/"
  }

  /// `path` relative to the root when it is below it.
  func relative(_ path: String) -> String {
    FilePath.relative(FilePath.normalized(path), below: rootPrefix)
  }

  /// `path` inside the root when it is relative.
  func absolute(_ path: String) -> String {
    FilePath.resolving(path, from: rootPrefix)
  }

  /// What the file of `trace` holds: its JSON with every path below the root made relative to
  /// it, as bytes (a trace's text is never made a string on its way to the file).
  public func fileData(of trace: JourneyTrace) -> Data {
    fileContents(of: trace).data
  }

  /// What the file of `trace` holds, and whether making paths relative changed it.
  private func fileContents(of trace: JourneyTrace) -> (data: Data, madeRelative: Bool) {
    let json = trace.json()
    var relativized = ByteWriter(capacity: json.count)
    json.withBytes { FilePath.relativizing(pathsIn: $0, below: rootPrefix, into: &relativized) }
    return (relativized.withBytes { Data(buffer: $0) }, relativized.count != json.count)
  }
}

/// A journey's kept trace: the trace and the file it went to.
public struct TraceRecord: Hashable, Sendable {
  /// The trace, as its file holds it: paths below the run's root relative to it.
  public var trace: JourneyTrace
  /// The trace file, relative to the run's root when it is below it.
  public var path: String
  /// The trace of the journey's last passing run, kept beside a failing trace; `nil` when no
  /// passing run left one.
  public var lastPassedPath: String?
  /// Why the file could not be written, when it could not.
  public var error: String?
  /// Why the trace may not show the run the report gives, when a journey run again to record its
  /// trace ended differently.
  public var warning: String?
}

/// Keeps the trace the runner records for one journey.
package final class TraceKeeper: JourneyObserver {
  package private(set) var trace: JourneyTrace?

  package init() {}

  package var tracesSteps: Bool { true }

  package func journeyTraced(_ trace: JourneyTrace) {
    self.trace = trace
  }
}
