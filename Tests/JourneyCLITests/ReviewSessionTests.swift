import JourneyFiles
import JourneyModel
import Testing

@testable import JourneyCLI

/// The review's keys and screens, without a terminal: keys in, decisions and screens out.
@Suite struct ReviewSessionTests {
  static let plain = ConsoleStyle(usesColor: false, usesUnicode: true)

  static func change(
    _ name: String, journey: String = "Logs in", kind: GoldenChange.Kind = .mismatch, old: String? = "screen Login\n",
    new: String? = "screen Welcome\n", refusal: String? = nil
  ) -> GoldenChange {
    GoldenChange(
      kind: kind, journeyFile: "/app/Scenarios/login.yaml", journeyName: kind == .obsolete ? nil : journey,
      location: kind == .obsolete ? nil : FileLocation(file: "/app/Scenarios/login.yaml", line: 7, column: 5),
      snapshotName: name, goldenPath: "/app/Scenarios/__snapshots__/login/\(name).txt",
      pendingPath: "/app/Scenarios/__snapshots__/login/\(name).txt.new", oldText: old,
      newText: kind == .obsolete ? nil : new, refusal: refusal)
  }

  static func session(_ changes: [GoldenChange], sideBySide: Bool = false) -> ReviewSession {
    ReviewSession(
      changes: changes, sideBySide: sideBySide, workingDirectory: "/app", command: JourneyCommandName("journey"),
      report: nil)
  }

  /// Presses `keys` in turn, recording what is carried out as `accepted welcome`.
  static func press(_ keys: [ReviewKey], in session: inout ReviewSession) -> [String] {
    var carriedOut: [String] = []
    for key in keys {
      session.press(key) { decision, change in carriedOut.append("\(decision.rawValue) \(change.snapshotName)") }
    }
    return carriedOut
  }

  @Test func eachKeyDecidesTheChangeShownAndShowsTheNext() {
    var session = Self.session([Self.change("a"), Self.change("b"), Self.change("c"), Self.change("d")])
    #expect(Self.press([.accept, .reject, .skip], in: &session) == ["accepted a", "rejected b"])
    #expect(session.current == 3)
    #expect(Self.press([.quit], in: &session) == [])
    #expect(session.isFinished)
    #expect(
      session.summary(style: Self.plain)
        == "Reviewed 4 golden changes: 1 accepted, 1 rejected, 1 skipped, 1 not reviewed\n"
        + "Review what is left with 'journey review'\n")
  }

  @Test func bytesAreKeysAndCtrlCQuits() {
    #expect(ReviewKey(byte: UInt8(ascii: "a")) == .accept)
    #expect(ReviewKey(byte: UInt8(ascii: "A")) == .acceptJourney)
    #expect(ReviewKey(byte: UInt8(ascii: "R")) == .rejectJourney)
    #expect(ReviewKey(byte: 3) == .quit)
    #expect(ReviewKey(byte: 4) == .quit)
    #expect(ReviewKey(byte: UInt8(ascii: "x")) == nil)
  }

  @Test func acceptingTheRestOfAJourneyLeavesARefusedChangeToDecide() {
    var session = Self.session([
      Self.change("a"), Self.change("b", refusal: "the golden file changed"), Self.change("c"),
      Self.change("d", journey: "Logs out"),
    ])
    #expect(Self.press([.acceptJourney], in: &session) == ["accepted a", "accepted c"])
    #expect(session.current == 1)
    #expect(session.notice == "not accepted, as they cannot be: 'b' (the golden file changed)")
    #expect(Self.press([.accept], in: &session) == [])
    #expect(session.notice == "cannot accept this change: the golden file changed; reject or skip it")
    #expect(Self.press([.rejectJourney], in: &session) == ["rejected b"])
    #expect(session.current == 3)
    #expect(Self.press([.accept], in: &session) == ["accepted d"])
    #expect(session.summary(style: Self.plain) == "Reviewed 4 golden changes: 3 accepted, 1 rejected, 0 skipped\n")
  }

  @Test func aFileThatCannotBeWrittenKeepsTheChangeShown() {
    var session = Self.session([Self.change("a")])
    session.press(.accept) { (_, change) throws(GoldenFileError) in
      throw GoldenFileError(path: change.goldenPath, problem: "cannot write the file: no space left")
    }
    #expect(session.current == 0)
    #expect(
      session.notice
        == "cannot accept this change: /app/Scenarios/__snapshots__/login/a.txt: cannot write the file: no space left")
    _ = Self.press([.skip], in: &session)
    #expect(
      session.summary(style: Self.plain)
        == "Reviewed 1 golden change: 0 accepted, 0 rejected, 1 skipped\n"
        + "error: /app/Scenarios/__snapshots__/login/a.txt: cannot write the file: no space left\n"
        + "Review what is left with 'journey review'\n")
  }

  @Test func theScreenShowsTheJourneyTheStepAndTheDiffWithChangedWordsMarked() {
    let change = Self.change(
      "welcome", old: "screen Login\n  text \"Hello, Ada\"\n  button \"Go\"\n",
      new: "screen Login\n  text \"Hello, Grace\"\n  button \"Go\"\n  button \"Back\"\n")
    var session = Self.session([change, Self.change("gone", kind: .obsolete, old: "screen Old\n")])
    #expect(
      session.screen(style: Self.plain, width: 80, height: 24) == """
        Golden change 1 of 2: the snapshot differs from its golden
        journey   Scenarios/login.yaml › Logs in
        step      Scenarios/login.yaml:7:5 snapshot 'welcome'
        golden    Scenarios/__snapshots__/login/welcome.txt

        --- Scenarios/__snapshots__/login/welcome.txt
        +++ Scenarios/__snapshots__/login/welcome.txt.new
        @@ -1,3 +1,4 @@
         screen Login
        -  text "Hello, [-Ada-]"
        +  text "Hello, {+Grace+}"
           button "Go"
        +  button "Back"

        \(ReviewSession.keyLine)

        """)
    _ = Self.press([.switchLayout], in: &session)
    #expect(
      session.screen(style: Self.plain, width: 80, height: 24) == """
        Golden change 1 of 2: the snapshot differs from its golden
        journey   Scenarios/login.yaml › Logs in
        step      Scenarios/login.yaml:7:5 snapshot 'welcome'
        golden    Scenarios/__snapshots__/login/welcome.txt

        Scenarios/__snapshots__/login/welcome… │ Scenarios/__snapshots__/login/welcome.txt.new
        @@ -1,3 +1,4 @@
        1   screen Login                       │ 1   screen Login
        2 -   text "Hello, Ada"                │ 2 +   text "Hello, Grace"
        3     button "Go"                      │ 3     button "Go"
                                               │ 4 +   button "Back"

        \(ReviewSession.keyLine)

        """)
    _ = Self.press([.switchLayout, .skip], in: &session)
    #expect(
      session.screen(style: Self.plain, width: 80, height: 24) == """
        Golden change 2 of 2: no journey takes this golden file
        journey   no journey of Scenarios/login.yaml takes it
        snapshot  'gone'
        golden    Scenarios/__snapshots__/login/gone.txt

        --- Scenarios/__snapshots__/login/gone.txt
        +++ (deleted)
        @@ -1 +0,0 @@
        -screen Old

        \(ReviewSession.keyLine)

        """)
  }

  @Test func inColourChangedWordsAreReversed() {
    let colour = ConsoleStyle(usesColor: true, usesUnicode: true)
    let session = Self.session([Self.change("a", old: "text \"Ada\"\n", new: "text \"Grace\"\n")])
    let lines = session.diffLines(of: session.changes[0], style: colour, width: 80)
    #expect(lines[3] == "\u{1B}[31m-\u{1B}[0m\u{1B}[31mtext \"\u{1B}[0m\u{1B}[7;31mAda\u{1B}[0m\u{1B}[31m\"\u{1B}[0m")
    #expect(
      lines[4] == "\u{1B}[32m+\u{1B}[0m\u{1B}[32mtext \"\u{1B}[0m\u{1B}[7;32mGrace\u{1B}[0m\u{1B}[32m\"\u{1B}[0m")
  }

  @Test func aDiffLongerThanTheScreenScrolls() {
    let old = (1...30).map { "line \($0)" }.joined(separator: "\n") + "\n"
    var session = Self.session([Self.change("a", old: old, new: old.replacingOccurrences(of: "line 1\n", with: "row 1\n"))])
    let screen = session.screen(style: Self.plain, width: 80, height: 12)
    // Eleven lines and the newline after them: the twelfth line stays empty.
    #expect(screen.split(separator: "\n", omittingEmptySubsequences: false).count == 12)
    #expect(screen.contains("lines 1–3 of 8; j and k scroll\n"))
    _ = Self.press([.scrollDown, .scrollDown], in: &session)
    #expect(session.screen(style: Self.plain, width: 80, height: 12).contains("lines 3–5 of 8; j and k scroll\n"))
    _ = Self.press(Array(repeating: .scrollDown, count: 9), in: &session)
    let end = session.screen(style: Self.plain, width: 80, height: 12)
    #expect(end.contains(" line 4\nlines 6–8 of 8; j and k scroll\n"))
  }

  @Test func helpShowsTheKeysInPlaceOfTheDiff() {
    var session = Self.session([Self.change("a")])
    _ = Self.press([.help], in: &session)
    let screen = session.screen(style: Self.plain, width: 80, height: 24)
    #expect(screen.contains(ReviewSession.helpLines.joined(separator: "\n")))
    #expect(!screen.contains("+++"))
  }
}
