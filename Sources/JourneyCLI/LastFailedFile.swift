import JourneyReports
import JourneySuite
import JourneySuiteCheck

extension ToolFiles {
  /// The identifiers (`file › name`) of the journeys that failed in the JSON report at `path`, as
  /// `--last-failed-file` reads them: an examples row is named with its row, so only the rows that
  /// failed run again.
  ///
  /// - Throws: ``UsageError`` when the file is not a JSON report, or is one of another suite: a
  ///   journey file it names is not here.
  func failedJourneys(inReport path: String) throws(UsageError) -> Set<String> {
    let failed = try readReport(path).journeys.filter { $0.status == .failed }
    let missing = Set(failed.map(\.file).filter { !exists($0) }).sorted()
    guard missing.isEmpty else {
      let one = missing.count == 1
      throw UsageError(
        "'\(path)' is a report of another suite: \(missing.joined(separator: ", ")), "
          + "\(one ? "a file" : "files") of the journeys that failed in it, \(one ? "is" : "are") not here; "
          + "run in the folder its run was run in, with the same journey files")
    }
    return Set(failed.map(\.identifier))
  }
}

extension LoadedSuite {
  /// Checks that the journeys of `identifiers`, which failed in the report at `path`, are in
  /// their files here, where those files load.
  ///
  /// - Throws: ``UsageError`` naming the journeys renamed or removed since: the report is of
  ///   another version of the suite.
  func requireJourneys(_ identifiers: Set<String>, failedIn path: String) throws(UsageError) {
    let valid = files.filter(\.isValid)
    let known = Set(valid.flatMap(\.journeys).map(\.identifier))
    let paths = Set(valid.map(\.path))
    let missing = identifiers.filter { identifier in
      !known.contains(identifier) && paths.contains { identifier.hasPrefix($0 + " › ") }
    }.sorted()
    guard !missing.isEmpty else { return }
    let one = missing.count == 1
    throw UsageError(
      "'\(path)' is a report of another suite: \(one ? "the journey" : "the journeys") \(missing.joined(separator: ", ")), "
        + "which failed in it, \(one ? "is not in its file" : "are not in their files") here; "
        + "run the suite again to find what fails in it now")
  }
}
