import Prelude

/// A ``ValuePath`` that leads nowhere in a ``Value``: which step failed and what was there.
public struct ValueLookupError: Error, Equatable, Sendable {
  /// Why a step of a path failed.
  public enum Problem: Equatable, Sendable {
    /// The mapping has no such key; `availableKeys` are the keys it has, in order, and
    /// `suggestion` the one closest to the missing key, if any is close.
    case missingKey(String, availableKeys: [String], suggestion: String?)
    /// The list is too short; `count` is its length.
    case indexOutOfRange(Int, count: Int)
    /// The step is a key but the value there is not a mapping; `found` is the value's kind name.
    case notAMapping(key: String, found: String)
    /// The step is an index but the value there is not a list; `found` is the value's kind name.
    case notAList(index: Int, found: String)
  }

  /// The path that was looked up.
  public var path: ValuePath
  /// The position in `path.components` of the step that failed.
  public var failedComponentIndex: Int
  /// Why that step failed.
  public var problem: Problem

  /// Creates an error.
  public init(path: ValuePath, failedComponentIndex: Int, problem: Problem) {
    self.path = path
    self.failedComponentIndex = failedComponentIndex
    self.problem = problem
  }

  /// The part of the path that was found: where the failing step was taken from.
  public var foundPath: ValuePath {
    path.prefix(failedComponentIndex)
  }
}

extension ValueLookupError: CustomStringConvertible {
  /// For example: "no key 'emial' at user.profile (available: email, name); did you mean
  /// 'email'?", "no index 3 at items (valid indices: 0...2)" or "expected a mapping at items to
  /// look up key 'title', found a list".
  public var description: String {
    let location = foundPath.location
    switch problem {
    case .missingKey(let key, let availableKeys, let suggestion):
      let available =
        availableKeys.isEmpty
        ? "the mapping is empty" : "available: " + availableKeys.joined(separator: ", ")
      let hint = suggestion.map(Suggestions.phrase(for:)) ?? ""
      return "no key '\(key)' at \(location) (\(available))\(hint)"
    case .indexOutOfRange(let index, let count):
      let valid = count == 0 ? "the list is empty" : "valid indices: 0...\(count - 1)"
      return "no index \(index) at \(location) (\(valid))"
    case .notAMapping(let key, let found):
      return "expected a mapping at \(location) to look up key '\(key)', found \(found)"
    case .notAList(let index, let found):
      return "expected a list at \(location) to look up index \(index), found \(found)"
    }
  }
}
