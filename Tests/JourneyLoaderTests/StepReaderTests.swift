import JourneyLoader
import JourneyModel
import Testing

@Suite struct StepReaderTests {
  @Test func readsBareStepsWithTheirLocations() {
    let loaded = journey(
      journeyText("launch", "relaunch", "background", "foreground", "back", "dismiss", "settle"))
    #expect(
      loaded?.steps == [
        Step(.launch, at: at(3, 5)),
        Step(.relaunch, at: at(4, 5)),
        Step(.background, at: at(5, 5)),
        Step(.foreground, at: at(6, 5)),
        Step(.back, at: at(7, 5)),
        Step(.dismiss, at: at(8, 5)),
        Step(.settle(limit: .seconds(3600)), at: at(9, 5)),
      ]
    )
  }

  @Test func acceptsAnEmptyArgumentForStepsWithoutOne() {
    #expect(
      stepKinds("launch:", "back: null", "settle: ~") == [
        .launch, .back, .settle(limit: JourneyLoader.defaultSettleLimit),
      ])
  }

  @Test func everyStepKindHasASyntax() {
    let text = journeyText(
      "launch", "relaunch", "background", "foreground",
      "tap: Sign In", "type: { text: a, into: Email }", "clear: Email", "toggle: Remember me",
      "select: { option: Dark, in: Theme }", "back", "dismiss", "answer: Delete",
      "deepLink: myapp://home", "network: offline", "mock: { auth.login: { error: unauthorized } }",
      "send: auth.logout", "wait: 1s", "settle", "see: Hello", "notSee: Bye", "screen: Home",
      "element: { label: Save, enabled: false }", "expect: { auth.user: null }", "stored: { keychain.token: null }", "calls: { auth: [] }", "receive: auth.loginResponse", "notReceive: auth.loginFailed",
      "snapshot: home", "run: flow.subflow.yaml"
    )
    let loaded = journey(text, files: ["flow.subflow.yaml": "steps: [launch]"])
    #expect(loaded?.steps.map(\.kind.name) == StepKind.allNames)
  }

  @Test func reportsAnUnknownStepWithTheClosestName() {
    #expect(
      problems(journeyText("tapp: Sign In")) == "j.yaml:3:5: error: unknown step 'tapp'; did you mean 'tap'?")
    #expect(
      problems(journeyText("lanch")) == "j.yaml:3:5: error: unknown step 'lanch'; did you mean 'launch'?")
  }

  @Test func listsTheStepsWhenNoneIsClose() {
    #expect(
      problems(journeyText("click: Sign In")) == """
        j.yaml:3:5: error: unknown step 'click'; the steps are launch, relaunch, background, \
        foreground, tap, type, clear, toggle, select, back, dismiss, answer, deepLink, network, \
        mock, send, wait, settle, see, notSee, screen, element, expect, stored, calls, receive, notReceive, snapshot and run
        """
    )
  }

  @Test func explainsAStepNameWithoutItsColon() {
    #expect(
      problems(journeyText("tap Sign In"))
        == "j.yaml:3:5: error: unknown step 'tap Sign In'; write - tap: Sign In, with ': ' after the step's name"
    )
  }

  @Test func reportsAnArgumentToAStepWithoutOne() {
    #expect(
      problems(journeyText("launch: now")) == "j.yaml:3:13: error: 'launch' takes no argument; write - launch"
    )
  }

  @Test func reportsAMissingArgument() {
    #expect(
      problems(journeyText("tap", "wait:"))
        == """
        j.yaml:3:5: error: 'tap' expects a label such as Sign In, or { label: Delete, id: row-2 }; found nothing
        j.yaml:4:10: error: 'wait' expects a duration such as 300ms, 1s or 2h; found nothing
        """
    )
  }

  @Test func reportsItemsThatAreNoStep() {
    #expect(
      problems(journeyText("[tap, Sign In]", "", "{}")) == """
        j.yaml:3:5: error: a step is a step's name such as launch, or a mapping of a step's name to \
        its argument such as { tap: Sign In }; found a list
        j.yaml:4:4: error: a step is a step's name such as launch, or a mapping of a step's name to \
        its argument such as { tap: Sign In }; found nothing
        j.yaml:5:5: error: a step is a step's name such as launch, or a mapping of a step's name to \
        its argument such as { tap: Sign In }; found an empty mapping
        """
    )
  }

  @Test func explainsArgumentKeysLevelWithTheStepName() {
    let text = """
      name: Test
      steps:
        - type:
          text: ada@example.com
          into: Email
      """
    #expect(
      problems(text)
        == "j.yaml:4:5: error: 'text' and 'into' are level with 'type', so they are part of the step "
        + "rather than its argument; indent them under 'type'"
    )
  }

  @Test func reportsTwoStepsInOneItem() {
    #expect(
      problems(journeyText("{ tap: Sign In, see: Home }"))
        == "j.yaml:3:21: error: a step is a mapping with one key, the step's name; found 2 keys (tap, see); "
        + "write each step as its own '- ' item"
    )
  }

  @Test func reportsStepsThatAreNotAList() {
    #expect(
      problems("name: Test\nsteps: launch\n")
        == "j.yaml:2:8: error: 'steps' expects a list of steps, such as [launch, { tap: Sign In }]; found 'launch'"
    )
    #expect(
      problems("name: Test\nsteps: []\n")
        == "j.yaml:2:8: error: 'steps' is empty; add at least one step, such as - launch"
    )
  }

  @Test func collectsEveryBadStepAndKeepsGoing() {
    let text = journeyText("tapp: A", "wait: soon", "launch", "network: wfi", "see: [x]")
    #expect(
      problems(text) == """
        j.yaml:3:5: error: unknown step 'tapp'; did you mean 'tap'?
        j.yaml:4:11: error: 'wait' expects a duration such as 300ms, 1s or 2h; found 'soon'; a duration \
        is a number and a unit (h, m, s or ms), or several from the largest unit down, such as 1.5s, 1m30s or 1h30m
        j.yaml:6:14: error: 'network' expects offline, wifi, cellular or ethernet; found 'wfi'; did you mean 'wifi'?
        j.yaml:7:10: error: 'see' expects text such as Welcome Back, or { exact: "Total: 3" } or \
        { matches: "Error \\\\d+" }; found a list
        """
    )
  }

  @Test func reportsKeysThatAreNotText() {
    #expect(
      problems(journeyText("{ [tap]: Sign In }", "type: { [text]: a, into: Email }")) == """
        j.yaml:3:7: error: a step's key is its kind, such as tap; found a list
        j.yaml:4:11: error: 'type' needs 'text', such as { text: ada@example.com, into: Email }
        j.yaml:4:13: error: keys in 'type' are text; found a list as a key
        """
    )
  }
}
