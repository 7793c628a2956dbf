/// A regular expression a journey writes, in Swift Regex syntax as `Regex(_:)` parses it (not
/// ECMA-262: a JSON Schema's `pattern` dialect), compiled when the journey is read so that a bad
/// pattern is an error of the file. It is searched for: it matches text when it matches some part
/// of it, as `contains` does and Playwright's `toHaveText` with a regular expression does; anchor
/// it with `^` and `$` to match the whole text.
public struct TextPattern: Hashable, Sendable, CustomStringConvertible {
  /// The pattern as written.
  public let source: String
  /// The compiled pattern, held by reference: a regex's layout is the standard library's to
  /// change, so a value holding one inline has a size known only as the program runs, and so
  /// would every step and step kind holding a pattern, each copy, move and `switch` of them going
  /// through the runtime.
  private let compiled: Compiled

  /// A compiled regex. Not declared `Sendable` by the standard library, a regex is immutable once
  /// made: the program it compiles on first use is stored atomically, so threads may share it.
  private final class Compiled: @unchecked Sendable {
    let regex: Regex<AnyRegexOutput>

    init(_ regex: Regex<AnyRegexOutput>) {
      self.regex = regex
    }
  }

  /// Compiles `source`; throws the parser's reason when it is no regular expression.
  public init(_ source: String) throws(TextPatternError) {
    do {
      compiled = Compiled(try Regex(source))
    } catch {
      throw TextPatternError(reason: "\(error)")
    }
    self.source = source
  }

  private var regex: Regex<AnyRegexOutput> {
    compiled.regex
  }

  /// Whether the pattern matches some part of `text`.
  public func isFound(in text: String) -> Bool {
    text.contains(regex)
  }

  /// `text` with every match of the pattern that is not empty replaced by `replacement`, left to
  /// right; an empty match (of `\b`, say) replaces nothing.
  public func replacingMatches(in text: String, with replacement: String) -> String {
    var replaced = ""
    var rest = text.startIndex
    for match in text.matches(of: regex) where !match.range.isEmpty {
      replaced += text[rest..<match.range.lowerBound]
      replaced += replacement
      rest = match.range.upperBound
    }
    return rest == text.startIndex ? text : replaced + text[rest...]
  }

  /// Whether the pattern matches the empty text, as `\d*` does: it matches nothing in particular.
  public var matchesEmptyText: Bool {
    isFound(in: "")
  }

  /// The pattern between slashes, as `/Error \d+/`.
  public var description: String {
    "/\(source)/"
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.source == rhs.source
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(source)
  }
}

/// Why text is no regular expression, as the Regex parser says.
public struct TextPatternError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The parser's reason, such as "expected ')'".
  public var reason: String

  public var description: String {
    reason
  }
}
