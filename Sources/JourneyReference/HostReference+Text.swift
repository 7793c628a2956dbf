import JourneyModel
import Prelude
import ValueCoding

extension HostReference {
  /// The reference as plain text: one section each for `given`, mocks, actions, state, screens
  /// and steps, every line indented by what it belongs to.
  public var text: String {
    var lines: [String] = []
    lines.append("given keys (besides mocks):")
    for key in givenKeys {
      lines.append("  \(key.key): \(key.type)")
      if let summary = key.summary { lines.append("    \(summary)") }
      if let defaultValue = key.defaultValue { lines.append("    default: \(defaultValue)") }
    }
    lines.append("")
    lines.append("mocks (set in given.mocks or with \(StepKind.Name.mock), checked with \(StepKind.Name.calls)):")
    lines.append("  Behaviours, sequence positions, the call log, the stores and the network survive relaunch.")
    lines.append("  While offline, a network mock's endpoints fail at once with its offline error, unless set.")
    for mock in mocks {
      lines.append("  \(mock.name): \(mock.summary)")
      if !mock.stores.isEmpty {
        lines.append("    stores: \(mock.stores.joined(separator: ", "))")
      }
      if let offlineError = mock.offlineError {
        lines.append("    network: offline fails with \(offlineError)")
      }
      for endpoint in mock.endpoints {
        lines.append("    \(mock.name).\(endpoint.name)(\(endpoint.arguments.joined(separator: ", "))): \(endpoint.summary)")
        lines.append("      default: \(endpoint.defaultBehavior)")
        lines.append("      errors: " + (endpoint.errors.isEmpty ? "none" : endpoint.errors.joined(separator: ", ")))
        let answer = endpoint.answerExample.rendered.split(separator: "\n", omittingEmptySubsequences: false)
        let label = endpoint.answerExample.containsList ? "answer's shape (each list cut to its first element)" : "answer"
        if answer.count == 1 {
          lines.append("      \(label): \(answer[0])")
        } else {
          lines.append("      \(label):")
          lines += answer.map { "        " + $0 }
        }
      }
    }
    if !storedKeys.isEmpty {
      lines.append("")
      // A `given` key named after a store sets its entries, when the host has one.
      var settingKeys: [String] = []
      for stored in storedKeys where givenKeys.contains(where: { $0.key == stored.store }) {
        if !settingKeys.contains("given." + stored.store) { settingKeys.append("given." + stored.store) }
      }
      let setBy = settingKeys.isEmpty ? "" : ", " + listed(settingKeys, "and") + " set them"
      lines.append("stored keys (\(StepKind.Name.stored) steps read them\(setBy); store.key.path")
      lines.append("reads inside a stored value; null expects the key absent):")
      for stored in storedKeys {
        lines.append("  \(stored.store).\(stored.key): \(stored.summary)")
      }
    }
    lines.append("")
    lines.append(
      "actions (\(StepKind.Name.send) takes the path and its payload; "
        + "\(StepKind.Name.receive) matches a prefix of the path):")
    for action in actions {
      lines.append("  " + action.path + (action.payload.map { ": " + $0 } ?? ""))
    }
    lines.append("")
    lines.append("state (\(StepKind.Name.expect) paths; a path inside a part that is null, such as a feature's state before its")
    lines.append("screen shows, is there once the app sets it; an enumeration's case is a key holding its")
    lines.append("values, _0 for the first unlabelled one; an element of a list is path[0]):")
    for path in state {
      lines.append("  \(path.path): \(path.type)")
    }
    lines.append("")
    lines.append("screens (\(StepKind.Name.screen) steps):")
    for screen in screens {
      lines.append("  " + screen.id + (screen.title.map { " (title \($0.quoted))" } ?? ""))
    }
    if screens.isEmpty {
      lines.append("  (the host lists none)")
    }
    lines.append("")
    lines.append("steps (- name, or - name: argument; by what they are for, in the step reference's order):")
    var roles: [StepDeclaration.Role] = []
    for step in steps where !roles.contains(step.role) { roles.append(step.role) }
    for role in roles {
      lines.append("  \(role.rawValue): \(role.summary)")
      for step in steps where step.role == role {
        lines.append("    " + step.name.rawValue + (step.argumentForm.map { ": " + $0 } ?? ""))
        lines.append("      " + step.summary)
        lines += step.examples.map { "      " + $0 }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The reference as a JSON document with the same content as ``text``.
  public var json: String {
    let document: Value = .object([
      "given": .array(givenKeys.map { key in
        .object([
          "key": .string(key.key), "type": .string(key.type),
          "summary": key.summary.map(Value.string) ?? .null,
          "default": key.defaultValue.map(Value.string) ?? .null,
        ])
      }),
      "mocks": .array(mocks.map { mock in
        .object([
          "name": .string(mock.name), "summary": .string(mock.summary),
          "stores": .array(mock.stores.map(Value.string)),
          "survivesRelaunch": .bool(true),
          "offlineError": mock.offlineError.map(Value.string) ?? .null,
          "endpoints": .array(mock.endpoints.map { endpoint in
            .object([
              "name": .string(endpoint.name), "summary": .string(endpoint.summary),
              "arguments": .array(endpoint.arguments.map(Value.string)),
              "errors": .array(endpoint.errors.map(Value.string)),
              "default": .string(endpoint.defaultBehavior),
              "answerExample": endpoint.answerExample,
            ])
          }),
        ])
      }),
      "storedKeys": .array(storedKeys.map { stored in
        .object(["store": .string(stored.store), "key": .string(stored.key), "summary": .string(stored.summary)])
      }),
      "actions": .array(actions.map { action in
        .object(["path": .string(action.path), "payload": action.payload.map(Value.string) ?? .null])
      }),
      "state": .array(state.map { .object(["path": .string($0.path), "type": .string($0.type)]) }),
      "screens": .array(screens.map { screen in
        .object(["id": .string(screen.id), "title": screen.title.map(Value.string) ?? .null])
      }),
      "steps": .array(steps.map { step in
        .object([
          "name": .string(step.name.rawValue), "role": .string(step.role.rawValue),
          "argument": step.argumentForm.map(Value.string) ?? .null, "summary": .string(step.summary),
          "examples": .array(step.examples.map(Value.string)),
        ])
      }),
    ])
    return OrderedJSONText.render(document) + "\n"
  }
}

extension StepDeclaration {
  /// What the argument looks like, such as `a duration such as 300ms, 1s or 2h`; nil for a step
  /// kind that takes none.
  fileprivate var argumentForm: String? {
    if case .none = argument { nil } else { example }
  }
}

extension StepDeclaration.Role {
  /// What steps of the role do, in a line.
  fileprivate var summary: String {
    switch self {
    case .app: "start, stop or move the app between foreground and background"
    case .person:
      "interact with the screen, which may refuse (as a mapping, each takes refused: a text the refusal must contain)"
    case .world: "change the world around the app"
    case .time: "move virtual time"
    case .look: "look at the app and the world, changing nothing and not moving time; invariants are written with them"
    case .check: "check what happened, and mark it checked (calls, receive) or record it (snapshot)"
    case .composition: "run other steps"
    }
  }
}

extension Value {
  /// Whether the value is a list or holds one at any depth.
  fileprivate var containsList: Bool {
    switch self {
    case .array: true
    case .object(let object): object.values.contains { $0.containsList }
    default: false
    }
  }
}
