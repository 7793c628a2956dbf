import Foundation
import JSONCoding
import JourneyFiles
import JourneyModel
import JourneyReports
import JourneyRunner
import Prelude

/// The changes a review lists for scripts, and the patterns that choose them.
enum ReviewList {
  /// From this many columns on, a review shows diffs side by side at first.
  static let sideBySideWidth = 120

  /// The changes of `all` that `patterns` choose, every one without patterns. A pattern that
  /// names a file or folder chooses the changes of the journey files and goldens there; another
  /// chooses the changes whose snapshot has it as its name, or whose journey file, golden or
  /// snapshot name it matches as a glob. With both kinds, a change must be chosen by one of each.
  ///
  /// - Throws: ``UsageError`` for a pattern that names no file or folder and matches no change.
  static func select(
    _ all: [GoldenChange], patterns: [String], workingDirectory: String, exists: (String) -> Bool,
    command: JourneyCommandName
  ) throws(UsageError) -> [GoldenChange] {
    let paths = patterns.filter(exists)
    let others = patterns.filter { !exists($0) }
    for pattern in others where !all.contains(where: { matches($0, pattern, workingDirectory) }) {
      throw UsageError(
        "no golden change waiting for review matches '\(pattern)', a journey file or folder, a snapshot name or a "
          + "glob of either; \(command.quoted("review --list")) lists the changes waiting")
    }
    return all.filter { change in
      (paths.isEmpty || paths.contains { matches(change, $0, workingDirectory) })
        && (others.isEmpty || others.contains { matches(change, $0, workingDirectory) })
    }
  }

  private static func matches(_ change: GoldenChange, _ pattern: String, _ workingDirectory: String) -> Bool {
    let pattern = FilePath.relative(FilePath.normalized(pattern), below: workingDirectory)
    let paths = [change.journeyFile, change.goldenPath].map {
      FilePath.relative(FilePath.normalized($0), below: workingDirectory)
    }
    if change.snapshotName == pattern || paths.contains(where: { $0 == pattern || $0.hasPrefix(pattern + "/") }) {
      return true
    }
    return (paths + [change.snapshotName]).contains { fnmatch(pattern, $0, 0) == 0 }
  }

  /// The list, a line for each change and one more for a refused change's reason.
  static func text(_ changes: [GoldenChange], workingDirectory: String, style: ConsoleStyle) -> String {
    var text = "\(ConsoleReporter.count(changes.count, "golden change")) waiting for review:\n\n"
    let separator = " \(style.separator) "
    for change in changes {
      let golden = FilePath.relative(change.goldenPath, below: workingDirectory)
      let journeyFile = FilePath.relative(change.journeyFile, below: workingDirectory)
      let taker =
        change.location.map { location in
          "\(FilePath.relative(location.file, below: workingDirectory)):\(location.line):\(location.column)"
            + separator + (change.journeyName ?? "")
        } ?? "no journey of \(journeyFile) takes it"
      let kind = change.kind.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
      text += "  \(style.paint(kind, change.kind == .obsolete ? .yellow : .red)) \(golden)  \(taker)\n"
      if let refusal = change.refusal {
        text += "            \(style.paint("refused:", .red)) \(refusal)\n"
      }
    }
    return text
  }

  /// The list as JSON: an object whose `changes` are the changes in review order, each with its
  /// kind, journey, step, snapshot, files, the reason it is refused and its unified diff.
  static func json(_ changes: [GoldenChange], workingDirectory: String) -> String {
    let document = ListDocument(
      changes: changes.map { change in
        let relative = { (path: String) in FilePath.relative(path, below: workingDirectory) }
        let diff = LineDiff(textFrom: change.oldText ?? "", to: change.newText ?? "")
        return ChangeDocument(
          kind: change.kind, journeyFile: relative(change.journeyFile), journey: change.journeyName,
          location: change.location.map {
            ReportDocument.LocationDocument(FileLocation(file: relative($0.file), line: $0.line, column: $0.column))
          },
          snapshot: change.snapshotName, goldenFile: relative(change.goldenPath),
          pendingFile: change.pendingPath.map(relative), refusal: change.refusal,
          diff: diff.hasChanges ? diff.unified(oldLabel: "golden", newLabel: "new") : nil)
      })
    do {
      return try JSONText.encode(document)
    } catch {
      preconditionFailure("a list of changes is made of strings and numbers only: \(error)")
    }
  }

  /// What accepting a change of `kind` did.
  static func acceptedText(_ kind: GoldenChange.Kind) -> String {
    kind == .obsolete ? "deleted" : "accepted"
  }

  /// What rejecting a change of `kind` did.
  static func rejectedText(_ kind: GoldenChange.Kind) -> String {
    kind == .obsolete ? "kept" : "rejected"
  }

  private struct ListDocument: Encodable {
    var changes: [ChangeDocument]
  }

  private struct ChangeDocument: Encodable {
    var kind: GoldenChange.Kind
    var journeyFile: String
    var journey: String?
    var location: ReportDocument.LocationDocument?
    var snapshot: String
    var goldenFile: String
    var pendingFile: String?
    var refusal: String?
    var diff: String?
  }
}
