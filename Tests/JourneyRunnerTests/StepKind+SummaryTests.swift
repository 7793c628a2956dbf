import JourneyModel
import JourneyRunner
import Testing
import ValueCoding

@Suite struct StepKindSummaryTests {
  @Test func summariesNameTheStepAndWhatItActsOn() {
    let email = ElementReference(label: "Email")
    let row = ElementReference(label: "Delete", id: "row-2")
    let change = MockChange(mock: "auth", endpoint: "login", behavior: LocatedValue(nil), location: at(1))
    let subflow = Subflow(file: "sign-in.subflow.yaml", parameters: [:], steps: [])
    let summaries: [(StepKind, String)] = [
      (.launch, "launch"), (.relaunch, "relaunch"), (.background, "background"), (.foreground, "foreground"),
      (.tap(row), "tap \"Delete\" (id \"row-2\")"),
      (.type(text: "ada", into: email), "type \"ada\" into \"Email\""),
      (.clear(email), "clear \"Email\""),
      (.toggle(email, to: nil), "toggle \"Email\""), (.toggle(email, to: true), "toggle \"Email\" on"),
      (.toggle(email, to: false), "toggle \"Email\" off"),
      (.select(option: "Dark", in: ElementReference(label: "Theme")), "select \"Dark\" in \"Theme\""),
      (.back, "back"), (.dismiss, "dismiss"), (.answer(button: "OK"), "answer \"OK\""),
      (.deepLink(url: "app://home"), "deepLink app://home"), (.network(.offline), "network offline"),
      (.mock([change, change]), "mock auth.login, auth.login"),
      (.send(ActionReference(path: "settings.languageChanged")), "send settings.languageChanged"),
      (.wait(.milliseconds(1500)), "wait 1.5s"),
      (.waitUntil(.screen("Home"), atMost: .seconds(2)), "wait until screen Home (at most 2s)"), (.settle(limit: .seconds(3600)), "settle (limit 1h)"),
      (.see("Say \"hi\""), "see \"Say \\\"hi\\\"\""), (.notSee("Error"), "notSee \"Error\""),
      (.screen("Home"), "screen Home"),
      (.element(.properties(ElementExpectation(element: ElementReference(label: "Save"), properties: []))), "element"),
      (.refused(.tap(ElementReference(label: "Save")), message: "disabled"), "tap \"Save\", refused \"disabled\""),
      (.expect([]), "expect"), (.stored([]), "stored"), (.calls([]), "calls"), (.receive([]), "receive"), (.notReceive([]), "notReceive"),
      (.snapshot(SnapshotRequest(name: "home")), "snapshot home"), (.run(subflow), "run sign-in.subflow.yaml"),
    ]
    for (kind, summary) in summaries {
      #expect(kind.summary == summary)
    }
    #expect(Set(summaries.map(\.0.name)) == Set(StepKind.allNames))
  }
}
