import Prelude

/// Describes actions compactly and deterministically, as in `.auth(.emailChanged("ada@x.io"))`,
/// for messages, traces and the list of last actions.
public enum ActionDescription {
  /// How many elements of a collection a description shows before eliding the rest.
  static let maxElements = 8

  /// How long a description may be before ``abbreviated(_:)`` leaves its payload out.
  static let maxAbbreviatedLength = 40

  /// `description`, an action's, with its payload left out when the whole takes more than 40
  /// bytes of UTF-8: `.sessionRestored(…)`, `.login(.emailChanged(…))`. For naming again an
  /// action written in full where it was processed, such as the one whose effect sent another.
  public static func abbreviated(_ description: String) -> String {
    guard description.utf8.count > maxAbbreviatedLength else { return description }
    // The cases, `.name(` each, from the outside in, up to the first payload that is not a case.
    var kept = ""
    var depth = 0
    var rest = Substring(description)
    while rest.first == ".", let open = rest.firstIndex(of: "("),
      rest[rest.index(after: rest.startIndex)..<open].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    {
      kept += rest[...open]
      depth += 1
      rest = rest[rest.index(after: open)...]
    }
    guard depth > 0 else { return description }
    return kept + "…" + String(repeating: ")", count: depth)
  }

  /// The compact description of a value, usually an action.
  public static func describe(_ value: Any) -> String {
    // A text, the most common payload, is quoted without reflecting over it, which takes far
    // longer; so are the values whose type tells how to write them (``DescribedShape``).
    if let string = value as? String {
      return string.quoted
    }
    func describeByShape<Value>(_ value: Value) -> String? {
      switch DescribedShape.of(value) {
      case .bareCase(let description): description
      case .caseCarrying(let name, let payload): ".\(name)(\(describe(payload)))"
      case .scalar: String(describing: value)
      case .reflected: nil
      }
    }
    return _openExistential(value, do: describeByShape) ?? describe(value, reflected: Mirror(reflecting: value))
  }

  /// The compact description of `value`, which is not a text, whose mirror is `mirror`.
  private static func describe(_ value: Any, reflected mirror: Mirror) -> String {
    switch mirror.displayStyle {
    case .enum:
      guard let child = mirror.children.first, let label = child.label else {
        return ".\(value)"
      }
      return ".\(label)(\(describePayload(child.value)))"
    case .optional:
      guard let child = mirror.children.first else { return "nil" }
      return describe(child.value)
    default:
      return describeLeaf(value, reflected: mirror)
    }
  }

  private static func describePayload(_ payload: Any) -> String {
    // Only a tuple is written apart; a text is not reflected over to tell.
    guard !(payload is String) else { return describe(payload) }
    let mirror = Mirror(reflecting: payload)
    guard mirror.displayStyle == .tuple else { return describe(payload, reflected: mirror) }
    return mirror.children.map { child in
      let value = describe(child.value)
      guard let label = child.label, !label.hasPrefix(".") else { return value }
      return "\(label): \(value)"
    }
    .joined(separator: ", ")
  }

  private static func describeLeaf(_ value: Any, reflected mirror: Mirror) -> String {
    switch mirror.displayStyle {
    case .collection, .set:
      let shown = mirror.children.prefix(maxElements).map { describe($0.value) }
      let more = mirror.children.count - shown.count
      return "[" + (shown + (more > 0 ? ["… \(more) more"] : [])).joined(separator: ", ") + "]"
    case .dictionary:
      let entries = mirror.children.map { entry in
        let pair = Array(Mirror(reflecting: entry.value).children)
        return "\(describe(pair[0].value)): \(describe(pair[1].value))"
      }
      return "[" + (entries.isEmpty ? ":" : entries.sorted().joined(separator: ", ")) + "]"
    case .struct, .class:
      if let convertible = value as? any CustomStringConvertible { return convertible.description }
      let fields = mirror.children.map { "\($0.label ?? "_"): \(describe($0.value))" }
      return "\(type(of: value))(\(fields.joined(separator: ", ")))"
    default:
      return "\(value)"
    }
  }
}
