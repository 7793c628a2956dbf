import Prelude

/// A filter on journey tags, such as `smoke and not slow` or `(auth or home) and smoke`.
///
/// Grammar: `or` binds loosest, then `and`, then `not`; parentheses group. Tags are words of
/// letters, digits, `-`, `_` and `.`.
public indirect enum TagExpression: Hashable, Sendable, CustomStringConvertible {
  case tag(String)
  case not(TagExpression)
  case and(TagExpression, TagExpression)
  case or(TagExpression, TagExpression)

  /// Whether a journey with these tags matches.
  public func matches(_ tags: some Collection<String>) -> Bool {
    switch self {
    case .tag(let tag): tags.contains(tag)
    case .not(let expression): !expression.matches(tags)
    case .and(let lhs, let rhs): lhs.matches(tags) && rhs.matches(tags)
    case .or(let lhs, let rhs): lhs.matches(tags) || rhs.matches(tags)
    }
  }

  public var description: String {
    switch self {
    case .tag(let tag): tag
    case .not(let expression): "not \(expression.grouped)"
    case .and(let lhs, let rhs): "\(lhs.grouped) and \(rhs.grouped)"
    case .or(let lhs, let rhs): "\(lhs.grouped) or \(rhs.grouped)"
    }
  }

  private var grouped: String {
    switch self {
    case .tag, .not: description
    case .and, .or: "(\(description))"
    }
  }

  /// Parses an expression; the error says where it went wrong and what was expected.
  public init(parsing text: String) throws(TagExpressionError) {
    var parser = Parser(text: text)
    self = try parser.parseExpression()
  }
}

/// Why a tag expression could not be parsed.
public struct TagExpressionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The expression.
  public var text: String
  /// Where the problem is, counting characters from 1.
  public var column: Int
  /// What was expected there.
  public var message: String

  public var description: String {
    "invalid tag expression '\(text)' at column \(column): \(message); write tags joined by 'and', 'or', 'not' and parentheses, as in 'smoke and not slow'"
  }
}

private struct Parser {
  enum Token: Equatable {
    case word(String), and, or, not, open, close, end
  }

  let text: String
  var tokens: [(token: Token, column: Int)] = []
  var index = 0
  var tokenizingError: TagExpressionError?

  init(text: String) {
    self.text = text
    var column = 1
    var characters = Substring(text)
    while let character = characters.first {
      if character.isWhitespace {
        characters.removeFirst()
        column += 1
      } else if character == "(" || character == ")" {
        tokens.append((character == "(" ? .open : .close, column))
        characters.removeFirst()
        column += 1
      } else if Self.isWordCharacter(character) {
        let word = characters.prefix(while: Self.isWordCharacter)
        let token: Token =
          switch word {
          case "and": .and
          case "or": .or
          case "not": .not
          default: .word(String(word))
          }
        tokens.append((token, column))
        characters.removeFirst(word.count)
        column += word.count
      } else {
        tokenizingError = TagExpressionError(
          text: text, column: column, message: "unexpected character '\(character)'")
        break
      }
    }
    tokens.append((.end, column))
  }

  static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || "-_.".contains(character)
  }

  var current: (token: Token, column: Int) { tokens[index] }

  mutating func parseExpression() throws(TagExpressionError) -> TagExpression {
    if let tokenizingError { throw tokenizingError }
    let expression = try parseOr()
    guard current.token == .end else {
      throw error("expected 'and', 'or' or the end")
    }
    return expression
  }

  mutating func parseOr() throws(TagExpressionError) -> TagExpression {
    var expression = try parseAnd()
    while current.token == .or {
      index += 1
      expression = .or(expression, try parseAnd())
    }
    return expression
  }

  mutating func parseAnd() throws(TagExpressionError) -> TagExpression {
    var expression = try parseNot()
    while current.token == .and {
      index += 1
      expression = .and(expression, try parseNot())
    }
    return expression
  }

  mutating func parseNot() throws(TagExpressionError) -> TagExpression {
    switch current.token {
    case .not:
      index += 1
      return .not(try parseNot())
    case .open:
      index += 1
      let expression = try parseOr()
      guard current.token == .close else { throw error("expected ')'") }
      index += 1
      return expression
    case .word(let tag):
      index += 1
      return .tag(tag)
    case .end:
      throw error("expected a tag, 'not' or '(' but the expression ended")
    case .and, .or, .close:
      throw error("expected a tag, 'not' or '('")
    }
  }

  func error(_ message: String) -> TagExpressionError {
    TagExpressionError(text: text, column: current.column, message: message)
  }
}
