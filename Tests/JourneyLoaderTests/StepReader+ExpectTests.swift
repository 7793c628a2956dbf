import JourneyLoader
import JourneyModel
import Testing
import ValueCoding

@Suite struct StepReaderExpectTests {
  @Test func readsEveryMatcher() {
    let text = """
      name: Test
      steps:
        - expect:
            user.profile.email: ada@example.com
            navigation.pendingDeepLink: null
            explore.results: { count: 3 }
            auth.errorMessage: { contains: "Invalid" }
            user.profile: { not: null }
            tags: [a, b]
            settings: { equals: { theme: dark } }
            flags.beta: { null: true }
            flags.alpha: { null: false }
            counter: { not: { equals: 2 } }
            'items[0].title': { equals: null }
            pendingRequests: { atLeast: 0 }
            progress: { atMost: 0.5 }
      """
    #expect(
      journey(text)?.steps == [
        Step(
          .expect([
            StateExpectation(
              path: ["user", "profile", "email"], matcher: .equals("ada@example.com"),
              location: at(4, 7), matcherLocation: at(4, 27)),
            StateExpectation(
              path: ["navigation", "pendingDeepLink"], matcher: .isNull,
              location: at(5, 7), matcherLocation: at(5, 35)),
            StateExpectation(
              path: ["explore", "results"], matcher: .count(3),
              location: at(6, 7), matcherLocation: at(6, 24)),
            StateExpectation(
              path: ["auth", "errorMessage"], matcher: .contains("Invalid"),
              location: at(7, 7), matcherLocation: at(7, 26)),
            StateExpectation(
              path: ["user", "profile"], matcher: .not(.isNull),
              location: at(8, 7), matcherLocation: at(8, 21)),
            StateExpectation(
              path: ["tags"], matcher: .equals(["a", "b"]),
              location: at(9, 7), matcherLocation: at(9, 13)),
            StateExpectation(
              path: ["settings"], matcher: .equals(["theme": "dark"]),
              location: at(10, 7), matcherLocation: at(10, 17)),
            StateExpectation(
              path: ["flags", "beta"], matcher: .isNull,
              location: at(11, 7), matcherLocation: at(11, 19)),
            StateExpectation(
              path: ["flags", "alpha"], matcher: .not(.isNull),
              location: at(12, 7), matcherLocation: at(12, 20)),
            StateExpectation(
              path: ["counter"], matcher: .not(.equals(2)),
              location: at(13, 7), matcherLocation: at(13, 16)),
            StateExpectation(
              path: ["items", 0, "title"], matcher: .isNull,
              location: at(14, 7), matcherLocation: at(14, 25)),
            StateExpectation(
              path: ["pendingRequests"], matcher: .atLeast(0),
              location: at(15, 7), matcherLocation: at(15, 24)),
            StateExpectation(
              path: ["progress"], matcher: .atMost(0.5),
              location: at(16, 7), matcherLocation: at(16, 17)),
          ]),
          at: at(3, 5)
        )
      ]
    )
  }

  @Test func readsScalarsByTheCoreSchema() {
    #expect(
      stepKinds(#"expect: { a: 1, b: 1.5, c: true, d: "1", e: ~, f: 0x10 }"#)
        == [
          .expect([
            StateExpectation(path: ["a"], matcher: .equals(1), location: at(3, 15), matcherLocation: at(3, 18)),
            StateExpectation(path: ["b"], matcher: .equals(1.5), location: at(3, 21), matcherLocation: at(3, 24)),
            StateExpectation(path: ["c"], matcher: .equals(true), location: at(3, 29), matcherLocation: at(3, 32)),
            StateExpectation(path: ["d"], matcher: .equals("1"), location: at(3, 38), matcherLocation: at(3, 41)),
            StateExpectation(path: ["e"], matcher: .isNull, location: at(3, 46), matcherLocation: at(3, 49)),
            StateExpectation(path: ["f"], matcher: .equals(16), location: at(3, 52), matcherLocation: at(3, 55)),
          ])
        ]
    )
  }

  @Test func reportsBadMatchers() {
    let text = """
      name: Test
      steps:
        - expect:
            a: { cont: 3 }
            b: { name: Ada }
            c: { count: 3, bogus: x }
            d: {}
            e: { count: -1 }
            f: { null: maybe }
            g: { not: { bad: 1 } }
      """
    #expect(
      problems(text) == """
        j.yaml:4:12: error: unknown matcher 'cont' for 'a'; did you mean 'count'?
        j.yaml:5:12: error: unknown matcher 'name' for 'b'; the matchers are equals, null, contains, \
        prefix, matches, count, atLeast, atMost and not; to expect a mapping, write { equals: { … } }
        j.yaml:6:22: error: unknown matcher 'bogus' for 'c'; the matchers are equals, null, contains, \
        prefix, matches, count, atLeast, atMost and not; to expect a mapping, write { equals: { … } }
        j.yaml:7:10: error: 'expect' needs at least one matcher for 'd': equals, null, contains, prefix, matches, \
        count, atLeast, atMost or not; found an empty mapping; to expect a mapping, write { equals: { … } }
        j.yaml:8:19: error: 'count' expects a whole number of at least 0, such as 3; found '-1'
        j.yaml:9:18: error: 'null' expects true or false; found 'maybe'
        j.yaml:10:19: error: unknown matcher 'bad' for 'g'; the matchers are equals, null, contains, \
        prefix, matches, count, atLeast, atMost and not; to expect a mapping, write { equals: { … } }
        """
    )
  }

  @Test func aStateKeyAroundThePathsIsReportedWithTheStepWrittenWithoutIt() {
    let text = journeyText("expect: { state: { user.isSignedIn: false } }")
    #expect(
      problems(text) == """
        j.yaml:3:24: error: unknown matcher 'user.isSignedIn' for 'state'; 'expect' takes the state's paths \
        as its keys, with no 'state' around them: write - expect: { user.isSignedIn: … }
        """
    )
  }

  @Test func reportsBadStatePathsAtTheirColumn() {
    let text = journeyText("expect: { user..name: 1 }", #"expect: { "a[x]": 1 }"#, "expect: []")
    #expect(
      problems(text) == """
        j.yaml:3:20: error: bad state path: expected a key at column 6 of path 'user..name', found '.'
        j.yaml:4:15: error: bad state path: expected an index or a quoted key at column 3 of path 'a[x]', found 'x'
        j.yaml:5:13: error: 'expect' expects state paths with expected values, such as { \
        user.profile.email: ada@example.com, explore.results: { count: 3 } }; found an empty list
        """
    )
  }
}

@Suite struct StepReaderTextMatcherTests {
  @Test func severalMatchersOnAPathMustAllHoldAndTextMatchersReadTheirText() throws {
    let text = #"""
      name: Test
      steps:
        - expect:
            count: { atLeast: 1, atMost: 3 }
            user.name: { prefix: Ada, not: { matches: "\\d" } }
            auth.errorMessage: { matches: "^Invalid (email|password)$" }
      """#
    let steps = try #require(journey(text)?.steps)
    guard case .expect(let expectations) = steps.first?.kind else {
      Issue.record("expected an expect step, read \(steps)")
      return
    }
    #expect(
      expectations.map(\.matcher) == [
        .all([.atLeast(1), .atMost(3)]),
        .all([.prefix("Ada"), .not(.matches(try TextPattern(#"\d"#)))]),
        .matches(try TextPattern("^Invalid (email|password)$")),
      ])
    #expect(expectations.map(\.matcher.description) == [
      "is at least 1 and is at most 3", #"starts with Ada and not (matches /\d/)"#,
      "matches /^Invalid (email|password)$/",
    ])
  }

  @Test func aPatternThatIsNoRegularExpressionIsAtItsValueWithTheParsersReason() {
    let text = """
      name: Test
      steps:
        - expect: { user.name: { matches: "(Ada" }, user.email: { prefix: [a] } }
      """
    #expect(
      problems(text) == """
        j.yaml:3:37: error: 'matches' for 'user.name' expects a regular expression in Swift Regex syntax, as \
        Regex(_:) parses it: expected ')' in "(Ada"; write \\ before ( ) [ ] { } . * + ? | ^ $ \\ to match it as text
        j.yaml:3:69: error: 'prefix' expects the text the value starts with, such as Ada; found a list
        """
    )
  }
}
