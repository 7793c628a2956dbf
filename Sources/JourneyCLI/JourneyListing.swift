import JourneySuite
import JourneySuiteCheck

/// What `journey list` shows: the input's problems, then each journey a run would take, with its
/// tags, then the counts.
///
/// ```
/// Scenarios/login.yaml › Sign in  [auth, smoke]
/// Scenarios/login.yaml › Wrong password  [auth]
///
/// 2 journeys, 1 skipped
/// ```
struct JourneyListing {
  let suite: LoadedSuite
  let selection: JourneySelection
  let style: ConsoleStyle

  var text: String {
    var lines = suite.diagnostics.map(\.description)
    let journeys = suite.journeys
    let selected = selection.select(journeys)
    lines += selected.map { journey in
      let tags = journey.tags.isEmpty ? "" : "  " + style.paint("[\(journey.tags.joined(separator: ", "))]", .dim)
      return "\(journey.file) \(style.separator) \(journey.name)\(tags)"
    }
    var counts = [ConsoleReporter.count(selected.count, "journey")]
    if journeys.count > selected.count {
      counts.append("\(journeys.count - selected.count) skipped")
    }
    if !suite.invalidFiles.isEmpty {
      counts.append(ConsoleReporter.count(suite.invalidFiles.count, "invalid file"))
    }
    return (lines + ["", counts.joined(separator: ", ")]).joined(separator: "\n") + "\n"
  }

  var exitStatus: ExitStatus {
    suite.hasErrors ? .invalidInput : .passed
  }
}
