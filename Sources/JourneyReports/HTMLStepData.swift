import Foundation
import JSONCoding
import JourneyRunner

/// The steps of the HTML report's journeys as data, which the page's script lays out when a
/// journey opens, and a step's trace when the step opens, rather than as markup: a suite has
/// thousands of steps, most of them never looked at, and its traces screens that repeat from
/// step to step and journey to journey. Each distinct screen is kept once for the whole page.
struct HTMLStepData {
  /// A step as the page shows it: its line, and what it did when the journey was traced.
  private struct Step: Encodable {
    var step: String
    var location: String
    var time: String
    var status: String
    var depth: Int
    /// `true` on the step where the run parted from the last passing run.
    var parts: Bool?
    /// Why the step failed, when it did and was traced.
    var failure: String?
    /// The screen after the step, by its index among the page's screens; `nil` when the app is
    /// not running.
    var screen: Int?
    /// What the step did, as ``TraceText/Aspect`` writes it; `nil` for a step without a trace
    /// (one that did not run, or a journey that kept no trace).
    var state: [String]?
    var actions: [String]?
    var calls: [String]?
    var pending: [String]?
  }

  /// Every distinct screen, in the order first shown.
  private var screens: [String] = []
  private var screenIndices: [String: Int] = [:]
  /// How many journeys the page holds.
  private var count = 0

  /// Adds the steps of `journey`, from its `trace` when it kept one, the step of index
  /// `partingStep` marked; returns the number of its script element, and that element.
  mutating func add(
    _ journey: ReportDocument.JourneyDocument, trace: JourneyTrace?, partingStep: Int?
  ) -> (number: Int, script: String) {
    count += 1
    let steps: [Step]
    if let trace {
      steps = trace.steps.enumerated().map { index, step in
        var shown = Step(
          step: step.step, location: step.location, time: step.time, status: step.status, depth: step.depth,
          parts: index == partingStep ? true : nil)
        guard step.status != "skipped" else { return shown }
        shown.failure = step.failure
        shown.screen = step.screen.isEmpty ? nil : self.index(of: step.screen.joined(separator: "\n"))
        shown.state = TraceText.Aspect.state.lines(of: step)
        shown.actions = TraceText.Aspect.actions.lines(of: step)
        shown.calls = TraceText.Aspect.calls.lines(of: step)
        shown.pending = TraceText.Aspect.pending.lines(of: step)
        return shown
      }
    } else {
      steps = journey.steps.map { step in
        Step(
          step: step.step, location: "\(step.location.file):\(step.location.line)", time: step.virtualStart,
          status: step.status, depth: step.depth)
      }
    }
    return (count, Self.script(id: "journey-\(count)", steps))
  }

  /// The element holding every screen the traces show.
  var screensScript: String {
    Self.script(id: "screens", screens)
  }

  private mutating func index(of screen: String) -> Int {
    if let index = screenIndices[screen] { return index }
    screens.append(screen)
    screenIndices[screen] = screens.count - 1
    return screens.count - 1
  }

  /// A `script` element of type `application/json` holding `value`: its keys sorted, and every
  /// `<` written as `\u003c`, so that no text in it can end the element.
  static func script(id: String, _ value: some Encodable) -> String {
    guard let line = try? JSONText.line(value) else {
      preconditionFailure("a journey's steps and a report are made of strings and numbers only")
    }
    let json = line.replacingOccurrences(of: "<", with: "\\u003c")
    return "<script type=\"application/json\" id=\"\(id)\">\(json)</script>"
  }
}
