/// What `see` and `notSee` look for in the screen's visible texts: `- see: Welcome` (a part of a
/// text), `- see: { exact: "Total: 3" }` (a whole text) or `- see: { matches: "Error \\d+" }` (a
/// ``TextPattern`` found in a text). Case matches exactly in each.
public enum VisibleTextQuery: Hashable, Sendable, ExpressibleByStringLiteral {
  /// A visible text contains this text.
  case substring(String)
  /// A visible text is this text, whole.
  case exact(String)
  /// The pattern finds a match in a visible text.
  case matches(TextPattern)

  /// A query for a part of a text.
  public init(stringLiteral text: String) {
    self = .substring(text)
  }

  /// Whether `text` is one the query finds.
  public func finds(_ text: String) -> Bool {
    switch self {
    case .substring(let part): text.contains(part)
    case .exact(let whole): text == whole
    case .matches(let pattern): pattern.isFound(in: text)
    }
  }

  /// The key a `see` mapping writes the query with: `contains`, `exact` or `matches`.
  public var key: String {
    switch self {
    case .substring: "contains"
    case .exact: "exact"
    case .matches: "matches"
    }
  }

  /// The text or pattern as written.
  public var text: String {
    switch self {
    case .substring(let text), .exact(let text): text
    case .matches(let pattern): pattern.source
    }
  }

  /// The keys of a `see` mapping, the first standing for the text a scalar writes.
  public static let keys = ["contains", "exact", "matches"]
}
