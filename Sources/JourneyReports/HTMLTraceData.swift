import Foundation
import JourneyRunner

/// The steps of the HTML report's traces as data that the page's script shows when a step opens,
/// rather than as markup for every step: a suite traced with `--trace on` has thousands of steps,
/// most of them never opened, and screens that repeat from step to step and journey to journey.
/// Each distinct screen is kept once for the whole page.
struct HTMLTraceData {
  /// What a step shows when it opens.
  private struct Step: Encodable {
    /// Why the step failed, when it did.
    var failure: String?
    /// The screen after the step, by its index among the page's screens; `nil` when the app is
    /// not running.
    var screen: Int?
    var state: [String]
    var actions: [String]
    var calls: [String]
    var pending: [String]
  }

  /// Every distinct screen, in the order first shown.
  private var screens: [String] = []
  private var screenIndices: [String: Int] = [:]
  /// How many traces the page holds.
  private var count = 0

  /// Adds `trace`; returns the number of its script element, and that element: the trace's
  /// steps in order, `null` for a skipped one.
  mutating func add(_ trace: JourneyTrace) -> (number: Int, script: String) {
    count += 1
    let steps: [Step?] = trace.steps.map { step in
      guard step.status != "skipped" else { return nil }
      return Step(
        failure: step.failure, screen: step.screen.isEmpty ? nil : index(of: step.screen.joined(separator: "\n")),
        state: TraceText.Aspect.state.lines(of: step), actions: TraceText.Aspect.actions.lines(of: step),
        calls: TraceText.Aspect.calls.lines(of: step), pending: TraceText.Aspect.pending.lines(of: step))
    }
    return (count, Self.script(id: "trace-\(count)", steps))
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
  private static func script(id: String, _ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else {
      preconditionFailure("a trace is made of strings and numbers only")
    }
    let json = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
    return "<script type=\"application/json\" id=\"\(id)\">\(json)</script>"
  }
}
