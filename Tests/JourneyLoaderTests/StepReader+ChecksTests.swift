import JourneyLoader
import JourneyModel
import Testing
import ValueCoding

@Suite struct StepReaderChecksTests {
  @Test func readsScreenChecks() {
    #expect(
      stepKinds(#"see: "Welcome Back""#, #"notSee: "You're offline""#, "screen: Home", "see: 3")
        == [.see("Welcome Back"), .notSee("You're offline"), .screen("Home"), .see("3")]
    )
  }

  @Test func reportsEmptyScreenChecks() {
    #expect(
      problems(journeyText("see: ''", "screen: {}")) == """
        j.yaml:3:10: error: 'see' expects text such as Welcome Back, or { exact: "Total: 3" } or \
        { matches: "Error \\\\d+" }; found ''
        j.yaml:4:13: error: 'screen' expects a screen's name such as Home; found an empty mapping
        """
    )
  }

  @Test func readsCalls() {
    let loaded = journey(
      journeyText("calls: { auth: [ { login: { email: ada@example.com } }, fetchProfile ], analytics: [] }")
    )
    #expect(
      loaded?.steps.first?.kind
        == .calls([
          CallsExpectation(
            mock: "auth",
            calls: [
              ExpectedCall(
                endpoint: "login", arguments: ["email": "ada@example.com"], location: at(3, 22),
                argumentLocations: ["email": at(3, 33)]),
              ExpectedCall(endpoint: "fetchProfile", location: at(3, 61)),
            ],
            location: at(3, 14)
          ),
          CallsExpectation(mock: "analytics", calls: [], location: at(3, 77)),
        ])
    )
  }

  @Test func reportsBadCalls() {
    #expect(
      problems(
        journeyText(
          "calls: [login]", "calls: { auth: login }", "calls: { auth: [ [login], { a: 1, b: 2 }, 'a b' ] }"))
          == """
          j.yaml:3:12: error: 'calls' expects each mock's calls in order, such as { auth: [login, fetchProfile] }, \
          or { auth: { including: [login] } }, { auth: { anyOrder: [fetchProfile, login] } }, \
          { auth: { count: { login: 2 } } }; found a list
          j.yaml:4:20: error: 'calls' expects the list of the calls of 'auth', such as [login, { login: \
          { email: ada@example.com } }] or [] for none, or a mapping of one of 'including' (these calls in \
          order, among others), 'anyOrder' (exactly these calls, in any order) and 'count' (how many calls \
          of each endpoint), such as { including: [login] } or { count: { login: 2 } }; found 'login'
          j.yaml:5:22: error: 'calls' expects each call to be an endpoint such as login, or an endpoint \
          with arguments the call must include, such as { login: { email: ada@example.com } }; found a list
          j.yaml:5:31: error: 'calls' expects each call to be an endpoint such as login, or an endpoint \
          with arguments the call must include, such as { login: { email: ada@example.com } }; found a mapping
          j.yaml:5:47: error: 'calls' expects each call to be an endpoint such as login, or an endpoint \
          with arguments the call must include, such as { login: { email: ada@example.com } }; found 'a b'
          """
    )
  }

  @Test func readsCallsIncludingInAnyOrderAndCounted() {
    let loaded = journey(
      journeyText(
        "calls: { auth: { including: [login] }, storage: { anyOrder: [ { save: { key: a } }, load ] } }",
        "calls: { auth: { count: { login: 2, logout: 0 } } }"))
    #expect(
      loaded?.steps.map(\.kind) == [
        .calls([
          CallsExpectation(
            mock: "auth", calls: [ExpectedCall(endpoint: "login", location: at(3, 34))], comparison: .including,
            location: at(3, 14)),
          CallsExpectation(
            mock: "storage",
            calls: [
              ExpectedCall(
                endpoint: "save", arguments: ["key": "a"], location: at(3, 67), argumentLocations: ["key": at(3, 77)]),
              ExpectedCall(endpoint: "load", location: at(3, 89)),
            ],
            comparison: .anyOrder, location: at(3, 44)),
        ]),
        .calls([
          CallsExpectation(
            mock: "auth", calls: [],
            comparison: .count([
              CallCount(endpoint: "login", count: 2, location: at(4, 31)),
              CallCount(endpoint: "logout", count: 0, location: at(4, 41)),
            ]),
            location: at(4, 14))
        ]),
      ])
  }

  @Test func reportsBadCallsForms() {
    #expect(
      problems(
        journeyText(
          "calls: { auth: { includes: [login] } }", "calls: { auth: { including: [login], count: { login: 1 } } }",
          "calls: { auth: { anyOrder: login } }", "calls: { auth: { count: 2 } }",
          "calls: { auth: { count: { login: -1, 'a b': 1 } } }"))
        == """
        j.yaml:3:22: error: unknown key 'includes' in the calls of 'auth'; its keys are including, anyOrder and count
        j.yaml:4:20: error: the calls of 'auth' take one of 'including', 'anyOrder', 'count', found \
        'including' and 'count'; keep one
        j.yaml:5:32: error: 'anyOrder' expects a list of calls of 'auth', such as [login, { fetchProfile: \
        { accessToken: a } }]; found 'login'
        j.yaml:6:29: error: 'count' expects endpoints of 'auth' with their numbers of calls, such as \
        { login: 2 }; found '2'
        j.yaml:7:38: error: 'count' expects the number of calls of 'auth.login', such as 2; found '-1'
        j.yaml:7:42: error: 'count' expects endpoints of 'auth' with their numbers of calls, such as \
        { login: 2 }; found 'a b'
        """
    )
  }

  @Test func anExhaustiveJourneyRefusesCallsThatCheckOnlySome() {
    let subflow = "steps:\n  - calls: { auth: { count: { login: 1 } } }\n"
    let text = """
      name: Test
      exhaustive: true
      steps:
        - calls: { auth: { including: [login] }, storage: { anyOrder: [load] }, keychain: [] }
        - run: s.subflow.yaml
      """
    #expect(
      problems(text, files: ["s.subflow.yaml": subflow]) == """
        j.yaml:4:14: error: 'including' checks only some of the calls of 'auth', and each 'calls' of an \
        exhaustive journey checks every call of its mocks since their previous check: list them all, in \
        order as [login, fetchProfile] or in any order as { anyOrder: [fetchProfile, login] }, or remove \
        'exhaustive: true'
        s.subflow.yaml:2:14: error: 'count' checks only some of the calls of 'auth', and each 'calls' of an \
        exhaustive journey checks every call of its mocks since their previous check: list them all, in \
        order as [login, fetchProfile] or in any order as { anyOrder: [fetchProfile, login] }, or remove \
        'exhaustive: true'
        """)
  }

  @Test func readsActionsThatMustNotBeReceived() {
    #expect(
      stepKinds("notReceive: [ auth.loginResponse, auth.delegate ]", "notReceive: auth.loginResponse") == [
        .notReceive([
          ActionPattern(path: ["auth", "loginResponse"], location: at(3, 19)),
          ActionPattern(path: ["auth", "delegate"], location: at(3, 39)),
        ]),
        .notReceive([ActionPattern(path: ["auth", "loginResponse"], location: at(4, 17))]),
      ])
  }

  @Test func reportsBadActionsThatMustNotBeReceived() {
    #expect(
      problems(journeyText("notReceive: []", "notReceive: [auth.]")) == """
        j.yaml:3:17: error: 'notReceive' expects actions such as auth.loginResponse, as a list or one \
        alone; an empty list checks nothing: name the actions that must not have been delivered
        j.yaml:4:18: error: 'notReceive' expects actions such as auth.loginResponse, as a list or one \
        alone; found 'auth.'
        """
    )
  }

  @Test func readsReceivedActions() {
    #expect(
      journey(
        journeyText(
          "receive: [ auth.loginResponse, auth.delegate ]", "receive: auth.loginResponse", "receive: []"))?
        .steps.map(\.kind) == [
          .receive([
            ActionPattern(path: ["auth", "loginResponse"], location: at(3, 16)),
            ActionPattern(path: ["auth", "delegate"], location: at(3, 36)),
          ]),
          .receive([ActionPattern(path: ["auth", "loginResponse"], location: at(4, 14))]),
          .receive([]),
        ]
    )
  }

  @Test func reportsBadReceivedActions() {
    #expect(
      problems(journeyText("receive: [auth., { a: b }]")) == """
        j.yaml:3:15: error: 'receive' expects actions such as auth.loginResponse, as a list or one alone; found 'auth.'
        j.yaml:3:22: error: 'receive' expects actions such as auth.loginResponse, as a list or one alone; found a mapping
        """
    )
  }
}
