import JourneyLoader
import JourneyModel
import Testing

/// A problem with a key inside a step's mapping is reported at that key, in flow and block style
/// alike, not at the mapping or the step that holds it.
@Suite struct NestedKeyLocationTests {
  @Test func anUnknownOptionOfAStepIsAtTheKey() {
    let text = """
      name: Test
      steps:
        - tap: { label: Sign In, bogus: 1 }
        - tap:
            label: Sign In
            bogus: 1
        - element: { label: Email, value: x, placeholdr: Email }
        - element:
            label: Email
            value: x
            placeholdr: Email
      """
    #expect(
      problems(text) == """
        j.yaml:3:28: error: unknown key 'bogus' in 'tap'; its keys are label, id and refused
        j.yaml:6:7: error: unknown key 'bogus' in 'tap'; its keys are label, id and refused
        j.yaml:7:40: error: unknown key 'placeholdr' in 'element'; did you mean 'placeholder'?
        j.yaml:11:7: error: unknown key 'placeholdr' in 'element'; did you mean 'placeholder'?
        """
    )
  }

  @Test func aMatcherThatIsNoneIsAtItsKey() {
    let text = """
      name: Test
      steps:
        - expect: { user.name: { contains: Ada, cont: 3 } }
        - expect:
            user.name:
              contains: Ada
              bogus: 3
        - stored: { keychain.token: { null: false, bogus: 1 } }
      """
    let advice = "the matchers are equals, null, contains, prefix, matches, count, atLeast, atMost and not"
    #expect(
      problems(text) == """
        j.yaml:3:43: error: unknown matcher 'cont' for 'user.name'; did you mean 'count'?
        j.yaml:7:9: error: unknown matcher 'bogus' for 'user.name'; \(advice); to expect a mapping, write { equals: { … } }
        j.yaml:8:46: error: unknown matcher 'bogus' for 'keychain.token'; \(advice); to expect a mapping, \
        write { equals: { … } }
        """
    )
  }

  @Test func theArgumentsOfAnExpectedCallAreLocatedAtTheirKeys() {
    let loaded = journey(
      """
      name: Test
      steps:
        - calls: { auth: [ { login: { email: a, password: b } } ] }
        - calls:
            auth:
              - login:
                  email: a
                  password: b
      """)
    let calls = loaded?.steps.compactMap { step -> ExpectedCall? in
      guard case .calls(let expectations) = step.kind else { return nil }
      return expectations.first?.calls.first
    }
    #expect(calls?.map(\.argumentLocations) == [
      ["email": at(3, 33), "password": at(3, 43)],
      ["email": at(7, 13), "password": at(8, 13)],
    ])
  }
}
