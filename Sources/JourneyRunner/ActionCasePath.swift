@_spi(Reflection) import CasePaths
import Prelude
import Synchronization

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

/// The case paths of the actions of one type that a recorder met, in a tree of their cases by the
/// tags their enumerations' metadata gives, which every recorder shares: an action whose path
/// was met before is told by its cases' tags alone, without its names being put together again
/// or its shapes looked up among those every run shares. A recorder uses its own, on one thread.
final class ActionCasePaths<Action> {
  /// The cases of `Action` met by every recorder, read once the first action is met (`nil` when
  /// its values are not enumeration cases told by their tags); reached under its lock.
  private let tree: CaseTree
  /// The cases whose paths this one handed out.
  private var handedOut: Set<ObjectIdentifier> = []

  init() {
    tree = sharedCaseTrees.instance(for: ObjectIdentifier(Action.self), orMake: CaseTree.init)
  }

  /// The case path of `action`, when it was not handed out before: its names, outermost first
  /// (see ``ActionCasePath/names(of:)``); `nil` when the same path was. A path read through a
  /// mirror is handed out each time.
  func newPath(of action: Action) -> [String]? {
    let node = tree.root.withLock { root -> CaseNode? in
      if root == nil {
        guard case .enumeration(let metadata) = PathShape.typeShape(of: action) else {
          root = .some(nil)
          return nil
        }
        root = CaseTypeNode(metadata: metadata, type: Action.self)
      }
      guard case let type?? = root else { return nil }
      return knownEndingCase(of: action, in: type) ?? endingCase(of: action, in: type, after: [])
    }
    guard let node else { return ActionCasePath.names(of: action) }
    guard handedOut.insert(ObjectIdentifier(node)).inserted else { return nil }
    return node.names
  }

  /// The case the path of `action` ends with, when every case on the path was met before and
  /// carries its value in its enumeration's own storage; `nil` otherwise. The cases are told
  /// from a copy of the action's bytes, each case's value laid bare where it is stored in turn,
  /// so that no value is copied out of the action nor put in a box.
  private func knownEndingCase(of action: Action, in root: CaseTypeNode) -> CaseNode? {
    withUnsafeBytes(of: action) { bytes in
      withUnsafeTemporaryAllocation(
        byteCount: max(bytes.count, 1), alignment: MemoryLayout<Action>.alignment
      ) { copy -> CaseNode? in
        // The copy owns nothing: it is read and laid bare, never destroyed.
        copy.copyMemory(from: bytes)
        let storage = copy.baseAddress!
        var type = root
        while true {
          let tag = Int(type.layout.tag(at: storage))
          guard tag < type.cases.count, let node = type.cases[tag] else { return nil }
          switch (node.shape, node.payload) {
          case (.last, _), (.carrying, .ends?):
            return node
          case (.carrying, .goesOn(let payloadType)?) where !node.isIndirect:
            type.layout.projectPayload(at: storage)
            type = payloadType
          default:
            return nil
          }
        }
      }
    }
  }

  /// The case the path of `value`, of the enumeration `type`, ends with, the path's names
  /// before `value`'s being `names`; `nil` when the path is read through a mirror.
  private func endingCase<Value>(of value: Value, in type: CaseTypeNode, after names: [String]) -> CaseNode? {
    let tag = type.metadata.tag(of: value)
    let index = Int(tag)
    type.cases.extend(toHold: index, with: nil)
    let node: CaseNode
    if let known = type.cases[index] {
      node = known
    } else {
      let shape = PathShape.caseShape(of: value, tag: tag, in: type.metadata)
      let isIndirect = type.layout.isIndirect(tag: tag)
      switch shape {
      case .last(let name), .carrying(let name):
        node = CaseNode(names: names + [name], shape: shape, isIndirect: isIndirect)
      case .reflected: node = CaseNode(names: names, shape: shape, isIndirect: isIndirect)
      }
      type.cases[index] = node
    }
    switch (node.shape, node.payload) {
    case (.last, _), (.carrying, .ends?):
      return node
    case (.reflected, _), (.carrying, .reflected?):
      return nil
    case (.carrying, let known):
      guard let payload = EnumMetadata.project(value) else { return nil }
      func walk<Payload>(_ payload: Payload) -> CaseNode? {
        let payloadType: CaseTypeNode
        switch known {
        case .goesOn(let type)?:
          payloadType = type
        default:
          switch PathShape.typeShape(of: payload) {
          case .ends:
            node.payload = .ends
            return node
          case .reflected:
            node.payload = .reflected
            return nil
          case .enumeration(let metadata):
            payloadType = CaseTypeNode(metadata: metadata, type: Payload.self)
            node.payload = .goesOn(payloadType)
          }
        }
        return endingCase(of: payload, in: payloadType, after: node.names)
      }
      return _openExistential(payload, do: walk)
    }
  }
}

/// An enumeration type on a case path, and the cases of it met, by tag.
private final class CaseTypeNode: @unchecked Sendable {
  let metadata: EnumMetadata
  /// The type's layout, which tells a value's case and the value it carries where it is stored.
  let layout: EnumLayout
  var cases: [CaseNode?] = []

  init(metadata: EnumMetadata, type: Any.Type) {
    self.metadata = metadata
    layout = EnumLayout(type)
  }
}

/// A case on a case path: the names of the path up to it, what it adds, and the type of the
/// value it carries when the path goes on with it.
private final class CaseNode: @unchecked Sendable {
  let names: [String]
  let shape: CaseShape
  /// Whether the case stores the value it carries apart from its enumeration's own storage.
  let isIndirect: Bool
  /// What the value the case carries adds: `nil` until one is met; ``CasePayload/ends`` when the
  /// path ends with the case.
  var payload: CasePayload?

  init(names: [String], shape: CaseShape, isIndirect: Bool) {
    self.names = names
    self.shape = shape
    self.isIndirect = isIndirect
  }
}

/// What the value a case carries adds to the path.
private enum CasePayload {
  /// Nothing: its type is not an enumeration.
  case ends
  /// Its case, of an enumeration type.
  case goesOn(CaseTypeNode)
  /// What a mirror of it shows.
  case reflected
}

/// The cases of an action type met, from its type's root: `nil` until the first action is met,
/// and then `nil` inside when its values are not enumeration cases told by their tags.
private final class CaseTree: Sendable {
  let root = Mutex<CaseTypeNode??>(nil)
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
    switch typeShape(of: value) {
    case .ends:
      return .ends
    case .reflected:
      return .reflected
    case .enumeration(let metadata):
      let tag = metadata.tag(of: value)
      switch caseShape(of: value, tag: tag, in: metadata) {
      case .last(let name):
        return .endsWith(name)
      case .carrying(let name):
        return EnumMetadata.project(value).map { .goesOn(name, payload: $0) } ?? .reflected
      case .reflected:
        return .reflected
      }
    }
  }

  /// The shape of the type of `value`, learned from the first value of the type.
  static func typeShape<Value>(of value: Value) -> TypeShape {
    types.shape(for: ObjectIdentifier(Value.self), orMake: { TypeShape(of: value) })
  }

  /// The shape of the case of `value`, whose tag is `tag`, learned from the first value of the
  /// case.
  static func caseShape<Value>(of value: Value, tag: UInt32, in metadata: EnumMetadata) -> CaseShape {
    cases.shape(
      for: EnumCaseKey(type: ObjectIdentifier(Value.self), tag: tag), orMake: { CaseShape(of: value, tag: tag, in: metadata) })
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
  /// Its name, which ends the path: the case carries nothing, a tuple, or a structure that a
  /// mirror shows as neither an enumeration nor an optional.
  case last(String)
  /// Its name; the path goes on with the value it carries, of a type whose values are told apart
  /// by their own type's shape.
  case carrying(String)
  /// What a mirror of each value shows: the case carries a value whose type is not fixed by the
  /// case, such as an existential.
  case reflected

  /// The shape of the case of `value`, whose tag is `tag`.
  ///
  /// A case that carries nothing is named as its type declares it, as the host's reference lists
  /// it, whatever its type's description says: describing a value first asks whether its type
  /// describes itself, which the first time for each type looks through every conformance of the
  /// program.
  init<Value>(of value: Value, tag: UInt32, in metadata: EnumMetadata) {
    guard let child = Mirror(reflecting: value).children.first else {
      self = .last(metadata.caseName(forTag: tag) ?? String(describing: value))
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

/// The layout of an enumeration type as its metadata describes it: the witnesses that tell a
/// value's case and lay bare the value it carries, where the value is stored, and which of its
/// cases store their values apart, in a box of their own.
struct EnumLayout: @unchecked Sendable {
  /// Where the type's metadata is.
  private let metadata: UnsafeRawPointer
  /// The case of the value stored at the first address, by its tag.
  private let getEnumTag: @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32
  /// Turns the value stored at the first address into the value its case carries, in place.
  private let destructiveProjectEnumData: @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Void

  init(_ type: Any.Type) {
    metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    let pointerSize = MemoryLayout<UnsafeRawPointer>.size
    let witnesses = metadata.load(fromByteOffset: -pointerSize, as: UnsafeRawPointer.self)
    // The value witness table: eight functions, the size, the stride, the flags and the count of
    // extra inhabitants, then the enumeration's witnesses.
    let enumWitnesses = 10 * pointerSize + 2 * 4
    getEnumTag = witnesses.load(
      fromByteOffset: enumWitnesses, as: (@convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32).self)
    destructiveProjectEnumData = witnesses.load(
      fromByteOffset: enumWitnesses + pointerSize,
      as: (@convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Void).self)
  }

  /// The tag of the case of the value stored at `value`.
  func tag(at value: UnsafeRawPointer) -> UInt32 {
    getEnumTag(value, metadata)
  }

  /// Turns the value stored at `value` into the value its case carries, stored where it was,
  /// when the case stores it in the enumeration's own storage.
  func projectPayload(at value: UnsafeMutableRawPointer) {
    destructiveProjectEnumData(value, metadata)
  }

  /// Whether the case of tag `tag` stores the value it carries in a box of its own (`indirect`),
  /// as the field record of the case in the type's descriptor flags it.
  func isIndirect(tag: UInt32) -> Bool {
    let descriptor = metadata.load(fromByteOffset: MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer.self)
    // The descriptor's flags, parent, name and access function come before its fields.
    let fieldsOffset = 4 * 4
    let relative = Int(descriptor.load(fromByteOffset: fieldsOffset, as: Int32.self))
    guard relative != 0 else { return true }
    let fields = descriptor + fieldsOffset + relative
    // The fields' mangled type name, superclass, kind, record size and count come before them.
    let recordSize = Int(fields.load(fromByteOffset: 2 * 4 + 2, as: UInt16.self))
    let count = fields.load(fromByteOffset: 2 * 4 + 2 * 2, as: UInt32.self)
    guard tag < count else { return true }
    let flags = fields.load(fromByteOffset: 2 * 4 + 2 * 2 + 4 + Int(tag) * recordSize, as: UInt32.self)
    return flags & 1 != 0
  }
}

/// The trees of the cases of action types met so far, by the action type.
private let sharedCaseTrees = SharedInstances<ObjectIdentifier>()
