import JourneyModel
import JourneyRunner

/// Notes every callback of a run, one line each.
final class RecordingObserver: JourneyObserver {
  private(set) var events: [String] = []

  func journeyStarted(_ journey: Journey) {
    events.append("started \(journey.name)")
  }

  func stepStarted(_ step: Step, depth: Int) {
    events.append("\(String(repeating: "  ", count: depth))step \(step.kind.summary)")
  }

  func stepFinished(_ result: StepResult) {
    events.append("\(String(repeating: "  ", count: result.depth))\(result.status) \(result.step.kind.summary)")
  }

  func journeyFinished(_ result: JourneyResult) {
    events.append("finished \(result.status)")
  }
}
