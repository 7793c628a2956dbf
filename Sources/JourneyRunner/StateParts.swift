@_spi(Reflection) import Swift
import Synchronization

/// The stored properties of the state type `State`, each with a test of whether two states differ
/// in it: what tells the parts of the state a step changed, read once for the type, so that a
/// comparison neither reflects on the states nor copies or casts their parts. Each part is
/// compared where it is stored in the two states.
///
/// A part that is itself a structure of `Equatable` stored properties, or an optional one, tells
/// which of its own properties two states differ in too (``StatePart/inner``), where both hold it.
struct StateParts<State>: Sendable {
  /// The stored properties in the order declared; `nil` when `State` is not a structure or one of
  /// them is not `Equatable`.
  let parts: [StatePart]?

  /// The parts of `State`, read the first time any recorder asks for them.
  static var shared: StateParts {
    let type = ObjectIdentifier(State.self)
    if let known = readParts.withLock({ $0[type] }) { return known as! StateParts }
    let parts = StateParts(nesting: true)
    readParts.withLock { $0[type] = parts }
    return parts
  }

  /// Reads the stored properties of `State`, and with `nesting`, those of each of them.
  init(nesting: Bool) {
    guard MetadataKind(State.self) == .structure else {
      parts = nil
      return
    }
    var parts: [StatePart] = []
    let complete = _forEachFieldWithKeyPath(of: State.self) { name, path in
      guard let type = Swift.type(of: path).valueType as? any Equatable.Type,
        let offset = MemoryLayout<State>.offset(of: path)
      else { return false }
      parts.append(Self.part(named: String(cString: name), at: offset, as: type, nesting: nesting))
      return true
    }
    self.parts = complete ? parts : nil
  }

  /// The stored properties in which `new` differs from `old`, in the order declared, each with
  /// the indices of its own properties in which they differ when its ``StatePart/inner`` tells them;
  /// `nil` when the parts cannot be told apart.
  func changes(from old: State, to new: State) -> [(part: StatePart, inner: [Int]?)]? {
    guard let parts else { return nil }
    return withUnsafePointer(to: old) { old in
      withUnsafePointer(to: new) { new in
        let old = UnsafeRawPointer(old)
        let new = UnsafeRawPointer(new)
        return parts.compactMap { part in
          part.differs(old, new) ? (part, part.inner.flatMap { $0.changed(old, new) }) : nil
        }
      }
    }
  }

  /// The part named `key` of type `Part` stored `offset` bytes in, with its own parts when
  /// `nesting`.
  private static func part<Part: Equatable>(named key: String, at offset: Int, as _: Part.Type, nesting: Bool)
    -> StatePart
  {
    StatePart(
      key: key,
      differs: { old, new in
        (old + offset).assumingMemoryBound(to: Part.self).pointee
          != (new + offset).assumingMemoryBound(to: Part.self).pointee
      },
      inner: nesting ? inner(of: Part.self, named: key, at: offset) : nil)
  }

  /// The stored properties of the part named `key` of type `Part` stored `offset` bytes in; `nil`
  /// when it is neither a structure nor an optional one, or they cannot be told apart.
  private static func inner<Part>(of _: Part.Type, named key: String, at offset: Int) -> StatePart.Inner? {
    if let optional = Part.self as? any OptionalPart.Type {
      func wrapped<Wrapped>(_: Wrapped.Type) -> StatePart.Inner? {
        StateParts<Wrapped>.inner(named: key) { pointer in
          let part = (pointer + offset).assumingMemoryBound(to: Wrapped?.self)
          // A present optional holds its value where the optional is stored.
          return part.pointee == nil ? nil : UnsafeRawPointer(part)
        }
      }
      return _openExistential(optional.wrappedType, do: wrapped)
    }
    return StateParts<Part>.inner(named: key) { $0 + offset }
  }

  /// The stored properties of `State` as the part named `key` of a larger state, which
  /// `location` finds in that state's storage; `nil` when they cannot be told apart.
  private static func inner(
    named key: String, at location: @escaping (UnsafeRawPointer) -> UnsafeRawPointer?
  ) -> StatePart.Inner? {
    guard let parts = StateParts(nesting: false).parts else { return nil }
    var isFlat: [Bool] = []
    _forEachField(of: State.self) { _, _, type, _ in
      isFlat.append(type is any EncodedFlat.Type)
      return true
    }
    guard isFlat.count == parts.count else { return nil }
    return StatePart.Inner(
      parts: parts, paths: parts.map { key + "." + $0.key }, isFlat: isFlat, keys: Set(parts.map(\.key)),
      changed: { old, new in
        guard let old = location(old), let new = location(new) else { return nil }
        return parts.indices.filter { parts[$0].differs(old, new) }
      })
  }
}

/// A stored property of a state type: its name, and whether the two states at these addresses
/// differ in it. Its tests read only the states they are given.
struct StatePart: @unchecked Sendable {
  let key: String
  let differs: (UnsafeRawPointer, UnsafeRawPointer) -> Bool
  /// The stored properties of the part's own type; `nil` when they cannot be told apart.
  let inner: Inner?

  /// The stored properties of a part's type, one level below the state.
  struct Inner {
    /// The properties in the order declared; their keys name them within the part.
    let parts: [StatePart]
    /// The path of each property from the state, `part.property`, in the order of ``parts``.
    let paths: [String]
    /// Whether the value of each property, in the order of ``parts``, is of a type whose encoding
    /// is never a mapping: a truth value, a number, a text, a list or an optional one.
    let isFlat: [Bool]
    /// The keys of ``parts``.
    let keys: Set<String>
    /// The indices of the properties in which the two states at these addresses differ, in the
    /// order declared; `nil` when either state does not hold the part (an optional that is
    /// `nil`).
    let changed: (UnsafeRawPointer, UnsafeRawPointer) -> [Int]?
  }
}

/// The parts of the state types read so far, by type, for any thread.
private let readParts = Mutex<[ObjectIdentifier: any Sendable]>([:])

/// An optional, whose wrapped type a part's own parts are read from.
private protocol OptionalPart {
  static var wrappedType: Any.Type { get }
}

extension Optional: OptionalPart {
  static var wrappedType: Any.Type { Wrapped.self }
}

/// A type whose encoding is never a mapping: a truth value, a number, a text, a list, or an
/// optional one.
private protocol EncodedFlat {}

extension Bool: EncodedFlat {}
extension Int: EncodedFlat {}
extension Double: EncodedFlat {}
extension String: EncodedFlat {}
extension Array: EncodedFlat {}
extension Optional: EncodedFlat where Wrapped: EncodedFlat {}
