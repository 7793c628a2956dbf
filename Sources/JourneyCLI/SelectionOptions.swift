import ArgumentParser
import JourneySuite

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

  /// The paths, or `Scenarios/` when none are given.
  var pathsOrDefault: [String] {
    paths.isEmpty ? ["Scenarios/"] : paths
  }

  /// The selection, or why the options are invalid.
  func selection() throws(UsageError) -> JourneySelection {
    let tags: TagExpression?
    do {
      tags = try tag.map(TagExpression.init(parsing:))
    } catch {
      throw UsageError(error.description)
    }
    let shard: Shard?
    do {
      shard = try self.shard.map(Shard.init(parsing:))
    } catch {
      throw UsageError(error.description)
    }
    return JourneySelection(filters: filters.map(JourneyFilter.init), tags: tags, shard: shard)
  }
}
