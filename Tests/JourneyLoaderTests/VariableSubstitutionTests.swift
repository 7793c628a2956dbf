import JourneyLoader
import JourneyModel
import Testing
import ValueCoding

@Suite struct VariableSubstitutionTests {
  /// A journey with one step and one examples row.
  func kinds(_ step: String, row: String) -> [StepKind] {
    journey("name: T\nsteps:\n  - \(step)\nexamples:\n  - \(row)\n")?.steps.map(\.kind) ?? []
  }

  @Test func aVariableAloneKeepsTheValueAsWritten() {
    let text = """
      name: T
      steps:
        - expect:
            a: ${n}
            b: ${s}
            c: ${e}
            d: ${z}
      examples:
        - { n: 3, s: "3", e: "", z: ~ }
      """
    #expect(
      journey(text)?.steps.map(\.kind) == [
        .expect([
          StateExpectation(path: ["a"], matcher: .equals(3), location: at(4, 7), matcherLocation: at(4, 10)),
          StateExpectation(path: ["b"], matcher: .equals("3"), location: at(5, 7), matcherLocation: at(5, 10)),
          StateExpectation(path: ["c"], matcher: .equals(""), location: at(6, 7), matcherLocation: at(6, 10)),
          StateExpectation(path: ["d"], matcher: .isNull, location: at(7, 7), matcherLocation: at(7, 10)),
        ])
      ]
    )
  }

  @Test func aQuotedVariableAloneKeepsTheTypeOfItsValue() {
    #expect(
      kinds(#"expect: { a: "${n}", b: "${on}", c: "${none}", d: "${text}" }"#, row: #"{ n: 3, on: true, none: null, text: "3" }"#)
        == [
          .expect([
            StateExpectation(path: ["a"], matcher: .equals(3), location: at(3, 15), matcherLocation: at(3, 18)),
            StateExpectation(path: ["b"], matcher: .equals(true), location: at(3, 26), matcherLocation: at(3, 29)),
            StateExpectation(path: ["c"], matcher: .isNull, location: at(3, 38), matcherLocation: at(3, 41)),
            StateExpectation(path: ["d"], matcher: .equals("3"), location: at(3, 52), matcherLocation: at(3, 55)),
          ])
        ]
    )
  }

  @Test func aVariableInTextIsReadAsIfWrittenThere() {
    let text = """
      name: T
      steps:
        - expect:
            a: ${x}${y}
            b: ${x}px
      examples:
        - { x: 1, y: 2 }
      """
    #expect(
      journey(text)?.steps.map(\.kind) == [
        .expect([
          StateExpectation(path: ["a"], matcher: .equals(12), location: at(4, 7), matcherLocation: at(4, 10)),
          StateExpectation(path: ["b"], matcher: .equals("1px"), location: at(5, 7), matcherLocation: at(5, 10)),
        ])
      ]
    )
    #expect(kinds("wait: ${n}ms", row: "{ n: 250 }") == [.wait(.milliseconds(250))])
  }

  @Test func textAroundVariablesIsKeptWhateverItsLetters() {
    #expect(kinds("see: Chào ${name}, còn ${n} ngày", row: "{ name: Ada, n: 3 }") == [.see("Chào Ada, còn 3 ngày")])
    #expect(
      problems(journeyText("see: ${tên}"))
        == "j.yaml:3:10: error: '${tên}' is not a variable; a variable's name is letters, digits and '_', such as ${email}"
    )
  }

  @Test func aBraceWithAMarkCombinedDoesNotEndAVariable() {
    #expect(
      problems(journeyText("see: ${n}\u{301} and ${n}"))
        == "j.yaml:3:10: error: '${n}\u{301} and ${n}' is not a variable; a variable's name is letters, digits "
        + "and '_', such as ${email}"
    )
  }

  @Test func doubleDollarWritesALiteralVariable() {
    #expect(kinds("see: $${total} is ${n}", row: "{ n: 3 }") == [.see("${total} is 3")])
    #expect(stepKinds("see: Price $$5 $${x}") == [.see("Price $$5 ${x}")])
  }

  @Test func aDollarWrittenAsAnEscapeStartsAVariableToo() {
    #expect(kinds(#"see: "\x24{n} left""#, row: "{ n: 3 }") == [.see("3 left")])
    #expect(kinds(#"see: "\u0024{n}""#, row: "{ n: 3 }") == [.see("3")])
  }

  @Test func reportsVariablesWithoutExamples() {
    #expect(
      problems(journeyText("see: ${name}"))
        == "j.yaml:3:10: error: unknown variable '${name}'; this journey has no 'examples' to define it; "
        + "write '$${' for a literal '${'"
    )
  }

  @Test func reportsMalformedVariables() {
    #expect(
      problems(journeyText("see: ${name", "see: ${first name}", "expect:\n      ${key}: 1")) == """
        j.yaml:3:10: error: '${' starts a variable but no '}' ends it; write ${name}, or '$${' for a literal '${'
        j.yaml:4:10: error: '${first name}' is not a variable; a variable's name is letters, digits and '_', such as ${email}
        j.yaml:6:7: error: '${key}' is in a key; variables can be used only in values
        """
    )
  }
}
