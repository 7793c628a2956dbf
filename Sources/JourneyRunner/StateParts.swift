@_spi(Reflection) import Swift
import Foundation
import Prelude
import Synchronization
import ValueCoding

/// The stored properties of the state type `State`, each with a test of whether two states differ
/// in it: what tells the parts of the state a step changed, read once for the type, so that a
/// comparison neither reflects on the states nor copies or casts their parts. Each part is
/// compared where it is stored in the two states, and not further where the two store the same
/// bytes: a value stored alike is equal to itself.
///
/// A part that is itself a structure of `Equatable` stored properties, or an optional one, tells
/// which of its own properties two states differ in too (``StatePart/inner``), where both hold it.
///
/// What hosts read for states, and for the own properties of parts, is kept for a while
/// (``ReadValues``), so that an equal state or property, which the journeys of a suite meet again
/// and again, is not read again.
struct StateParts<State>: Sendable {
  /// The stored properties in the order declared; `nil` when `State` is not a structure or one of
  /// them is not `Equatable`.
  let parts: [StatePart]?
  /// Whether the states stored at the two addresses are equal, told part by part, each not
  /// compared further where the two store the same bytes; `nil` when the parts cannot be told
  /// apart.
  let equal: (@Sendable (UnsafeRawPointer, UnsafeRawPointer) -> Bool)?
  /// What hosts read for whole states; `nil` when the parts cannot be told apart.
  private let readStates: ReadValues<State>?

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
      equal = nil
      readStates = nil
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
    guard complete else {
      equal = nil
      readStates = nil
      return
    }
    let told = parts
    let equal: @Sendable (UnsafeRawPointer, UnsafeRawPointer) -> Bool = { old, new in
      !told.contains { $0.differs(old, new) }
    }
    self.equal = equal
    readStates = ReadValues(equal: equal)
  }

  /// What a host of type `host` read for a state equal to `state` in every part, when it read one
  /// lately: the value, or `nil` when it could not read it; `nil` when it read none.
  func recalledValue(of state: State, host: ObjectIdentifier) -> Value?? {
    readStates.flatMap { readStates in withUnsafePointer(to: state) { readStates.value(of: $0, host: host) } }
  }

  /// Keeps `value`, what a host of type `host` read for `state`.
  func keep(_ value: Value?, of state: State, host: ObjectIdentifier) {
    guard let readStates else { return }
    withUnsafePointer(to: state) { readStates.keep(value, of: $0, host: host) }
  }

  /// What a host of type `host` read for `part` in `state`, or for its own property `index`, when
  /// it read an equal value lately: the value, or `nil` when the host left it out; `nil` when it
  /// read none. For a property, the state holds the part (``StatePart/Inner/changed`` tells its
  /// properties).
  func recalledValue(of part: StatePart, property index: Int? = nil, in state: State, host: ObjectIdentifier)
    -> Value??
  {
    withValues(of: part, property: index, in: state) { $1.value(of: $0, host: host) } ?? nil
  }

  /// Keeps `value`, what a host of type `host` read for `part` in `state`, or for its own property
  /// `index`.
  func keep(_ value: Value?, of part: StatePart, property index: Int? = nil, in state: State, host: ObjectIdentifier) {
    withValues(of: part, property: index, in: state) { $1.keep(value, of: $0, host: host) }
  }

  /// Runs `body` with where `part`, or its own property `index`, is stored in `state` and what
  /// hosts read for it; `nil` when the state does not hold the part of a property.
  private func withValues<Result>(
    of part: StatePart, property index: Int?, in state: State,
    _ body: (UnsafeRawPointer, any PartValues) -> Result
  ) -> Result? {
    withUnsafePointer(to: state) { state in
      let state = UnsafeRawPointer(state)
      guard let index else { return body(state + part.offset, part.readValues) }
      guard let inner = part.inner, let location = inner.location(state) else { return nil }
      return body(location + inner.parts[index].offset, inner.parts[index].readValues)
    }
  }

  /// The indices among ``parts`` of the stored properties in which `new` differs from `old`, in
  /// the order declared; `nil` when the parts cannot be told apart.
  func changedParts(from old: State, to new: State) -> [Int]? {
    guard let parts else { return nil }
    return withUnsafePointer(to: old) { old in
      withUnsafePointer(to: new) { new in
        parts.indices.filter { parts[$0].differs(UnsafeRawPointer(old), UnsafeRawPointer(new)) }
      }
    }
  }

  /// The stored properties of indices `changed`, in which `new` differs from `old`, each with its
  /// index and the indices of its own properties in which they differ when its
  /// ``StatePart/inner`` tells them.
  func changes(in changed: [Int], from old: State, to new: State) -> [(index: Int, part: StatePart, inner: [Int]?)] {
    guard let parts else { return [] }
    return withUnsafePointer(to: old) { old in
      withUnsafePointer(to: new) { new in
        changed.map { index in
          (index, parts[index], parts[index].inner.flatMap { $0.changed(UnsafeRawPointer(old), UnsafeRawPointer(new)) })
        }
      }
    }
  }

  /// The part named `key` of type `Part` stored `offset` bytes in, with its own parts when
  /// `nesting`.
  private static func part<Part: Equatable>(named key: String, at offset: Int, as _: Part.Type, nesting: Bool)
    -> StatePart
  {
    let equal = equality(of: Part.self)
    return StatePart(
      key: key, offset: offset, differs: { old, new in !equal(old + offset, new + offset) },
      inner: nesting ? inner(of: Part.self, named: key, at: offset) : nil, readValues: ReadValues<Part>(equal: equal))
  }

  /// Whether the values of type `Part` stored at the two addresses are equal, not compared further
  /// where the two store the same bytes. Two optionals that hold values have them compared where
  /// they are stored, by their own type's `==`, rather than by the optional's, which copies both
  /// out to compare them.
  private static func equality<Part: Equatable>(of _: Part.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
    let size = MemoryLayout<Part>.size
    if let optional = Part.self as? any OptionalPart.Type, let wrapped = optional.wrappedType as? any Equatable.Type {
      func optionalEquality<Wrapped: Equatable>(_: Wrapped.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        let none = NoneTest(Wrapped.self)
        return { one, other in
          if memcmp(one, other, size) == 0 { return true }
          let isNone = none.isNone(at: one)
          guard isNone == none.isNone(at: other) else { return false }
          // A present optional holds its value where the optional is stored.
          return isNone
            || one.assumingMemoryBound(to: Wrapped.self).pointee == other.assumingMemoryBound(to: Wrapped.self).pointee
        }
      }
      return optionalEquality(wrapped)
    }
    return { one, other in
      memcmp(one, other, size) == 0
        || one.assumingMemoryBound(to: Part.self).pointee == other.assumingMemoryBound(to: Part.self).pointee
    }
  }

  /// The stored properties of the part named `key` of type `Part` stored `offset` bytes in; `nil`
  /// when it is neither a structure nor an optional one, or they cannot be told apart.
  private static func inner<Part>(of _: Part.Type, named key: String, at offset: Int) -> StatePart.Inner? {
    if let optional = Part.self as? any OptionalPart.Type {
      func wrapped<Wrapped>(_: Wrapped.Type) -> StatePart.Inner? {
        let none = NoneTest(Wrapped.self)
        return StateParts<Wrapped>.inner(named: key) { pointer in
          // A present optional holds its value where the optional is stored.
          none.isNone(at: pointer + offset) ? nil : pointer + offset
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
      location: location,
      changed: { old, new in
        guard let old = location(old), let new = location(new) else { return nil }
        return parts.indices.filter { parts[$0].differs(old, new) }
      })
  }
}

/// A stored property of a state type: its name, and whether the two states at these addresses
/// differ in it. Its tests read only the states they are given. A class, so that handing a part
/// around copies no more than a reference.
final class StatePart: @unchecked Sendable {
  let key: String
  /// Where the part is stored in a state: how many bytes in.
  let offset: Int
  let differs: (UnsafeRawPointer, UnsafeRawPointer) -> Bool
  /// The stored properties of the part's own type; `nil` when they cannot be told apart.
  let inner: Inner?
  /// What hosts read for the part.
  let readValues: any PartValues

  init(
    key: String, offset: Int, differs: @escaping (UnsafeRawPointer, UnsafeRawPointer) -> Bool, inner: Inner?,
    readValues: any PartValues
  ) {
    self.key = key
    self.offset = offset
    self.differs = differs
    self.inner = inner
    self.readValues = readValues
  }

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
    /// Where the part is stored in a state; `nil` when the state does not hold it (an optional
    /// that is `nil`).
    let location: (UnsafeRawPointer) -> UnsafeRawPointer?
    /// The indices of the properties in which the two states at these addresses differ, in the
    /// order declared; `nil` when either state does not hold the part (an optional that is
    /// `nil`).
    let changed: (UnsafeRawPointer, UnsafeRawPointer) -> [Int]?
  }
}

/// What hosts read for values of one type, kept to be recalled for an equal value.
protocol PartValues: Sendable {
  /// What a host of type `host` read for a value equal to the one stored at `value`, when it read
  /// one lately: the value read, or `nil` when it read none (the host left it out or could not
  /// read it); `nil` when it read no equal value.
  func value(of value: UnsafeRawPointer, host: ObjectIdentifier) -> Value??
  /// Keeps `read`, what a host of type `host` read for the value stored at `value`.
  func keep(_ read: Value?, of value: UnsafeRawPointer, host: ObjectIdentifier)
}

/// What hosts read for the last few distinct values of type `Subject` they read, for any thread.
/// A host is taken to read equal values alike.
final class ReadValues<Subject>: PartValues, @unchecked Sendable {
  /// The values kept, the types of the hosts that read them and what they read, each in the same
  /// order, in a ring: once full, the oldest is at `oldest` and is the next to be replaced. They
  /// are reached only under the lock.
  private struct Kept: @unchecked Sendable {
    var hosts: [ObjectIdentifier] = []
    var subjects: [Subject] = []
    var reads: [Value?] = []
    var oldest = 0
  }

  /// How many values it keeps: a part of a suite's states mostly takes several others before it
  /// takes a value again, and comparing a value with those kept costs far less than reading it.
  private static var limit: Int { 64 }
  /// Whether the values stored at the two addresses are equal.
  private let equal: (UnsafeRawPointer, UnsafeRawPointer) -> Bool
  private let kept = Mutex(Kept())

  init(equal: @escaping (UnsafeRawPointer, UnsafeRawPointer) -> Bool) {
    self.equal = equal
  }

  /// The values kept are compared where they are kept, newest first: a value read or recalled
  /// lately is the likeliest to be met again. One recalled takes the newest place, so that the
  /// values a run keeps coming back to are found first.
  func value(of value: UnsafeRawPointer, host: ObjectIdentifier) -> Value?? {
    kept.withLock { kept in
      let count = kept.subjects.count
      let found = kept.subjects.withUnsafeBufferPointer { subjects -> Int? in
        for age in 0..<count {
          let index = (kept.oldest + count - 1 - age) % count
          if kept.hosts[index] == host, equal(value, UnsafeRawPointer(subjects.baseAddress! + index)) { return index }
        }
        return nil
      }
      guard let found else { return nil }
      let newest = (kept.oldest + count - 1) % count
      if found != newest {
        kept.hosts.swapAt(found, newest)
        kept.subjects.swapAt(found, newest)
        kept.reads.swapAt(found, newest)
      }
      return .some(kept.reads[newest])
    }
  }

  func keep(_ read: Value?, of value: UnsafeRawPointer, host: ObjectIdentifier) {
    let subject = value.assumingMemoryBound(to: Subject.self).pointee
    kept.withLock { kept in
      if kept.subjects.count < Self.limit {
        kept.hosts.append(host)
        kept.subjects.append(subject)
        kept.reads.append(read)
      } else {
        kept.hosts[kept.oldest] = host
        kept.subjects[kept.oldest] = subject
        kept.reads[kept.oldest] = read
        kept.oldest = (kept.oldest + 1) % Self.limit
      }
    }
  }
}

/// Tells whether an optional of `Wrapped` is `nil` by the tag of its case where it is stored: in
/// code that knows `Wrapped` only at run time, asking the optional copies it first.
private struct NoneTest {
  private let layout: EnumLayout
  private let noneTag: UInt32

  init<Wrapped>(_: Wrapped.Type) {
    let layout = EnumLayout(Wrapped?.self)
    self.layout = layout
    noneTag = withUnsafePointer(to: Wrapped?.none) { layout.tag(at: $0) }
  }

  /// Whether the optional stored at `optional` is `nil`.
  func isNone(at optional: UnsafeRawPointer) -> Bool {
    layout.tag(at: optional) == noneTag
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
