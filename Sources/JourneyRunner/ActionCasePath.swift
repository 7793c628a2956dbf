@_spi(Reflection) import CasePaths
import Prelude

/// The case path of an action: the names of its enumeration cases from the outside in, such as
/// `["auth", "loginResponse"]` for `.auth(.loginResponse(…))`.
///
/// Cases are followed while the value a case carries is itself one enumeration case (an
/// optional is looked through); a case carrying several values, a structure or nothing ends the
/// path. A `receive` step matches a prefix of it.
///
/// The path is read as a mirror shows the action, but what a type and each of its cases add to it
/// is read once (``PathShape``): a value is then only asked its case, and a journey processes
/// thousands of actions.
enum ActionCasePath {
  /// The case names of `action`, outermost first.
  static func names(of action: Any) -> [String] {
    func shape<Value>(of value: Value) -> PathShape { PathShape.of(value) }
    var names: [String] = []
    var current = action
    while true {
      switch _openExistential(current, do: shape) {
      case .ends:
        return names
      case .endsWith(let name):
        names.append(name)
        return names
      case .goesOn(let name, let payload):
        names.append(name)
        current = payload
      case .reflected:
        let mirror = Mirror(reflecting: current)
        switch mirror.displayStyle {
        case .enum:
          guard let child = mirror.children.first, let label = child.label else {
            names.append(String(describing: current))
            return names
          }
          names.append(label)
          current = child.value
        case .optional:
          guard let child = mirror.children.first else { return names }
          current = child.value
        default:
          return names
        }
      }
    }
  }

  /// Whether `names` start with `prefix`.
  static func matches(_ names: [String], prefix: [String]) -> Bool {
    names.count >= prefix.count && zip(names, prefix).allSatisfy(==)
  }
}

/// What one value adds to a case path, read from what its type and its case add, which are
/// learned from the first value of each and from the type's metadata.
private enum PathShape {
  /// Nothing: the value is not an enumeration case or an optional.
  case ends
  /// The name of its case, the last of the path.
  case endsWith(String)
  /// The name of its case, and the value the case carries, which goes on with the path.
  case goesOn(String, payload: Any)
  /// What a mirror of the value shows.
  case reflected

  /// What `value` adds to a case path.
  static func of<Value>(_ value: Value) -> PathShape {
    let type = ObjectIdentifier(Value.self)
    switch types.shape(for: type, orMake: { TypeShape(of: value) }) {
    case .ends:
      return .ends
    case .reflected:
      return .reflected
    case .enumeration(let metadata):
      let tag = metadata.tag(of: value)
      switch cases.shape(for: EnumCaseKey(type: type, tag: tag), orMake: { CaseShape(of: value, tag: tag, in: metadata) }) {
      case .last(let name):
        return .endsWith(name)
      case .carrying(let name):
        return EnumMetadata.project(value).map { .goesOn(name, payload: $0) } ?? .reflected
      case .reflected:
        return .reflected
      }
    }
  }

  /// The shapes of types and of enumeration cases learned so far, shared by every run: they
  /// depend on the types alone.
  private static let types = KnownShapes<ObjectIdentifier, TypeShape>()
  private static let cases = KnownShapes<EnumCaseKey, CaseShape>()
}

/// What the values of a type add to a case path.
private enum TypeShape: Sendable {
  /// Their cases, read by the tag the enumeration's metadata gives.
  case enumeration(EnumMetadata)
  /// Nothing: a mirror shows them as neither an enumeration nor an optional.
  case ends
  /// What a mirror of each shows: an optional, or a type that makes its own mirror.
  case reflected

  /// The shape of `value`'s type. A type's mirror is taken to have the same display style for
  /// every value, as it has unless the type makes its own mirror differently from a value to the
  /// next.
  init<Value>(of value: Value) {
    let type = Value.self
    if !(type is any CustomReflectable.Type), MetadataKind(type) == .enumeration, let metadata = EnumMetadata(type) {
      self = .enumeration(metadata)
      return
    }
    switch Mirror(reflecting: value).displayStyle {
    case .enum?, .optional?: self = .reflected
    default: self = .ends
    }
  }
}

/// What a case of an enumeration adds to a case path, read from a mirror of its first value.
private enum CaseShape: Sendable {
  /// Its name, which ends the path: the case carries nothing (the name is then its value's
  /// description), a tuple, or a structure that a mirror shows as neither an enumeration nor an
  /// optional.
  case last(String)
  /// Its name; the path goes on with the value it carries, of a type whose values are told apart
  /// by their own type's shape.
  case carrying(String)
  /// What a mirror of each value shows: the case carries a value whose type is not fixed by the
  /// case, such as an existential.
  case reflected

  /// The shape of the case of `value`, whose tag is `tag`.
  init<Value>(of value: Value, tag: UInt32, in metadata: EnumMetadata) {
    guard let child = Mirror(reflecting: value).children.first else {
      self = .last(String(describing: value))
      return
    }
    guard let label = child.label else {
      self = .reflected
      return
    }
    switch MetadataKind(metadata.associatedValueType(forTag: tag)) {
    case .tuple:
      self = .last(label)
    case .structure:
      func shape<Payload>(of payload: Payload) -> TypeShape { TypeShape(of: payload) }
      guard case .ends = _openExistential(child.value, do: shape) else {
        self = .carrying(label)
        return
      }
      self = .last(label)
    case .enumeration, .optional:
      self = .carrying(label)
    case nil:
      self = .reflected
    }
  }
}
