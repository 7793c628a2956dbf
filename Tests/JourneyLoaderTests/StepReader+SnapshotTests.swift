import JourneyLoader
import JourneyModel
import Testing
import ValueCoding

@Suite struct StepReaderSnapshotTests {
  @Test func readsSnapshots() {
    #expect(
      stepKinds(
        "snapshot: login-empty",
        "snapshot: { name: login_error.v2, state: true }",
        "snapshot: { name: a, state: false }",
        "snapshot: { name: b, state: [auth, user.profile] }",
        "snapshot: { name: c, state: 'items[0]' }"
      ) == [
        .snapshot(SnapshotRequest(name: "login-empty")),
        .snapshot(SnapshotRequest(name: "login_error.v2", state: .all)),
        .snapshot(SnapshotRequest(name: "a", state: .none)),
        .snapshot(SnapshotRequest(name: "b", state: .paths([["auth"], ["user", "profile"]]))),
        .snapshot(SnapshotRequest(name: "c", state: .paths([["items", 0]]))),
      ]
    )
  }

  @Test func reportsBadSnapshots() {
    let text = journeyText(
      "snapshot: login error!",
      "snapshot: .hidden",
      "snapshot: { state: true }",
      "snapshot: { name: a, state: [] }",
      "snapshot: { name: b, state: [auth, user..x] }",
      "snapshot: { name: c, stat: true }"
    )
    #expect(
      problems(text) == """
        j.yaml:3:15: error: snapshot names are letters, digits, '-', '_' and '.', starting with a letter \
        or a digit; found 'login error!'; did you mean 'login-error'?
        j.yaml:4:15: error: snapshot names are letters, digits, '-', '_' and '.', starting with a letter \
        or a digit; found '.hidden'; did you mean 'hidden'?
        j.yaml:5:15: error: 'snapshot' needs 'name', such as { name: login-error, state: true }
        j.yaml:6:33: error: 'snapshot' expects 'state' to be true, false, a state path or a list of \
        state paths such as [auth, user.profile]; found an empty list
        j.yaml:7:45: error: bad state path: expected a key at column 6 of path 'user..x', found '.'
        j.yaml:8:26: error: unknown key 'stat' in 'snapshot'; did you mean 'state'?
        """
    )
  }

  @Test func aSnapshotNameIsASCII() {
    #expect(
      problems(journeyText("snapshot: café-menu", "snapshot: 1é")) == """
        j.yaml:3:15: error: snapshot names are letters, digits, '-', '_' and '.', starting with a letter \
        or a digit; found 'café-menu'; did you mean 'caf-menu'?
        j.yaml:4:15: error: snapshot names are letters, digits, '-', '_' and '.', starting with a letter \
        or a digit; found '1é'; did you mean '1'?
        """
    )
  }

  @Test func readsThePartOfTheScreenASnapshotCovers() {
    #expect(
      stepKinds(
        "snapshot: { name: a, of: top }",
        "snapshot: { name: b, of: { section: Account } }",
        "snapshot: { name: c, of: { label: Save } }",
        "snapshot: { name: d, of: { id: row-2 } }",
        "snapshot: { name: e, of: { label: Delete, id: row-2 }, state: true }"
      ) == [
        .snapshot(SnapshotRequest(name: "a", part: .top)),
        .snapshot(SnapshotRequest(name: "b", part: .section("Account"))),
        .snapshot(SnapshotRequest(name: "c", part: .element(label: "Save", id: nil))),
        .snapshot(SnapshotRequest(name: "d", part: .element(label: nil, id: "row-2"))),
        .snapshot(SnapshotRequest(name: "e", state: .all, part: .element(label: "Delete", id: "row-2"))),
      ]
    )
  }

  @Test func readsRedactionsAloneOrListedWithTheirPlaceholders() throws {
    #expect(
      stepKinds(
        #"snapshot: { name: a, redact: "\\d+h ago" }"#,
        #"snapshot: { name: b, of: top, redact: ["\\d+h ago", { matches: "\\d{1,2}:\\d{2}", as: "[time]" }] }"#
      ) == [
        .snapshot(SnapshotRequest(name: "a", redactions: [Redaction(try TextPattern(#"\d+h ago"#))])),
        .snapshot(
          SnapshotRequest(
            name: "b", part: .top,
            redactions: [
              Redaction(try TextPattern(#"\d+h ago"#), as: "[redacted]"),
              Redaction(try TextPattern(#"\d{1,2}:\d{2}"#), as: "[time]"),
            ])),
      ]
    )
  }

  @Test func reportsAPartThatIsNoneWithTheFix() {
    let text = journeyText(
      "snapshot: { name: a, of: Profile }",
      "snapshot: { name: b, of: screen }",
      "snapshot: { name: c, of: { element: Save } }",
      "snapshot: { name: d, of: { section: Account, id: row-2 } }",
      "snapshot: { name: e, of: {} }",
      "snapshot: { name: f, of: { section: '' } }",
      "snapshot: { name: g, of: [top] }"
    )
    #expect(
      problems(text) == """
        j.yaml:3:30: error: 'of' in 'snapshot' expects top (the sheet, alert or dialog on top, else the \
        screen), or a part of the screen on top: { section: Account }, { label: Save }, { id: row-2 } or \
        { label: Delete, id: row-2 }; found 'Profile': write { section: Profile } for the section titled \
        so, or { label: Profile } for the element labelled so
        j.yaml:4:30: error: 'of' in 'snapshot' expects top (the sheet, alert or dialog on top, else the \
        screen), or a part of the screen on top: { section: Account }, { label: Save }, { id: row-2 } or \
        { label: Delete, id: row-2 }; found 'screen': leave out 'of' to snapshot the whole screen
        j.yaml:5:32: error: 'of' takes an element by its 'label' and 'id', not 'element': write { label: Save }
        j.yaml:6:50: error: 'of' takes a section by its title, or an element by its 'label' and 'id'; found \
        'section' and 'id': keep one (a section has no id)
        j.yaml:7:30: error: 'of' in 'snapshot' expects top (the sheet, alert or dialog on top, else the \
        screen), or a part of the screen on top: { section: Account }, { label: Save }, { id: row-2 } or \
        { label: Delete, id: row-2 }; found an empty mapping
        j.yaml:8:41: error: 'section' in 'of' expects a section's title, such as Account; found ''
        j.yaml:9:30: error: 'of' in 'snapshot' expects top (the sheet, alert or dialog on top, else the \
        screen), or a part of the screen on top: { section: Account }, { label: Save }, { id: row-2 } or \
        { label: Delete, id: row-2 }; found a list
        """
    )
  }

  @Test func reportsBadRedactionsAtTheirPatterns() {
    let text = journeyText(
      "snapshot: { name: a, redact: [] }",
      #"snapshot: { name: b, redact: [""] }"#,
      #"snapshot: { name: c, redact: ["\\d+", "[z-a]"] }"#,
      #"snapshot: { name: d, redact: ["\\d*"] }"#,
      #"snapshot: { name: e, redact: [{ as: "[time]" }] }"#,
      #"snapshot: { name: f, redact: [{ matches: "\\d+", as: "" }] }"#,
      "snapshot: { name: g, redact: [[a]] }",
      "snapshot: { name: h, redact: [{ matches: a, with: b }] }"
    )
    #expect(
      problems(text) == #"""
        j.yaml:3:34: error: 'redact' in 'snapshot' expects the patterns of what to leave out, such as "\\d+h ago", \#
        or { matches: "\\d+h ago", as: "[age]" }; an empty list leaves out nothing: leave out 'redact'
        j.yaml:4:35: error: 'redact' in 'snapshot' expects a regular expression in Swift Regex syntax, as \#
        Regex(_:) parses it, such as "Error \d+"; found ''
        j.yaml:5:43: error: 'redact' in 'snapshot' expects a regular expression in Swift Regex syntax, as \#
        Regex(_:) parses it: character 'z' must compare less than or equal to 'a' in "[z-a]"; write \ before \#
        ( ) [ ] { } . * + ? | ^ $ \ to match it as text
        j.yaml:6:35: error: 'redact' in 'snapshot' expects a pattern of at least one character: /\d*/ \#
        matches the empty text, so it stands for nothing in particular; write + for *, such as \d+ for \d*
        j.yaml:7:35: error: a redaction needs 'matches', such as { matches: "\\d+h ago", as: "[age]" }
        j.yaml:8:58: error: 'as' in a redaction expects the text that stands for what is left out, such as [age]; \#
        found ''
        j.yaml:9:35: error: 'redact' expects each redaction to be a pattern such as "\\d+h ago", or \#
        { matches: "\\d+h ago", as: "[age]" }; found a list
        j.yaml:10:49: error: unknown key 'with' in a redaction; its keys are matches and as
        """#
    )
  }
}
