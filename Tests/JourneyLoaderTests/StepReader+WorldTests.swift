import JourneyLoader
import JourneyModel
import Testing
import ValueCoding

@Suite struct StepReaderWorldTests {
  @Test func readsDeepLinks() {
    #expect(
      stepKinds(#"deepLink: "myapp://explore?q=swift""#, "deepLink: https://example.com/a")
        == [.deepLink(url: "myapp://explore?q=swift"), .deepLink(url: "https://example.com/a")]
    )
  }

  @Test func reportsADeepLinkWithoutAScheme() {
    #expect(
      problems(journeyText("deepLink: explore?q=swift"))
        == "j.yaml:3:15: error: 'deepLink' expects a URL such as myapp://explore?q=swift, starting with "
        + "a scheme and ':'; found 'explore?q=swift'"
    )
  }

  @Test func readsNetworkConditions() {
    #expect(
      stepKinds("network: offline", "network: wifi", "network: cellular", "network: ethernet")
        == [.network(.offline), .network(.wifi), .network(.cellular), .network(.ethernet)]
    )
  }

  @Test func listsTheNetworkConditionsWhenNoneIsClose() {
    #expect(
      problems(journeyText("network: 5g"))
        == "j.yaml:3:14: error: 'network' expects offline, wifi, cellular or ethernet; found '5g'"
    )
  }

  @Test func readsMockChangesWithLocatedBehaviour() {
    let loaded = journey(
      journeyText(
        "mock: { auth.login: { error: unauthorized }, profile.fetch: { answer: { name: Ada }, latency: 2s } }"
      )
    )
    #expect(
      loaded?.steps.first?.kind
        == .mock([
          MockChange(
            mock: "auth", endpoint: "login",
            behavior: LocatedValue(
              ["error": "unauthorized"],
              locations: [.root: at(3, 25), ["error"]: at(3, 34)],
              keyLocations: [["error"]: at(3, 27)]
            ),
            location: at(3, 13)
          ),
          MockChange(
            mock: "profile", endpoint: "fetch",
            behavior: LocatedValue(
              ["answer": ["name": "Ada"], "latency": "2s"],
              locations: [
                .root: at(3, 65), ["answer"]: at(3, 75), ["answer", "name"]: at(3, 83),
                ["latency"]: at(3, 99),
              ],
              keyLocations: [["answer"]: at(3, 67), ["answer", "name"]: at(3, 77), ["latency"]: at(3, 90)]
            ),
            location: at(3, 50)
          ),
        ])
    )
  }

  @Test func reportsBadMockChanges() {
    #expect(
      problems(
        journeyText("mock: {}", "mock: { authlogin: { error: x } }", "mock: { auth.login.now: 1, .x: 2 }"))
          == """
          j.yaml:3:11: error: 'mock' expects mock endpoints with their behaviour, such as { auth.login: \
          { error: unauthorized } }; found an empty mapping
          j.yaml:4:13: error: 'authlogin' is not a mock endpoint; write mock.endpoint, such as auth.login
          j.yaml:5:13: error: 'auth.login.now' is not a mock endpoint; write mock.endpoint, such as auth.login
          j.yaml:5:32: error: '.x' is not a mock endpoint; write mock.endpoint, such as auth.login
          """
    )
  }

  @Test func readsActionsToSend() {
    #expect(
      stepKinds(
        "send: settings.languageChanged",
        "send: { action: settings.languageChanged, payload: vietnamese }",
        "send: { action: auth.logout }"
      ) == [
        .send(ActionReference(path: "settings.languageChanged")),
        .send(
          ActionReference(
            path: "settings.languageChanged",
            payload: LocatedValue("vietnamese", locations: [.root: at(4, 56)])
          )
        ),
        .send(ActionReference(path: "auth.logout")),
      ]
    )
  }

  @Test func reportsBadActionsToSend() {
    #expect(
      problems(journeyText("send: settings..changed", "send: { payload: 1 }", "send: { action: a b }")) == """
        j.yaml:3:11: error: 'send' expects an action such as settings.languageChanged, or { action: \
        settings.languageChanged, payload: vietnamese }; found 'settings..changed'
        j.yaml:4:11: error: 'send' needs 'action', such as { action: settings.languageChanged, payload: vietnamese }
        j.yaml:5:21: error: 'send' expects 'action' to be an action such as settings.languageChanged; found 'a b'
        """
    )
  }
}
