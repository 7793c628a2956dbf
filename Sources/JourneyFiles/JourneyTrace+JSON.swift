import JSONCoding
import JourneyRunner

extension JourneyTrace {
  /// The trace as its file holds it: the text ``/JSONCoding/JSONText/encode(_:)`` gives for it, indented,
  /// keys sorted, ending with a newline, but written directly. Foundation's encoder first builds
  /// a tree of every value and sorts the keys of every object; a trace holds thousands of
  /// values, so a run that keeps every trace spent most of its tracing time there.
  public var jsonText: String {
    json().text
  }

  /// The trace's file, as ``jsonText`` holds it, before it becomes a string.
  func json() -> PrettyJSON {
    // A step takes about a kilobyte: its screen, its actions and its state change.
    var json = PrettyJSON(capacity: 1_024 * (steps.count + 1))
    json.object { json in
      json.member("failure", failure)
      json.member("file", file)
      json.key("format")
      json.integer(format)
      json.member("name", name)
      json.member("status", status)
      json.key("steps")
      var lastScreen: (lines: [String], bytes: Range<Int>)?
      json.array(steps) { $0.write($1, lastScreen: &lastScreen) }
      json.key("tags")
      json.array(tags)
      json.member("virtualDuration", virtualDuration)
      json.key("warnings")
      json.array(warnings)
    }
    json.endLine()
    return json
  }
}

extension PrettyJSON {
  /// Writes a step; `lastScreen` is the last screen written and where, copied when the step's
  /// screen is the same: a step that changes nothing on screen shares its screen with the step
  /// before, and the screen is most of a step's text.
  fileprivate mutating func write(
    _ step: StepTrace, lastScreen: inout (lines: [String], bytes: Range<Int>)?
  ) {
    object { json in
      json.key("actions")
      json.array(step.actions) { json, action in
        json.object { json in
          json.member("action", action.action)
          json.member("cause", action.cause)
          json.member("time", action.time)
        }
      }
      json.key("calls")
      json.array(step.calls) { json, call in
        json.object { json in
          json.member("arguments", call.arguments)
          json.member("endpoint", call.endpoint)
          json.member("mock", call.mock)
        }
      }
      json.key("depth")
      json.integer(step.depth)
      json.member("duration", step.duration)
      json.member("failure", step.failure)
      json.member("location", step.location)
      json.key("pending")
      json.array(step.pending)
      json.key("screen")
      if let lastScreen, lastScreen.lines == step.screen {
        json.rewrite(lastScreen.bytes)
      } else {
        let start = json.count
        json.array(step.screen)
        lastScreen = (step.screen, start..<json.count)
      }
      json.key("stateChanges")
      json.array(step.stateChanges) { json, change in
        json.object { json in
          json.member("after", change.after)
          json.member("before", change.before)
          json.member("path", change.path)
        }
      }
      json.member("status", step.status)
      json.member("step", step.step)
      json.member("time", step.time)
    }
  }
}
