import ArgumentParser
import Foundation
import JourneyReports
import JourneySuite
import Prelude

/// The paths and filters `run` and `list` share.
struct SelectionOptions: ParsableArguments {
  @Argument(help: "Journey files and folders to search for '*.yaml' journey files. (default: Scenarios/)")
  var paths: [String] = []

  @Option(
    name: .customLong("filter"),
    help: ArgumentHelp(
      "Only journeys whose name or 'file › name' contains <text> or matches it as a regular expression; repeat to allow several.",
      valueName: "text"))
  var filters: [String] = []

  @Option(
    help: ArgumentHelp(
      "Only journeys whose tags satisfy <expression>, such as 'smoke and not slow'.",
      valueName: "expression"))
  var tag: String?

  @Option(
    help: ArgumentHelp(
      "Only the i-th of n parts of the journeys, dealt by a stable hash of each journey's file and name.",
      valueName: "i/n"))
  var shard: String?

  @Option(
    help: ArgumentHelp(
      "With --shard, deal journeys by their real durations in <file>, the JSON report of an earlier run (--json), so that the shards take about the same time.",
      valueName: "file"))
  var timings: String?

  /// Where journeys are looked for when no path is given.
  static let defaultPaths = ["Scenarios/"]

  /// The paths as ``journeyPaths(_:)`` gives them.
  var journeyPaths: [String] {
    Self.journeyPaths(paths)
  }

  /// `paths`, or ``defaultPaths`` when there are none, each below the process's working directory
  /// (which relative paths are read from) written relative to it: journeys are named by their
  /// files, so that `journey run $PWD/Scenarios` names them, deals them to shards and finds their
  /// timings and last failures as `journey run Scenarios` does, on any machine.
  static func journeyPaths(_ paths: [String]) -> [String] {
    let workingDirectory = FileManager.default.currentDirectoryPath
    return (paths.isEmpty ? defaultPaths : paths).map { FilePath.relative($0, below: workingDirectory) }
  }

  /// The selection, or why the options are invalid; a timings file is read among `files`.
  func selection(files: ToolFiles) throws(UsageError) -> JourneySelection {
    let tags: TagExpression?
    do {
      tags = try tag.map(TagExpression.init(parsing:))
    } catch {
      throw UsageError(error.description)
    }
    var shard: Shard?
    do {
      shard = try self.shard.map(Shard.init(parsing:))
    } catch {
      throw UsageError(error.description)
    }
    if let timings {
      guard shard != nil else {
        throw UsageError("--timings balances shards by duration; add --shard i/n")
      }
      shard?.timings = try files.readReport(timings).timings
    }
    return JourneySelection(filters: filters.map(JourneyFilter.init), tags: tags, shard: shard)
  }
}
