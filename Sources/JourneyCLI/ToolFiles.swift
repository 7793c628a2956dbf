import Foundation
import JourneyReports
import JourneyRunner
import JourneySuite

/// The files the tool reads by a path from its command line, relative ones inside its working
/// directory.
struct ToolFiles {
  /// The folder relative paths start from.
  let workingDirectory: String

  /// The absolute path of `path`.
  func absolute(_ path: String) -> String {
    path.hasPrefix("/") ? path : workingDirectory + "/" + path
  }

  /// Whether there is a file or folder at `path`.
  func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: absolute(path))
  }

  /// The text of the file at `path`.
  func read(_ path: String, as what: String) throws(UsageError) -> String {
    guard let data = FileManager.default.contents(atPath: absolute(path)) else {
      throw UsageError("cannot read \(what) '\(path)': no such file")
    }
    return String(decoding: data, as: UTF8.self)
  }

  /// The trace in the file at `path`.
  func readTrace(_ path: String) throws(UsageError) -> JourneyTrace {
    let text = try read(path, as: "the trace")
    do {
      return try JSONText.decode(JourneyTrace.self, from: text)
    } catch {
      throw UsageError("'\(path)' is not a journey trace: \(error)")
    }
  }
}

extension ToolFiles {
  /// The JSON report in the file at `path`.
  func readReport(_ path: String) throws(UsageError) -> ReportDocument {
    let text = try read(path, as: "the JSON report")
    do {
      return try JSONText.decode(ReportDocument.self, from: text)
    } catch {
      throw UsageError("'\(path)' is not a JSON report of 'journey run --json': \(error)")
    }
  }

  /// Writes `text` to the file at `path`, folders made as needed.
  func write(_ text: String, to path: String, as what: String) throws(UsageError) {
    do {
      try AtomicFile.write(text, to: absolute(path))
    } catch {
      throw UsageError("cannot write \(what) to \(path): \(error.localizedDescription)")
    }
  }
}
