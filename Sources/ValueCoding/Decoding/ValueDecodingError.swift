import Prelude

/// Why a ``Value`` could not be decoded as a type, and where in the value.
public struct ValueDecodingError: Error, Equatable, Sendable {
  /// What was wrong with the value.
  public enum Problem: Equatable, Sendable {
    /// The value is of the wrong kind. Both are kind names such as "a string" or "an integer".
    case typeMismatch(expected: String, found: String)
    /// The value is of the right kind but not an accepted form or within range; `expected`
    /// describes what is accepted and `found` shows the value, such as `'5 parsecs'` or `1.5`.
    case invalidValue(expected: String, found: String)
    /// A mapping lacks a required key. `presentKey` is a key the mapping has instead that looks
    /// like a misspelling of it, if any.
    case missingKey(String, presentKey: String?)
    /// A mapping has a key the type does not read (reported only when
    /// ``ValueDecoder/rejectsUnknownKeys`` is on). `knownKeys` are the keys the type read, in
    /// order, and `suggestion` the closest to the unknown key, if any is close.
    case unknownKey(String, suggestion: String?, knownKeys: [String])
    /// A string is not one of the raw values of an enumeration. `knownValues` lists them when the
    /// enumeration is `CaseIterable`.
    case unknownValue(String, suggestion: String?, knownValues: [String])
    /// A mapping names a case an enumeration does not have. `knownCases` lists them when its
    /// coding keys are `CaseIterable`.
    case unknownCase(String, suggestion: String?, knownCases: [String])
    /// A mapping decoded as an enumeration with associated values names no case or several;
    /// `keys` are the keys it has.
    case caseCount(keys: [String])
    /// A case that carries values was written as a bare name, without them.
    case missingCasePayload(String)
    /// A type's own decoding code rejected the value with this explanation.
    case rejected(String)
  }

  /// Where in the decoded value the problem is.
  public var path: ValuePath
  /// What the problem is.
  public var problem: Problem

  /// Creates an error.
  public init(path: ValuePath, problem: Problem) {
    self.path = path
    self.problem = problem
  }

  /// Where the problem is written: the key itself for an unknown key, and for a missing key the
  /// key written instead of it (the error's path is the mapping that has them); the value at the
  /// error's path otherwise.
  public var problemSite: ProblemSite {
    switch problem {
    case .unknownKey(let key, _, _), .missingKey(_, presentKey: let key?): .key(path.appending(key: key))
    default: .value(path)
    }
  }
}

extension ValueDecodingError: CustomStringConvertible {
  /// The error as one line of text, for example "expected a string at user.name, found a number"
  /// or "unknown key 'emial' at user; did you mean 'email'?".
  public var description: String {
    description(at: path.location)
  }

  /// The error as ``description`` writes it, for a value decoded as the part `root` of a larger
  /// one: "unknown key 'emial' at given.user; did you mean 'email'?".
  public func description(under root: String) -> String {
    description(at: path.location(under: root))
  }

  private func description(at location: String) -> String {
    switch problem {
    case .typeMismatch(let expected, let found), .invalidValue(let expected, let found):
      return "expected \(expected) at \(location), found \(found)"
    case .missingKey(let key, let presentKey):
      let hint = presentKey.map { "; found '\($0)', did you mean '\(key)'?" } ?? ""
      return "missing key '\(key)' at \(location)\(hint)"
    case .unknownKey(let key, let suggestion, let knownKeys):
      return "unknown key '\(key)' at \(location)" + Self.hint(suggestion, known: knownKeys)
    case .unknownValue(let value, let suggestion, let knownValues):
      return "unknown value '\(value)' at \(location)" + Self.hint(suggestion, known: knownValues)
    case .unknownCase(let name, let suggestion, let knownCases):
      return "unknown case '\(name)' at \(location)" + Self.hint(suggestion, known: knownCases)
    case .caseCount(let keys) where keys.isEmpty:
      return "expected exactly one case at \(location), found an empty mapping"
    case .caseCount(let keys):
      let listed = keys.map { "'\($0)'" }.joined(separator: ", ")
      return "expected exactly one case at \(location), found \(keys.count) keys: \(listed)"
    case .missingCasePayload(let name):
      return "expected the values of case '\(name)' at \(location), found only its name"
    case .rejected(let explanation):
      return "invalid value at \(location): \(explanation)"
    }
  }

  /// "; did you mean 'x'?" when there is a suggestion, otherwise "; expected one of: a, b" when
  /// the valid names are known, otherwise nothing.
  private static func hint(_ suggestion: String?, known: [String]) -> String {
    if let suggestion { return Suggestions.phrase(for: suggestion) }
    return known.isEmpty ? "" : "; expected one of: " + known.joined(separator: ", ")
  }
}
