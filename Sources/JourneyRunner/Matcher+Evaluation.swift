import JourneyModel
import Prelude
import ValueCoding

/// Whether a value satisfies a matcher.
enum MatchVerdict: Equatable {
  /// It does.
  case holds
  /// It does not; `expected` says what it should be, as in "expected 3 elements".
  case fails(expected: String)
  /// The matcher does not apply to such a value, such as counting a number; `not` does not turn
  /// this into a success.
  case inapplicable(String)
}

extension Matcher {
  /// Checks `actual`.
  ///
  /// - `equals`: equivalent, numbers compared by value.
  /// - `isNull`: `null`.
  /// - `contains`: text containing the text; a list with an element including the value (a
  ///   mapping element may have more keys); a mapping including the mapping.
  /// - `prefix`: text starting with the text.
  /// - `matches`: text in which the pattern finds a match (a search, not a whole match).
  /// - `count`: the characters of text, the elements of a list, the entries of a mapping.
  /// - `atLeast`, `atMost`: a number on that side of the bound, the bound included.
  /// - `not`: the inner matcher fails.
  /// - `all`: each matcher holds; the first that does not gives the verdict, naming its key.
  func evaluate(_ actual: Value) -> MatchVerdict {
    switch self {
    case .equals(let expected):
      return actual.isEquivalent(to: expected) ? .holds : .fails(expected: expected.rendered)
    case .isNull:
      return actual == .null ? .holds : .fails(expected: "null")
    case .contains(let part):
      return evaluateContains(part, in: actual)
    case .prefix(let start):
      guard case .string(let text) = actual else {
        return .inapplicable("'prefix' applies to text; found \(actual.kindName)")
      }
      return text.hasPrefix(start) ? .holds : .fails(expected: "text starting with \(start.quoted)")
    case .matches(let pattern):
      guard case .string(let text) = actual else {
        return .inapplicable("'matches' applies to text; found \(actual.kindName)")
      }
      return pattern.isFound(in: text) ? .holds : .fails(expected: "text matching \(pattern)")
    case .count(let count):
      return evaluateCount(count, of: actual)
    case .atLeast(let bound):
      return evaluateBound(actual, name: "atLeast", expected: "at least", bound, holds: >=)
    case .atMost(let bound):
      return evaluateBound(actual, name: "atMost", expected: "at most", bound, holds: <=)
    case .not(let inner):
      switch inner.evaluate(actual) {
      case .holds: return .fails(expected: inner.negatedExpectation)
      case .fails: return .holds
      case .inapplicable(let reason): return .inapplicable(reason)
      }
    case .all(let matchers):
      for matcher in matchers {
        switch matcher.evaluate(actual) {
        case .holds: continue
        case .fails(let expected): return .fails(expected: "\(expected) (its '\(matcher.key ?? "")' matcher)")
        case .inapplicable(let reason): return .inapplicable(reason)
        }
      }
      return .holds
    }
  }

  /// Whether `actual` satisfies the matcher: ``evaluate(_:)`` without describing what it should
  /// be, which an `equals` or a `null`, the matchers of most conditions, and their `not`, do not
  /// make.
  func holds(for actual: Value) -> Bool {
    switch self {
    case .equals(let expected): actual.isEquivalent(to: expected)
    case .isNull: actual == .null
    case .not(.equals(let expected)): !actual.isEquivalent(to: expected)
    case .not(.isNull): actual != .null
    default: evaluate(actual) == .holds
    }
  }

  /// What a value satisfying `not` this matcher must be.
  private var negatedExpectation: String {
    switch self {
    case .isNull: "a value other than null"
    case .not(let inner): inner.description
    default: "not (\(description))"
    }
  }

  private func evaluateContains(_ part: Value, in actual: Value) -> MatchVerdict {
    switch (actual, part) {
    case (.string(let text), .string(let fragment)):
      return text.contains(fragment) ? .holds : .fails(expected: "text containing \(fragment.quoted)")
    case (.string, _):
      return .inapplicable(
        "'contains' on text expects text, such as { contains: Ada }; found \(part.kindName)")
    case (.array(let elements), _):
      return elements.contains { $0.includes(part) }
        ? .holds : .fails(expected: "a list containing \(part.flowRendered)")
    case (.object, .object):
      return actual.includes(part) ? .holds : .fails(expected: "a mapping including \(part.flowRendered)")
    case (.object, _):
      return .inapplicable(
        "'contains' on a mapping expects a mapping of the entries it must include; found \(part.kindName)")
    default:
      return .inapplicable("'contains' applies to text, a list or a mapping; found \(actual.kindName)")
    }
  }

  private func evaluateCount(_ count: Int, of actual: Value) -> MatchVerdict {
    let (found, unit): (Int, String)
    switch actual {
    case .string(let text): (found, unit) = (text.count, "character")
    case .array(let elements): (found, unit) = (elements.count, "element")
    case .object(let object): (found, unit) = (object.count, "entry")
    default:
      return .inapplicable("'count' applies to text, a list or a mapping; found \(actual.kindName)")
    }
    guard found != count else { return .holds }
    let plural = count == 1 ? unit : (unit == "entry" ? "entries" : unit + "s")
    return .fails(expected: "\(count) \(plural)")
  }

  private func evaluateBound(
    _ actual: Value, name: String, expected: String, _ bound: Value,
    holds: (Double, Double) -> Bool
  ) -> MatchVerdict {
    guard let number = actual.number, let limit = bound.number else {
      return .inapplicable("'\(name)' applies to a number; found \(actual.kindName)")
    }
    return holds(number, limit) ? .holds : .fails(expected: "\(expected) \(bound.rendered)")
  }
}

extension Value {
  /// The number an `int` or a `double` holds; `nil` for other kinds.
  fileprivate var number: Double? {
    switch self {
    case .int(let whole): Double(whole)
    case .double(let fraction): fraction
    default: nil
    }
  }
}
