import JourneySuite
import Testing

@Suite struct TagExpressionTests {
  @Test(arguments: [
    ("smoke", ["smoke"], true),
    ("smoke", ["auth"], false),
    ("smoke and not slow", ["smoke"], true),
    ("smoke and not slow", ["smoke", "slow"], false),
    ("auth or home", ["home"], true),
    ("(auth or home) and smoke", ["home"], false),
    ("(auth or home) and smoke", ["home", "smoke"], true),
    ("not not smoke", ["smoke"], true),
    ("a or b and c", ["a"], true),
  ])
  func matching(expression: String, tags: [String], matches: Bool) throws {
    #expect(try TagExpression(parsing: expression).matches(tags) == matches)
  }

  @Test func precedenceShowsInTheDescription() throws {
    #expect(try TagExpression(parsing: "a or b and not c").description == "a or (b and not c)")
  }

  @Test(arguments: [
    ("", "invalid tag expression '' at column 1: expected a tag, 'not' or '(' but the expression ended; write tags joined by 'and', 'or', 'not' and parentheses, as in 'smoke and not slow'"),
    ("smoke and", "invalid tag expression 'smoke and' at column 10: expected a tag, 'not' or '(' but the expression ended; write tags joined by 'and', 'or', 'not' and parentheses, as in 'smoke and not slow'"),
    ("(smoke", "invalid tag expression '(smoke' at column 7: expected ')'; write tags joined by 'and', 'or', 'not' and parentheses, as in 'smoke and not slow'"),
    ("smoke slow", "invalid tag expression 'smoke slow' at column 7: expected 'and', 'or' or the end; write tags joined by 'and', 'or', 'not' and parentheses, as in 'smoke and not slow'"),
    ("smoke & slow", "invalid tag expression 'smoke & slow' at column 7: unexpected character '&'; write tags joined by 'and', 'or', 'not' and parentheses, as in 'smoke and not slow'"),
  ])
  func errors(expression: String, message: String) {
    #expect(throws: TagExpressionError.self) { try TagExpression(parsing: expression) }
    do {
      _ = try TagExpression(parsing: expression)
    } catch {
      #expect(error.description == message)
    }
  }
}
