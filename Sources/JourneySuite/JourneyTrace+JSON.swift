import JourneyRunner

extension JourneyTrace {
  /// The trace as its file holds it: the text ``JSONText/encode(_:)`` gives for it, indented,
  /// keys sorted, ending with a newline, but written directly. Foundation's encoder first builds
  /// a tree of every value and sorts the keys of every object; a trace holds thousands of
  /// values, so a run that keeps every trace spent most of its tracing time there.
  public var jsonText: String {
    var json = PrettyJSON()
    json.object { json in
      if let failure {
        json.key("failure")
        json.string(failure)
      }
      json.key("file")
      json.string(file)
      json.key("format")
      json.integer(format)
      json.key("name")
      json.string(name)
      json.key("status")
      json.string(status)
      json.key("steps")
      json.array(steps) { $0.write($1) }
      json.key("tags")
      json.array(tags)
      json.key("virtualDuration")
      json.string(virtualDuration)
      json.key("warnings")
      json.array(warnings)
    }
    return json.text + "\n"
  }
}

extension PrettyJSON {
  fileprivate mutating func write(_ step: StepTrace) {
    object { json in
      json.key("actions")
      json.array(step.actions) { json, action in
        json.object { json in
          json.key("action")
          json.string(action.action)
          json.key("cause")
          json.string(action.cause)
          json.key("time")
          json.string(action.time)
        }
      }
      json.key("calls")
      json.array(step.calls) { json, call in
        json.object { json in
          json.key("arguments")
          json.string(call.arguments)
          json.key("endpoint")
          json.string(call.endpoint)
          json.key("mock")
          json.string(call.mock)
        }
      }
      json.key("depth")
      json.integer(step.depth)
      json.key("duration")
      json.string(step.duration)
      if let failure = step.failure {
        json.key("failure")
        json.string(failure)
      }
      json.key("location")
      json.string(step.location)
      json.key("pending")
      json.array(step.pending)
      json.key("screen")
      json.array(step.screen)
      json.key("stateChanges")
      json.array(step.stateChanges) { json, change in
        json.object { json in
          if let after = change.after {
            json.key("after")
            json.string(after)
          }
          if let before = change.before {
            json.key("before")
            json.string(before)
          }
          json.key("path")
          json.string(change.path)
        }
      }
      json.key("status")
      json.string(step.status)
      json.key("step")
      json.string(step.step)
      json.key("time")
      json.string(step.time)
    }
  }
}
