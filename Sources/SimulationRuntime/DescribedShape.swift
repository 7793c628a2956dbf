@_spi(Reflection) import CasePaths
import Prelude

/// How ``ActionDescription`` writes a value, when the value's type tells without reflecting over
/// the value: a `Mirror` of an action, then the description of a case without payload, each
/// reflect over the whole value anew, and a journey describes thousands of actions.
///
/// What a type tells is learned from the first value of it described, and from its metadata: the
/// names of its cases, whether a case carries a payload. Only shapes a mirror would describe alike
/// are kept: not an optional, not a type that makes its own mirror, not a case whose payload is a
/// tuple (whose labels a mirror gives).
enum DescribedShape {
  /// A case without payload, described: `.signInTapped`.
  case bareCase(String)
  /// A case carrying one value that is not a tuple: its name and its payload.
  case caseCarrying(name: String, payload: Any)
  /// A value whose mirror has no display style, such as a number, written as Swift describes it.
  case scalar
  /// A value to reflect over.
  case reflected

  /// The shape of `value`.
  static func of<Value>(_ value: Value) -> DescribedShape {
    let type = ObjectIdentifier(Value.self)
    switch typeShapes.shape(for: type, orMake: { TypeShape(of: value) }) {
    case .enumeration(let metadata):
      let tag = metadata.tag(of: value)
      let caseShape = caseShapes.shape(
        for: EnumCaseKey(type: type, tag: tag), orMake: { CaseShape(of: value, tag: tag, in: metadata) })
      switch caseShape {
      case .bare(let description):
        return .bareCase(description)
      case .carrying(let name):
        return EnumMetadata.project(value).map { .caseCarrying(name: name, payload: $0) } ?? .reflected
      case .reflected:
        return .reflected
      }
    case .scalar:
      return .scalar
    case .reflected:
      return .reflected
    }
  }

  /// The shapes of types and of enumeration cases learned so far, shared by every run: they
  /// depend on the types alone.
  private static let typeShapes = KnownShapes<ObjectIdentifier, TypeShape>()
  private static let caseShapes = KnownShapes<EnumCaseKey, CaseShape>()
}

/// How values of a type are described.
private enum TypeShape {
  /// As a case of an enumeration, by its metadata.
  case enumeration(EnumMetadata)
  /// As Swift describes them.
  case scalar
  /// By reflecting over each value.
  case reflected

  /// The metadata of `Optional`, which is an enumeration to metadata but is described as its
  /// wrapped value or `nil`.
  private static let optional = EnumMetadata(Int?.self)!

  /// The shape of `value`'s type. A type's mirror is taken to have the same display style for
  /// every value, as it has unless the type makes its own mirror differently from a value to the
  /// next.
  init<Value>(of value: Value) {
    let type = Value.self
    if let metadata = EnumMetadata(type), metadata.typeDescriptor != Self.optional.typeDescriptor,
      !(type is any CustomReflectable.Type)
    {
      self = .enumeration(metadata)
    } else {
      self = Mirror(reflecting: value).displayStyle == nil ? .scalar : .reflected
    }
  }
}

/// How a case of an enumeration is described.
private enum CaseShape {
  /// Whole, without payload.
  case bare(String)
  /// By its name and its payload, which is not a tuple.
  case carrying(name: String)
  /// Through a mirror.
  case reflected

  /// The shape of the case of `value`, whose tag is `tag`. A case without payload is written as
  /// Swift describes it, which is by its name unless the type describes itself: every value of
  /// the case is described alike.
  init<Value>(of value: Value, tag: UInt32, in metadata: EnumMetadata) {
    let payloadType = metadata.associatedValueType(forTag: tag)
    switch metadata.caseName(forTag: tag) {
    case _? where payloadType == Void.self: self = .bare(".\(value)")
    case let name? where MetadataKind(payloadType) != .tuple: self = .carrying(name: name)
    default: self = .reflected
    }
  }
}
