import JourneyModel
import ValueCoding

/// Writes a ``/JourneyModel/Journey`` as a journey file that ``JourneyLoader`` reads back as the same journey
/// (locations aside): how exploration hands back the journeys it found, in the YAML people write.
///
/// Steps are written one per line where their argument is one scalar (`- tap: Sign In`), and in
/// block style otherwise; `given` writes the host's part as it is and then `mocks`, one line per
/// endpoint. A subflow is written as its `run` step, naming its file and parameters.
public enum JourneyWriter {
  /// The journey's file text: `name`, `description`, `tags`, `given`, `exhaustive`, `schedule`,
  /// `steps`.
  public static func text(of journey: Journey) -> String {
    var lines = ["name: " + scalar(journey.name)]
    if let description = journey.description {
      lines.append("description: " + scalar(description))
    }
    if !journey.tags.isEmpty {
      lines.append("tags: [" + journey.tags.map(scalar).joined(separator: ", ") + "]")
    }
    lines += givenLines(journey.given)
    if journey.exhaustive {
      lines.append("exhaustive: true")
    }
    if let schedule = journey.schedule {
      lines.append("schedule: \(schedule)")
    }
    lines.append("steps:")
    lines += journey.steps.flatMap(stepLines)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The lines of one step, starting `  - `.
  public static func stepLines(_ step: Step) -> [String] {
    let name = step.kind.name
    guard let argument = argument(of: step.kind) else { return ["  - " + name] }
    switch argument {
    case .plain(let text):
      return ["  - \(name): \(text)"]
    case .value(let value):
      switch value {
      case .object(let object) where !object.isEmpty:
        return ["  - \(name):"] + value.rendered.split(separator: "\n").map { "      " + $0 }
      case .array(let elements) where !elements.isEmpty:
        return ["  - \(name):"] + value.rendered.split(separator: "\n").map { "      " + $0 }
      default:
        return ["  - \(name): \(value.rendered)"]
      }
    }
  }

  private enum Argument {
    /// Text written as it is, such as a duration.
    case plain(String)
    case value(Value)
  }

  private static func givenLines(_ given: Given) -> [String] {
    var entries: ValueObject = [:]
    if case .object(let app) = given.app.value {
      entries = app
    }
    guard !entries.isEmpty || !given.mocks.isEmpty else { return [] }
    var lines = ["given:"]
    if !entries.isEmpty {
      lines += Value.object(entries).rendered.split(separator: "\n").map { "  " + $0 }
    }
    if !given.mocks.isEmpty {
      lines.append("  mocks:")
      for change in given.mocks {
        let key = scalar("\(change.mock).\(change.endpoint)")
        let behavior = change.behavior.value
        if case .object(let object) = behavior, !object.isEmpty {
          lines.append("    \(key):")
          lines += behavior.rendered.split(separator: "\n").map { "      " + $0 }
        } else {
          lines.append("    \(key): \(behavior.rendered)")
        }
      }
    }
    return lines
  }

  private static func argument(of kind: StepKind) -> Argument? {
    switch kind {
    case .launch, .relaunch, .background, .foreground, .back, .dismiss:
      return nil
    case .tap(let element), .clear(let element):
      return .value(reference(element))
    case .type(let text, let element):
      return .value(["text": .string(text), "into": reference(element)])
    case .toggle(let element, let isOn):
      guard let isOn else { return .value(reference(element)) }
      guard case .object(var mapping) = elementMapping(element) else { return nil }
      mapping["to"] = .bool(isOn)
      return .value(.object(mapping))
    case .select(let option, let element):
      return .value(["option": .string(option), "in": reference(element)])
    case .answer(let button):
      return .value(.string(button))
    case .refused(let interaction, let message):
      // A refusal is written as a mapping: a scalar argument becomes the key it stands for.
      var mapping: ValueObject = [:]
      switch argument(of: interaction) {
      case .value(.object(let object))?: mapping = object
      case .value(.string(let text))?:
        if let key = interaction.kindName.declaration.argument.shape?.shorthandKey { mapping[key] = .string(text) }
      case .value, .plain, nil: break
      }
      mapping["refused"] = .string(message)
      return .value(.object(mapping))
    case .element(.presence(let presence)):
      var mapping: ValueObject = [:]
      if let label = presence.query.label { mapping["label"] = .string(label) }
      if let id = presence.query.id { mapping["id"] = .string(id) }
      if let kind = presence.query.kind { mapping["kind"] = .string(kind.rawValue) }
      mapping["exists"] = .bool(presence.exists)
      return .value(.object(mapping))
    case .element(.properties(let expectation)):
      guard case .object(var mapping) = elementMapping(expectation.element) else { return nil }
      for expected in expectation.properties {
        mapping[expected.property.key] = propertyValue(expected.property)
      }
      return .value(.object(mapping))
    case .deepLink(let url):
      return .value(.string(url))
    case .network(let condition):
      return .plain(condition.rawValue)
    case .mock(let changes):
      var object: ValueObject = [:]
      for change in changes {
        object["\(change.mock).\(change.endpoint)"] = change.behavior.value
      }
      return .value(.object(object))
    case .send(let action):
      guard let payload = action.payload else { return .value(.string(action.path)) }
      return .value(["action": .string(action.path), "payload": payload.value])
    case .wait(let duration):
      return .plain(duration.journeyDescription)
    case .waitUntil(let condition, let limit):
      let check: Value
      switch argument(of: condition) {
      case .value(let value)?: check = [condition.name: value]
      case .plain(let text)?: check = [condition.name: .string(text)]
      case nil: return nil
      }
      return .value(["until": check, "atMost": .string(limit.journeyDescription)])
    case .settle(let limit):
      return limit == JourneyLoader.defaultSettleLimit ? nil : .plain(limit.journeyDescription)
    case .see(let query), .notSee(let query):
      guard case .substring(let text) = query else { return .value([query.key: .string(query.text)]) }
      return .value(.string(text))
    case .screen(let text):
      return .value(.string(text))
    case .expect(let expectations), .stored(let expectations):
      var object: ValueObject = [:]
      for expectation in expectations {
        object[expectation.path.description] = matcherValue(expectation.matcher)
      }
      return .value(.object(object))
    case .calls(let expectations):
      var object: ValueObject = [:]
      for expectation in expectations {
        let calls = Value.array(
          expectation.calls.map { call in
            call.arguments.map { .object([call.endpoint: $0]) } ?? .string(call.endpoint)
          })
        switch expectation.comparison {
        case .exactly: object[expectation.mock] = calls
        case .including: object[expectation.mock] = ["including": calls]
        case .anyOrder: object[expectation.mock] = ["anyOrder": calls]
        case .count(let counts):
          var endpoints: ValueObject = [:]
          for count in counts { endpoints[count.endpoint] = .int(count.count) }
          object[expectation.mock] = ["count": .object(endpoints)]
        }
      }
      return .value(.object(object))
    case .receive(let patterns), .notReceive(let patterns):
      return .value(.array(patterns.map { .string($0.description) }))
    case .snapshot(let request):
      var mapping: ValueObject = ["name": .string(request.name)]
      switch request.state {
      case .none: break
      case .all: mapping["state"] = true
      case .paths(let paths): mapping["state"] = .array(paths.map { .string($0.description) })
      }
      switch request.part {
      case .screen: break
      case .top: mapping["of"] = "top"
      case .section(let title): mapping["of"] = ["section": .string(title)]
      case .element(let label, let id):
        var element: ValueObject = [:]
        if let label { element["label"] = .string(label) }
        if let id { element["id"] = .string(id) }
        mapping["of"] = .object(element)
      }
      if !request.redactions.isEmpty {
        mapping["redact"] = .array(
          request.redactions.map { redaction in
            redaction.placeholder == Redaction.defaultPlaceholder
              ? .string(redaction.pattern.source)
              : ["matches": .string(redaction.pattern.source), "as": .string(redaction.placeholder)]
          })
      }
      return .value(mapping.count == 1 ? .string(request.name) : .object(mapping))
    case .run(let subflow):
      guard !subflow.parameters.isEmpty else { return .value(.string(subflow.file)) }
      var parameters: ValueObject = [:]
      for name in subflow.parameters.keys.sorted() {
        parameters[name] = .string(subflow.parameters[name] ?? "")
      }
      return .value(["file": .string(subflow.file), "with": .object(parameters)])
    }
  }

  /// `{label: Save}`, with the element's id when it has one.
  private static func elementMapping(_ element: ElementReference) -> Value {
    var mapping: ValueObject = ["label": .string(element.label)]
    if let id = element.id { mapping["id"] = .string(id) }
    return .object(mapping)
  }

  /// An `element` step's value of `property`: `null` for none.
  private static func propertyValue(_ property: ElementProperty) -> Value {
    switch property {
    case .enabled(let flag), .on(let flag), .selected(let flag): .bool(flag)
    case .value(let text): .string(text)
    case .placeholder(let text), .selection(let text), .badge(let text): text.map(Value.string) ?? .null
    }
  }

  /// `Sign In`, or `{label: Delete, id: row-2}` when the element has an id.
  private static func reference(_ element: ElementReference) -> Value {
    element.id == nil ? .string(element.label) : elementMapping(element)
  }

  /// The matcher as `expect` reads it: a scalar or list for equals, `null`, or a mapping of
  /// matcher keys.
  private static func matcherValue(_ matcher: Matcher) -> Value {
    switch matcher {
    case .equals(let value):
      if case .object = value { return ["equals": value] }
      return value
    case .isNull: return .null
    default:
      let parts = if case .all(let matchers) = matcher { matchers } else { [matcher] }
      var mapping: ValueObject = [:]
      for part in parts { mapping[part.key ?? ""] = matcherArgument(part) }
      return .object(mapping)
    }
  }

  /// What a matcher mapping writes under the matcher's key: `equals: { … }`, `null: true`,
  /// `not: null`.
  private static func matcherArgument(_ matcher: Matcher) -> Value {
    switch matcher {
    case .equals(let value), .contains(let value), .atLeast(let value), .atMost(let value): value
    case .isNull: true
    case .prefix(let text): .string(text)
    case .matches(let pattern): .string(pattern.source)
    case .count(let count): .int(count)
    case .not(let inner): matcherValue(inner)
    case .all: matcherValue(matcher)
    }
  }

  private static func scalar(_ text: String) -> String {
    Value.string(text).rendered
  }
}
