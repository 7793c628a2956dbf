import OrderedCollections
import Prelude

/// Which keys of the mappings read while decoding one value were asked for, so that keys nobody
/// read can be reported afterwards, and what went wrong when a mapping named no case or several.
///
/// One record per mapping path: several containers over the same mapping (different key types)
/// share it.
final class KeyUsage {
  private struct Record {
    var presentKeys: [String]
    var isCaseName: Bool
    var requestedKeys: OrderedSet<String> = []
    /// The names of every key of the containers' key types, when those are `CaseIterable`, each
    /// once; read only to report an unknown key.
    var listedKeys: () -> [String]
    var isValidKey: (String) -> Bool
  }

  private var records: [ValuePath: Record] = [:]
  private var recordOrder: [ValuePath] = []
  private var enumeratedPaths: Set<ValuePath> = []
  private var caseProblems: [ValuePath: ValueDecodingError.Problem] = [:]

  /// Starts tracking a container of `Key`s over `source` at `path`.
  func register<Key: CodingKey>(
    _ source: KeyedSource, keyedBy keyType: Key.Type, at path: ValuePath
  ) {
    if var record = records[path] {
      let previousIsValidKey = record.isValidKey
      record.isValidKey = { previousIsValidKey($0) || Key(stringValue: $0) != nil }
      let previousListedKeys = record.listedKeys
      record.listedKeys = {
        let listed = previousListedKeys()
        return listed + Self.listedKeys(of: keyType).filter { !listed.contains($0) }
      }
      records[path] = record
      return
    }
    let isCaseName: Bool
    switch source {
    case .mapping: isCaseName = false
    case .caseName: isCaseName = true
    case .singleCaseValue, .caseWithoutValues:
      // Made up by the decoder rather than written in the input: nothing to report.
      return
    }
    records[path] = Record(
      presentKeys: source.keys,
      isCaseName: isCaseName,
      listedKeys: { Self.listedKeys(of: keyType) },
      isValidKey: { Key(stringValue: $0) != nil }
    )
    recordOrder.append(path)
  }

  /// Notes that `key` was asked for in the mapping at `path`.
  func request(_ key: String, at path: ValuePath) {
    records[path]?.requestedKeys.append(key)
  }

  /// Whether `key` was asked for in the mapping at `path`.
  func wasRequested(_ key: String, at path: ValuePath) -> Bool {
    records[path]?.requestedKeys.contains(key) ?? false
  }

  /// Notes that all keys of the mapping at `path` were listed, which is how enumerations with
  /// associated values find their case.
  func markEnumerated(at path: ValuePath) {
    enumeratedPaths.insert(path)
  }

  /// Whether all keys of the mapping at `path` were listed.
  func wasEnumerated(at path: ValuePath) -> Bool {
    enumeratedPaths.contains(path)
  }

  /// Remembers what is wrong with the mapping at `path` if it is read as an enumeration case.
  func recordCaseProblem(_ problem: ValueDecodingError.Problem, at path: ValuePath) {
    caseProblems[path] = problem
  }

  /// What is wrong with the mapping at `path` if it is read as an enumeration case.
  func caseProblem(at path: ValuePath) -> ValueDecodingError.Problem? {
    caseProblems[path]
  }

  /// The first problem with keys nobody asked for: a string no enumeration took as a case name
  /// (always), or a mapping key nobody read (when `rejectingUnknownKeys`).
  func firstLeftoverError(rejectingUnknownKeys: Bool) -> ValueDecodingError? {
    for path in recordOrder {
      guard let record = records[path] else { continue }
      if record.isCaseName {
        if !record.requestedKeys.contains(record.presentKeys[0]) {
          return DecodingSession.mismatch(
            expected: "a mapping", found: .string(record.presentKeys[0]), at: path)
        }
        continue
      }
      guard rejectingUnknownKeys else { continue }
      for key in record.presentKeys where !record.requestedKeys.contains(key) {
        let knownKeys = Array(record.requestedKeys.union(record.listedKeys()))
        let suggestion =
          Suggestions.closest(to: key, in: knownKeys)
          ?? (record.isValidKey(key)
            ? nil : SpellingProbe.suggestion(near: key, isValid: record.isValidKey))
        return ValueDecodingError(
          path: path,
          problem: .unknownKey(key, suggestion: suggestion, knownKeys: knownKeys)
        )
      }
    }
    return nil
  }

  /// The names of all keys of `keyType` when it is `CaseIterable`, otherwise none.
  static func listedKeys<Key: CodingKey>(of keyType: Key.Type) -> [String] {
    guard let caseIterable = keyType as? any CaseIterable.Type else { return [] }
    return names(of: caseIterable)
  }

  private static func names<C: CaseIterable>(of type: C.Type) -> [String] {
    C.allCases.compactMap { ($0 as? any CodingKey)?.stringValue }
  }
}
