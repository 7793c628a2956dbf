import JourneyModel

/// Finds snapshot names that several journeys of one file take: the rows of an examples table
/// run as separate journeys, and a name without a variable would make every row write the same
/// golden file.
package enum SnapshotNameCollisions {
  /// One error per name several journeys of the file take, at its first `snapshot` step.
  package static func diagnostics(in journeys: [Journey], files: GoldenFiles) -> [Diagnostic] {
    var takers: [String: [Journey]] = [:]
    var firstLocations: [(name: String, location: FileLocation)] = []
    for journey in journeys {
      var seen: Set<String> = []
      for (name, location) in journey.snapshotSteps where seen.insert(name).inserted {
        if takers[name] == nil { firstLocations.append((name, location)) }
        takers[name, default: []].append(journey)
      }
    }
    return firstLocations.compactMap { name, location in
      guard let journeys = takers[name], journeys.count > 1, let first = journeys.first else {
        return nil
      }
      let rows = journeys.compactMap { $0.example?.number }.map(String.init)
      let takerText = rows.count == journeys.count
        ? "examples rows " + listed(rows) : "\(journeys.count) journeys of this file"
      let variable = first.example?.values.first?.name ?? "variable"
      return Diagnostic(
        at: location,
        "snapshot '\(name)' is taken by \(takerText), which would all write the golden file "
          + "\(files.path(journeyFile: first.file, snapshot: name)); put a variable in its name so "
          + "that each row has its own, such as \(name)-${\(variable)}"
      )
    }
  }

  /// `1, 2 and 3`.
  private static func listed(_ items: [String]) -> String {
    guard items.count > 1, let last = items.last else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }
}
