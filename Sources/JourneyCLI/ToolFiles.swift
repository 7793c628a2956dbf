import Foundation
import JSONCoding
import JourneyFiles
import JourneyModel
import JourneyReports
import JourneyRunner
import JourneySuite
import Prelude

/// The files the tool reads by a path from its command line, relative ones inside its working
/// directory.
struct ToolFiles {
  /// The folder relative paths start from.
  let workingDirectory: String
  /// The tool, which wrote the reports it reads.
  let command: JourneyCommandName

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
      throw UsageError(
        "cannot read \(what) '\(path)': no such file"
          + FilePath.whereRelativePathsStart(for: path, workingFolder: workingDirectory))
    }
    return String(decoding: data, as: UTF8.self)
  }

  /// The trace in the file at `path`.
  func readTrace(_ path: String) throws(UsageError) -> JourneyTrace {
    try decode(JourneyTrace.self, from: read(path, as: "the trace"), in: path, isNot: "a journey trace")
  }

  /// The `Value` of the JSON `text` of the file at `path`.
  ///
  /// - Throws: ``UsageError`` saying that the file is not `what`, and why, at the line and column
  ///   where it goes wrong when the text shows it; `suggestion` follows.
  func decode<Value: Decodable>(
    _ type: Value.Type, from text: String, in path: String, isNot what: String, suggestion: String = ""
  ) throws(UsageError) -> Value {
    do {
      return try JSONText.decode(type, from: text)
    } catch {
      guard let line = error.line, let column = error.column else {
        throw UsageError("'\(path)' is not \(what): \(error)\(suggestion)")
      }
      throw UsageError(
        "not \(what): \(error)\(suggestion)", at: FileLocation(file: path, line: line, column: column))
    }
  }
}

extension ToolFiles {
  /// The JSON report in the file at `path`.
  func readReport(_ path: String) throws(UsageError) -> ReportDocument {
    let text = try read(path, as: "the JSON report")
    let what = "a JSON report of \(command.quoted("run --json"))"
    if let problem = try decode(ReportDocument.FormatVersion.self, from: text, in: path, isNot: what).problem {
      throw UsageError(
        "cannot read the JSON report '\(path)': \(problem); write it again with this harness's \(command.quoted("run --json"))")
    }
    return try decode(ReportDocument.self, from: text, in: path, isNot: what)
  }

  /// Writes `text` to the file at `path`, folders made as needed.
  func write(_ text: String, to path: String, as what: String) throws(UsageError) {
    do {
      try AtomicFile.write(text, to: absolute(path))
    } catch {
      throw UsageError("cannot write \(what) to \(path): \(error.localizedDescription)")
    }
  }

  /// Appends `text` to the file at `path`, made with its folders when there is none.
  func append(_ text: String, to path: String, as what: String) throws(UsageError) {
    let file = URL(fileURLWithPath: absolute(path))
    do {
      if !FileManager.default.fileExists(atPath: file.path) {
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data().write(to: file)
      }
      let handle = try FileHandle(forWritingTo: file)
      defer { try? handle.close() }
      try handle.seekToEnd()
      try handle.write(contentsOf: Data(text.utf8))
    } catch {
      throw UsageError("cannot append \(what) to \(path): \(error.localizedDescription)")
    }
  }
}
