import JourneyLoader
import JourneyModel
import Testing
import ValueCoding

@Suite struct NodeReaderGivenTests {
  @Test func splitsMocksFromTheAppsPart() {
    let text = """
      name: Test
      given:
        signedIn: false
        mocks:
          auth.login: { answer: { token: abc }, latency: 2s }
        flags: [beta]
      steps: [launch]
      """
    #expect(
      journey(text)?.given
        == Given(
          mocks: [
            MockChange(
              mock: "auth", endpoint: "login",
              behavior: LocatedValue(
                ["answer": ["token": "abc"], "latency": "2s"],
                locations: [
                  .root: at(5, 17), ["answer"]: at(5, 27), ["answer", "token"]: at(5, 36),
                  ["latency"]: at(5, 52),
                ],
                keyLocations: [["answer"]: at(5, 19), ["answer", "token"]: at(5, 29), ["latency"]: at(5, 43)]
              ),
              location: at(5, 5)
            )
          ],
          app: LocatedValue(
            ["signedIn": false, "flags": ["beta"]],
            locations: [
              .root: at(3, 3), ["signedIn"]: at(3, 13), ["flags"]: at(6, 10), ["flags", 0]: at(6, 11),
            ],
            keyLocations: [["signedIn"]: at(3, 3), ["flags"]: at(6, 3)]
          )
        )
    )
  }

  @Test func readsAnEmptyGiven() {
    #expect(journey("name: Test\ngiven:\nsteps: [launch]\n")?.given == Given())
  }

  @Test func reportsAGivenThatIsNotAMapping() {
    #expect(
      problems("name: Test\ngiven: [a]\nsteps: [launch]\n")
        == "j.yaml:2:8: error: 'given' expects a mapping, such as { mocks: { auth.login: { answer: { id: 1 } } }, "
        + "signedIn: false }; found a list"
    )
    #expect(
      problems("name: Test\ngiven: { mocks: [a] }\nsteps: [launch]\n")
        == "j.yaml:2:17: error: 'mocks' in 'given' expects mock endpoints with their behaviour, such as "
        + "{ auth.login: { answer: { id: 1 }, latency: 2s } }; found a list"
    )
  }

  @Test func checksMocksAndKeysAgainstAVocabulary() {
    let vocabulary = Vocabulary(
      mocks: ["auth": ["login", "logout"], "profile": ["fetch"]], givenKeys: ["signedIn", "flags"])
    let text = """
      name: Test
      given:
        signedIn: true
        signedin: true
        locale: vi
        mocks:
          auht.login: { error: x }
          auth.logn: { error: x }
          billing.charge: {}
      steps:
        - mock: { auth.logut: { error: x } }
        - calls: { auth: [lgin], profile: [fetch] }
      """
    #expect(
      problems(text, vocabulary: vocabulary) == """
        j.yaml:4:3: error: unknown key 'signedin' in 'given'; did you mean 'signedIn'?
        j.yaml:5:3: error: unknown key 'locale' in 'given'; its keys are mocks, signedIn and flags
        j.yaml:7:5: error: unknown mock 'auht'; did you mean 'auth'?
        j.yaml:8:5: error: mock 'auth' has no endpoint 'logn'; did you mean 'login'?
        j.yaml:9:5: error: unknown mock 'billing'; the mocks are auth and profile
        j.yaml:11:13: error: mock 'auth' has no endpoint 'logut'; did you mean 'logout'?
        j.yaml:12:21: error: mock 'auth' has no endpoint 'lgin'; did you mean 'login'?
        """
    )
  }

  @Test func acceptsWhatAVocabularyKnows() {
    let vocabulary = Vocabulary(mocks: ["auth": ["login"]], givenKeys: ["signedIn"])
    let text = """
      name: Test
      given: { signedIn: true, mocks: { auth.login: { error: x } } }
      steps: [{ calls: { auth: [login] } }]
      """
    #expect(journey(text, vocabulary: vocabulary)?.given.mocks.map(\.endpoint) == ["login"])
  }
}
