import Foundation
import Prelude
import Synchronization
import ValueCoding

/// Finds the shape of a `Decodable` type by decoding it from a decoder that answers no data:
/// the keys a structure asks for, with their types, and the cases of an enumeration whose
/// decoding Swift synthesized, with the types of their values.
///
/// The cases of a synthesized enumeration are read from its coding keys, which Swift declares as
/// an enumeration without values: such an enumeration is stored as its case's number, in
/// declaration order, and `Optional` stores `nil` as the first number past the last case.
/// Decoding goes on past a key by making up a value of its type (empty text, zero, `false`, the
/// first case of a synthesized enumeration or one of raw values, empty lists); a structure that refuses them is described by its name alone, unless
/// it gives a ``StateExample``, whose shape is read from the example.
enum TypeProbe {
  /// Deeper types are described by name, which bounds recursive types.
  static let maximumDepth = 12

  /// The shape of `type`: read from its ``StateExample`` when it gives one and
  /// `readingExample`, else as its decoding reads it.
  ///
  /// Each shape is probed once per process and kept in ``shapes``.
  static func shape(of type: any Decodable.Type, depth: Int = 0, readingExample: Bool = true) -> TypeShape {
    kept(ShapeKey(type: ObjectIdentifier(type), depth: depth, reading: .shape(readingExample: readingExample))) {
      probedShape(of: type, depth: depth, readingExample: readingExample)
    }
  }

  /// The shape of `type` as ``shape(of:depth:readingExample:)`` describes it, probed.
  private static func probedShape(of type: any Decodable.Type, depth: Int, readingExample: Bool) -> TypeShape {
    if let special = specialShape(of: type, depth: depth) { return special }
    guard depth < maximumDepth else { return .scalar(TypeName.of(type)) }
    if readingExample, mayReadExample(of: type), let exampled = type as? any StateExample.Type,
      let shape = exampleShape(of: exampled, depth: depth)
    {
      return shape
    }
    return decodedShape(of: type, depth: depth)
  }

  /// Whether the example of `type`, if it gives one, may be read for a shape other than its
  /// decoding's. An enumeration's example is read as its type's decoding
  /// (``shape(of:encodedAs:depth:)`` makes a mirror of structures and classes alone), so the
  /// runtime is not asked whether an enumeration gives one: the first time it is asked of a
  /// type, it scans every conformance the process loaded.
  private static func mayReadExample(of type: any Decodable.Type) -> Bool {
    MetadataKind(type) != .enumeration
  }

  /// The shape of `type` as its decoding reads it, whether or not it gives an example.
  ///
  /// Each shape is probed once per process and kept in ``shapes``.
  static func decodedShape(of type: any Decodable.Type, depth: Int) -> TypeShape {
    kept(ShapeKey(type: ObjectIdentifier(type), depth: depth, reading: .decoding)) {
      probedDecodedShape(of: type, depth: depth)
    }
  }

  /// What a shape of ``shapes`` is a function of.
  private struct ShapeKey {
    /// How the shape is read.
    enum Reading {
      /// As ``shape(of:depth:readingExample:)`` reads it.
      case shape(readingExample: Bool)
      /// As ``decodedShape(of:depth:)`` reads it.
      case decoding
    }

    let type: ObjectIdentifier
    let depth: Int
    let reading: Reading

    /// The depth and the reading as one number, which tells them apart: the key of the shape
    /// among the type's in ``shapes``.
    var slot: Int {
      switch reading {
      case .shape(readingExample: true): depth * 3
      case .shape(readingExample: false): depth * 3 + 1
      case .decoding: depth * 3 + 2
      }
    }
  }

  /// The shapes probed so far in this process, by type, the depth it was probed at and how it
  /// was read.
  ///
  /// A shape is a function of these alone: probing reads nothing but the type's metadata, its
  /// decoding of made-up values, its static ``StateExample/stateExample`` and, through the
  /// same functions, the shapes of the types inside it at the next depths; the depth decides
  /// where the probe stops (``maximumDepth``). A type's identifier is unique for the process's
  /// lifetime, and a type's code does not change while the process runs.
  ///
  /// Kept by type, then by the key's ``ShapeKey/slot``: a table keyed by a type of its own would
  /// first ask the runtime whether the type is hashable, which scans every conformance the
  /// process loaded.
  private static let shapes = Mutex<[ObjectIdentifier: [Int: TypeShape]]>([:])

  /// The shape kept under `key`, if any.
  private static func known(_ key: ShapeKey) -> TypeShape? {
    shapes.withLock { $0[key.type]?[key.slot] }
  }

  /// The shape kept under `key`, or else the one `probe` finds, kept.
  private static func kept(_ key: ShapeKey, _ probe: () -> TypeShape) -> TypeShape {
    if let known = known(key) { return known }
    // Probed outside the lock, which probing the types inside takes again: two threads may
    // probe one type at once, and keep the same shape.
    let shape = probe()
    shapes.withLock { $0[key.type, default: [:]][key.slot] = shape }
    return shape
  }

  /// The shape of `type` as ``decodedShape(of:depth:)`` describes it, probed.
  private static func probedDecodedShape(of type: any Decodable.Type, depth: Int) -> TypeShape {
    let name = TypeName.of(type)
    let (recorder, isComplete) = read(type)
    if let caseNames = recorder.caseNames {
      let cases = caseNames.map { caseName in
        TypeShape.Case(name: caseName) { fields(caseValues(of: type, case: caseName), depth: depth + 1) }
      }
      return .enumeration(name, cases)
    }
    // A structure that refused made-up values was not read to its end: its keys are not known.
    if recorder.usedKeyedContainer, isComplete {
      return .structure(name, fields(recorder.recorded, depth: depth + 1))
    }
    // Only an enumeration that does not decode from a mapping can be a choice of raw values (see
    // `cases(of:)`): asked only of those, the runtime scans its conformances for far fewer types.
    if !recorder.usedKeyedContainer, MetadataKind(type) == .enumeration, let choices = type as? any RawRepresentable.Type {
      let names = rawNames(choices)
      if !names.isEmpty { return .choice(name, names) }
    }
    // A type decoded from one text, such as an identifier it checks, is written as text.
    if recorder.readText, !recorder.usedKeyedContainer {
      return .scalar(TypeName.of(String.self))
    }
    return .scalar(name)
  }

  /// The values of the case `caseName` of `type`, an enumeration, as its decoding reads them.
  static func caseValues(of type: any Decodable.Type, case caseName: String) -> [Recorder.Key] {
    read(type, forcedCase: caseName).recorder.recorded
  }

  /// What one decoding of `type` asks for, pretending the data names the case `forcedCase` when
  /// given, and whether it decoded a value.
  private static func read(
    _ type: any Decodable.Type, forcedCase: String? = nil
  ) -> (recorder: Recorder, decoded: Bool) {
    metDecodable(type)
    let recorder = Recorder(forcedCase: forcedCase)
    let decoded = (try? type.init(from: ProbeDecoder(recorder: recorder))) != nil
    return (recorder, decoded)
  }

  /// The names of the cases of `type` when its shape at `depth`, as
  /// ``shape(of:depth:readingExample:)`` reads it, is an enumeration; `nil` for any other shape.
  /// The types of the cases' values are not probed, unless the type gives an example or its
  /// shape was probed already: ``caseValues(of:case:)`` reads those of one case.
  static func caseNames(ofEnumeration type: any Decodable.Type, depth: Int) -> [String]? {
    func names(_ shape: TypeShape) -> [String]? {
      guard case .enumeration(_, let cases) = shape else { return nil }
      return cases.map(\.name)
    }
    let key = ShapeKey(type: ObjectIdentifier(type), depth: depth, reading: .shape(readingExample: true))
    if let known = known(key) { return names(known) }
    // Special shapes, and those past the deepest, are never enumerations; an example's may be.
    guard specialKind(of: type) == nil, depth < maximumDepth else { return nil }
    if mayReadExample(of: type), type is any StateExample.Type { return names(shape(of: type, depth: depth)) }
    return read(type).recorder.caseNames
  }

  /// The fields of the values `recorded`, each probed at `depth` when its shape is first asked
  /// for.
  private static func fields(_ recorded: [Recorder.Key], depth: Int) -> [TypeShape.Field] {
    recorded.map { recorded in
      TypeShape.Field(key: recorded.key, isOptional: recorded.isOptional) { shape(of: recorded.type, depth: depth) }
    }
  }

  /// The shape of an optional, a list, a mapping or one of Swift's scalars; `nil` for other
  /// types.
  ///
  /// A type is told to be an optional, a list or a mapping by its metadata, which holds the
  /// types inside: the runtime is asked only whether those decode, as the type's own decoding
  /// needs. The first time it is asked whether a type conforms to a protocol, it scans every
  /// conformance the process loaded.
  private static func specialShape(of type: any Decodable.Type, depth: Int) -> TypeShape? {
    switch specialKind(of: type) {
    case .scalar(let scalar)?: scalar
    case .optional(let wrapped)?: .optional(shape(of: wrapped, depth: depth))
    case .list(let element)?: .list(shape(of: element, depth: depth + 1))
    case .mapping(let value)?: .mapping(shape(of: value, depth: depth + 1))
    case nil: nil
    }
  }

  /// What ``specialShape(of:depth:)`` makes the shape of a type of, before it probes the types
  /// inside.
  private enum SpecialKind {
    case scalar(TypeShape)
    case optional(wrapped: any Decodable.Type)
    case list(element: any Decodable.Type)
    case mapping(value: any Decodable.Type)
  }

  /// Which of the types ``specialShape(of:depth:)`` has a shape for `type` is, if any.
  private static func specialKind(of type: any Decodable.Type) -> SpecialKind? {
    if let scalar = scalarShape(of: type) { return .scalar(scalar) }
    switch MetadataKind(type) {
    case .optional?:
      return genericArgument(0, of: type).flatMap(decodable).map { .optional(wrapped: $0) }
    case .structure?:
      let structure = GenericStructure(type)
      if structure == arrayStructure {
        return genericArgument(0, of: type).flatMap(decodable).map { .list(element: $0) }
      }
      if structure == dictionaryStructure, genericArgument(0, of: type) == String.self {
        return genericArgument(1, of: type).flatMap(decodable).map { .mapping(value: $0) }
      }
      return nil
    default:
      return nil
    }
  }

  /// `Array`, whose specializations with decodable elements are lists.
  private static let arrayStructure = GenericStructure([Int].self)
  /// `Dictionary`, whose specializations from text keys to decodable values are mappings.
  private static let dictionaryStructure = GenericStructure([String: Int].self)


  /// The shape of `type` when it is one of Swift's scalars, whatever its decoding reads.
  static func scalarShape(of type: Any.Type) -> TypeShape? {
    scalarTypes[ObjectIdentifier(type)] != nil ? .scalar(TypeName.of(type)) : nil
  }

  /// `type` as a decodable type, when it is one. Swift's scalars are known to be, and so is
  /// every type a probed decoding met (see ``metDecodable(_:)``): the runtime is asked of other
  /// types alone, since the first asking for each type scans every conformance the process
  /// loaded.
  static func decodable(_ type: Any.Type) -> (any Decodable.Type)? {
    let key = ObjectIdentifier(type)
    if let scalar = scalarTypes[key] { return scalar }
    if let met = metDecodables.withLock({ $0[key] }) { return met.type }
    return type as? any Decodable.Type
  }

  /// Notes that `type` is decodable, as a decoding that asks for a value of it or a probe that
  /// reads it shows, for ``decodable(_:)``.
  static func metDecodable(_ type: any Decodable.Type) {
    let met = MetDecodable(type: type)
    metDecodables.withLock { $0[ObjectIdentifier(type)] = met }
  }

  /// The decodable types probed decodings met so far in this process, by type: a type's
  /// identifier is unique for the process's lifetime.
  private static let metDecodables = Mutex<[ObjectIdentifier: MetDecodable]>([:])

  /// A decodable type, which any thread may read: a metatype does not change, though it is not
  /// `Sendable`.
  private struct MetDecodable: @unchecked Sendable {
    let type: any Decodable.Type
  }

  /// Swift's scalars, by type. Never changed once made, so any thread may read it, though a
  /// metatype of `Decodable` is not `Sendable`.
  nonisolated(unsafe) private static let scalarTypes: [ObjectIdentifier: any Decodable.Type] = Dictionary(
    uniqueKeysWithValues:
      ([Value.self, String.self, Date.self, URL.self, Bool.self, Double.self, Float.self] as [any Decodable.Type]
      + [Int.self, Int8.self, Int16.self, Int32.self, Int64.self, UInt.self, UInt8.self, UInt16.self]
      + [UInt32.self, UInt64.self])
      .map { (ObjectIdentifier($0), $0) })

  /// The raw values of the cases of `T`, in declaration order, when it is an enumeration without
  /// values, `CaseIterable` or not; empty for any other type.
  private static func rawNames<T: RawRepresentable>(_ type: T.Type) -> [String] {
    cases(of: T.self).map { "\($0.rawValue)" }
  }

  /// The names of the cases of `Key` when it is an enumeration without values, in declaration
  /// order; empty for any other type.
  ///
  /// Each type's names are read once per process and kept in ``keyNames``: a decoding asks for
  /// them each time it reads which case its data names.
  static func caseNames<Key: CodingKey>(of type: Key.Type) -> [String] {
    let key = ObjectIdentifier(type)
    if let known = keyNames.withLock({ $0[key] }) { return known }
    // Read by a closure rather than a key path, which the runtime makes and reads through anew
    // for every type of coding keys.
    let names = cases(of: Key.self).map { $0.stringValue }
    keyNames.withLock { $0[key] = names }
    return names
  }

  /// The names of the cases of the coding keys read so far in this process, by type: a type's
  /// cases do not change while the process runs, and its identifier is unique for the process's
  /// lifetime.
  private static let keyNames = Mutex<[ObjectIdentifier: [String]]>([:])

  /// The cases of `T` when it is an enumeration without values, in declaration order; empty for
  /// any other type. Such an enumeration is stored as its case's number, and `Optional` stores
  /// `nil` as the first number past the last case.
  private static func cases<T>(of type: T.Type) -> [T] {
    guard MemoryLayout<T>.size <= 1, MemoryLayout<T?>.size == 1 else { return [] }
    // Told by the type's metadata rather than a mirror of a value, which would first ask the
    // runtime whether the type makes its own mirror.
    guard MetadataKind(T.self) == .enumeration else { return [] }
    var cases: [T] = []
    for number in 0...UInt8.max {
      guard let value = withUnsafeBytes(of: number, { $0.load(as: T?.self) }) else { break }
      cases.append(value)
    }
    return cases
  }

  /// A made-up value of `type`, or an error when the type refuses every made-up value.
  static func madeUp<T: Decodable>(_ type: T.Type, depth: Int) throws -> T {
    metDecodable(type)
    guard depth < maximumDepth else { throw ProbeEnd() }
    do {
      return try T(from: ProbeDecoder(recorder: nil, depth: depth + 1))
    } catch {
      // An enumeration with raw values refuses made-up raw values; its first case will do.
      guard let first = cases(of: T.self).first, type is any RawRepresentable.Type else { throw error }
      return first
    }
  }
}

/// Why probing a type stopped early.
struct ProbeEnd: Error {}

/// What one decoding of a probed type asked for.
final class Recorder {
  /// The case to pretend the data names, when probing one case of an enumeration.
  let forcedCase: String?
  /// The enumeration's cases, once its decoding asked for the keys present.
  var caseNames: [String]?
  /// Whether decoding asked for a mapping.
  var usedKeyedContainer = false
  /// Whether decoding asked for the value as text.
  var readText = false
  /// The keys decoding asked for, in order.
  private(set) var recorded: [Key] = []

  /// One key decoding asked for.
  struct Key {
    let key: String
    /// The type of the key's value.
    let type: any Decodable.Type
    /// Whether decoding asked for the key only if present.
    let isOptional: Bool
  }

  init(forcedCase: String?) {
    self.forcedCase = forcedCase
  }

  func record(_ key: String, _ type: any Decodable.Type, isOptional: Bool) {
    recorded.append(Key(key: key, type: type, isOptional: isOptional))
  }
}

/// The decoder of ``TypeProbe``: it records what the probed type's decoding asks for at its top
/// level (or inside the forced case) and makes up everything deeper.
private struct ProbeDecoder: Decoder {
  /// Where to record; `nil` when only making up a value.
  let recorder: Recorder?
  var depth = 0
  var codingPath: [any CodingKey] = []
  var userInfo: [CodingUserInfoKey: Any] = [:]

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    recorder?.usedKeyedContainer = true
    return KeyedDecodingContainer(ProbeKeyedContainer<Key>(recorder: recorder, role: .top, depth: depth))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    ProbeUnkeyedContainer()
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    ProbeSingleValueContainer(recorder: recorder, depth: depth)
  }
}

private struct ProbeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  enum Role: Equatable {
    /// The probed type's own mapping: a structure's keys or an enumeration's cases.
    case top
    /// The values of the forced case.
    case caseValues
    /// Anything else: nothing is recorded.
    case inner
  }

  let recorder: Recorder?
  let role: Role
  let depth: Int
  var codingPath: [any CodingKey] = []

  var allKeys: [Key] {
    let names = TypeProbe.caseNames(of: Key.self)
    guard let recorder, role == .top else { return names.first.flatMap(Key.init(stringValue:)).map { [$0] } ?? [] }
    guard let forced = recorder.forcedCase else {
      recorder.caseNames = names
      return []
    }
    return Key(stringValue: forced).map { [$0] } ?? []
  }

  func contains(_ key: Key) -> Bool { false }

  func decodeNil(forKey key: Key) throws -> Bool { true }

  private var recording: Recorder? {
    guard let recorder else { return nil }
    switch role {
    case .top where recorder.forcedCase == nil, .caseValues: return recorder
    case .top, .inner: return nil
    }
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try value(type, key) }

  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? { optionalValue(type, key) }

  private func value<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T {
    recording?.record(key.stringValue, type, isOptional: false)
    return try TypeProbe.madeUp(type, depth: depth)
  }

  private func optionalValue<T: Decodable>(_ type: T.Type, _ key: Key) -> T? {
    TypeProbe.metDecodable(type)
    recording?.record(key.stringValue, type, isOptional: true)
    return nil
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    let isForcedCase = role == .top && recorder?.forcedCase != nil
    let nested = ProbeKeyedContainer<NestedKey>(
      recorder: recorder, role: isForcedCase ? .caseValues : .inner, depth: depth)
    return KeyedDecodingContainer(nested)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    ProbeUnkeyedContainer()
  }

  func superDecoder() throws -> any Decoder { ProbeDecoder(recorder: nil, depth: depth) }

  func superDecoder(forKey key: Key) throws -> any Decoder { ProbeDecoder(recorder: nil, depth: depth) }

  // The scalar requirements, recorded as the generic ones are.
  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try value(type, key) }
  func decode(_ type: String.Type, forKey key: Key) throws -> String { try value(type, key) }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try value(type, key) }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try value(type, key) }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try value(type, key) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try value(type, key) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try value(type, key) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try value(type, key) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try value(type, key) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try value(type, key) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try value(type, key) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try value(type, key) }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try value(type, key) }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try value(type, key) }
  func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { optionalValue(type, key) }
  func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { optionalValue(type, key) }
  func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { optionalValue(type, key) }
  func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { optionalValue(type, key) }
  func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { optionalValue(type, key) }
  func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { optionalValue(type, key) }
  func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { optionalValue(type, key) }
  func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { optionalValue(type, key) }
  func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { optionalValue(type, key) }
  func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { optionalValue(type, key) }
  func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { optionalValue(type, key) }
  func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { optionalValue(type, key) }
  func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { optionalValue(type, key) }
  func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { optionalValue(type, key) }
}

/// An empty list.
private struct ProbeUnkeyedContainer: UnkeyedDecodingContainer {
  var codingPath: [any CodingKey] = []
  var count: Int? { 0 }
  var isAtEnd: Bool { true }
  var currentIndex: Int { 0 }

  mutating func decodeNil() throws -> Bool { true }
  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { throw ProbeEnd() }
  mutating func decode(_ type: Bool.Type) throws -> Bool { throw ProbeEnd() }
  mutating func decode(_ type: String.Type) throws -> String { throw ProbeEnd() }
  mutating func decode(_ type: Double.Type) throws -> Double { throw ProbeEnd() }
  mutating func decode(_ type: Float.Type) throws -> Float { throw ProbeEnd() }
  mutating func decode(_ type: Int.Type) throws -> Int { throw ProbeEnd() }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { throw ProbeEnd() }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { throw ProbeEnd() }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { throw ProbeEnd() }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { throw ProbeEnd() }
  mutating func decode(_ type: UInt.Type) throws -> UInt { throw ProbeEnd() }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { throw ProbeEnd() }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { throw ProbeEnd() }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { throw ProbeEnd() }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { throw ProbeEnd() }
  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> { throw ProbeEnd() }
  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { throw ProbeEnd() }
  mutating func superDecoder() throws -> any Decoder { throw ProbeEnd() }
}

/// A made-up scalar: `false`, zero, empty text, or a made-up value of another type.
private struct ProbeSingleValueContainer: SingleValueDecodingContainer {
  /// Where to record that the value was read as text; `nil` when only making up a value.
  let recorder: Recorder?
  let depth: Int
  var codingPath: [any CodingKey] = []

  func decodeNil() -> Bool { false }
  func decode(_ type: Bool.Type) throws -> Bool { false }
  /// Empty text when making up a value. Where the probed type's own value is read as text, the
  /// reading is recorded and decoding ends there: the type is written as text, and a type that
  /// checks its text, such as an identifier among thousands it knows, would only go on to
  /// explain at length why made-up text is wrong.
  func decode(_ type: String.Type) throws -> String {
    guard let recorder else { return "" }
    recorder.readText = true
    throw ProbeEnd()
  }
  func decode(_ type: Double.Type) throws -> Double { 0 }
  func decode(_ type: Float.Type) throws -> Float { 0 }
  func decode(_ type: Int.Type) throws -> Int { 0 }
  func decode(_ type: Int8.Type) throws -> Int8 { 0 }
  func decode(_ type: Int16.Type) throws -> Int16 { 0 }
  func decode(_ type: Int32.Type) throws -> Int32 { 0 }
  func decode(_ type: Int64.Type) throws -> Int64 { 0 }
  func decode(_ type: UInt.Type) throws -> UInt { 0 }
  func decode(_ type: UInt8.Type) throws -> UInt8 { 0 }
  func decode(_ type: UInt16.Type) throws -> UInt16 { 0 }
  func decode(_ type: UInt32.Type) throws -> UInt32 { 0 }
  func decode(_ type: UInt64.Type) throws -> UInt64 { 0 }
  func decode<T: Decodable>(_ type: T.Type) throws -> T { try TypeProbe.madeUp(type, depth: depth) }
}
