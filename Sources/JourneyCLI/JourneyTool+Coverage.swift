import JSONCoding
import JourneyCoverage
import JourneySuite

extension JourneyTool {
  /// Prints the summary of the records `command` names, merged, or what they reached beyond its
  /// `--beyond` records; every record must read.
  func execute(_ command: CoverageCommand, files: ToolFiles, output: TextOutput) throws(UsageError) -> ExitStatus {
    let coverage = try merged(command.files, files: files)
    let baseline = command.beyond.isEmpty ? nil : try merged(command.beyond, files: files)
    if command.json {
      let document = CoverageText.Document(coverage, files: command.files, baseline: baseline.map { ($0, command.beyond) })
      do {
        output.write(try JSONText.encode(document))
      } catch {
        throw UsageError("cannot write the coverage as JSON: \(error)")
      }
    } else if let baseline {
      output.write(CoverageText.beyond(coverage, files: command.files, baseline: baseline, baselineFiles: command.beyond))
    } else {
      output.write(CoverageText.summary(of: coverage, files: command.files))
    }
    return .passed
  }

  /// The records in the files at `paths`, merged.
  private func merged(_ paths: [String], files: ToolFiles) throws(UsageError) -> Coverage {
    var coverage = Coverage()
    for path in paths {
      coverage.merge(try files.readCoverage(path))
    }
    return coverage
  }
}

extension ToolFiles {
  /// The coverage record in the file at `path`.
  func readCoverage(_ path: String) throws(UsageError) -> Coverage {
    try decode(
      Coverage.self, from: read(path, as: "the coverage record"), in: path,
      isNot: "a coverage record of \(command.quoted("run --coverage")) or \(command.quoted("explore --coverage"))",
      suggestion: "; write it again with \(command.quoted("run --coverage \(path)"))")
  }

  /// Writes `coverage` to the file at `path`, as JSON, for `journey coverage`.
  func write(_ coverage: Coverage, to path: String) throws(UsageError) {
    let text: String
    do {
      text = try JSONText.encode(coverage)
    } catch {
      throw UsageError("cannot write the coverage record to \(path): \(error)")
    }
    try write(text, to: path, as: "the coverage record")
  }
}
