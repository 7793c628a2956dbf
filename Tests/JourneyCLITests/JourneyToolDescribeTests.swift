import HarnessTestSupport
import JourneyCLI
import JourneySuite
import Testing

/// `journey describe` and `journey schema`, in-process against the greeter.
@Suite struct JourneyToolDescribeTests {
  @Test func describeListsWhatJourneysCanUse() throws {
    let sandbox = try Sandbox([:])
    let describe = journey(["describe"], in: sandbox)
    #expect(describe.status == .passed)
    #expect(
      describe.output == """
        given keys (besides mocks):
          visits: integer
          now: date (ISO 8601)
            What the device's clock shows when the journey starts, an ISO 8601 date such as 2026-01-01T08:30:00Z.
            default: 2026-01-01T00:00:00Z
          timeZone: text
            The device's time zone, an IANA identifier such as Asia/Ho_Chi_Minh or an offset from UTC such as UTC+07:00: the app's timeZone and its calendar's.
            default: UTC
          locale: text
            The device's locale, an identifier it knows such as de_DE or vi_VN: the app's locale and its calendar's.
            default: en_US_POSIX
          network: one of offline | wifi | cellular | ethernet
            The network when the journey starts (a network step changes it, a relaunch keeps it); offline, the mocks reached over the network fail with their offline error unless set. The app hears of a change only if its host has a network action.
            default: wifi

        mocks (set in given.mocks or with mock, checked with calls):
          Behaviours, sequence positions, the call log, the stores and the network survive relaunch.
          While offline, a network mock's endpoints fail at once with its offline error, unless set.
          greeter: The greeting server.
            greeter.greet(name): Answers a greeting.
              default: answer after 500ms
              errors: unavailable
              answer: Hello!

        actions (send takes the path and its payload; receive matches a prefix of the path):
          launched
          nameChanged: text
          greetTapped
          greeted: text
          greetingFailed
          visitsChanged: integer

        state (expect paths; a path inside a part that is null, such as a feature's state before its
        screen shows, is there once the app sets it; an enumeration's case is a key holding its
        values, _0 for the first unlabelled one; an element of a list is path[0]):
          name: text
          greeting: text or null
          isGreeting: boolean
          visits: integer

        screens (screen steps):
          (the host lists none)

        steps (- name, or - name: argument; by what they are for, in the step reference's order):
          app: start, stop or move the app between foreground and background
            launch
              Launches the app: builds it from `given` and sends its launch action.
              - launch
            relaunch
              Terminates the app (cancelling its work) and launches it again.
              - relaunch
            background
              Sends the app to the background (it saves preferences and session).
              - background
            foreground
              Brings the app back (it refreshes what is stale).
              - foreground
          person: interact with the screen, which may refuse (as a mapping, each takes refused: a text the refusal must contain)
            tap: a label such as Sign In, or { label: Delete, id: row-2 }
              Taps a button, row, tab or toggle by its label; `id` picks one of several with the same label.
              - tap: Sign In
              - tap: { label: Delete, id: row-2 }
            type: the text and the field, such as { text: ada@example.com, into: Email }
              Types text into a field, after what it holds.
              - type: { text: ada@example.com, into: Email }
            clear: a field's label such as Email, or { label: Email, id: email }
              Empties a field.
              - clear: Email
            toggle: a label such as Remember me, or { label: Notifications, to: on }
              Flips a toggle, or sets it: setting it to what it shows already does nothing.
              - toggle: Remember Me
              - toggle: { label: Push Notifications, to: on }
            select: the option and the picker, such as { option: Dark, in: Theme }
              Picks an option of a picker.
              - select: { option: Dark, in: Theme }
            back
              Goes back from a pushed screen.
              - back
            dismiss
              Dismisses the sheet, alert or dialog on top.
              - dismiss
            answer: a button of the alert or dialog, such as Delete, or { button: Delete, refused: disabled }
              Answers the alert or confirmation dialog on top with one of its buttons.
              - answer: Delete Account
              - answer: { button: Delete Account, refused: nothing to answer }
          world: change the world around the app
            deepLink: a URL such as myapp://explore?q=swift
              Opens a link.
              - deepLink: "myapp://explore?q=swift"
            network: offline, wifi, cellular or ethernet
              Changes the network: `offline`, `wifi`, `cellular`, `ethernet`.
              - network: offline
            mock: mock endpoints with their behaviour, such as { auth.login: { error: unauthorized } }
              Changes how mock endpoints behave from now on.
              - mock: { auth.login: { error: noConnection } }
              - mock: { search.search: { sequence: [{ error: server }, { answer: [] }], latency: 200ms } }
              - mock: { activity.fetchNotifications: { latency: 300ms } }
            send: an action such as settings.languageChanged, or { action: settings.languageChanged, payload: vietnamese }
              Sends any app action by its case path, with its payload: for world events the screen cannot cause.
              - send: appDidBecomeActive
              - send: { action: handleDeepLink, payload: /profile }
          time: move virtual time
            wait: a duration such as 300ms, 1s or 2h
              Moves virtual time forward: `300ms`, `1s`, `2m`, `1h30m`; or, with `until`, from timer to timer until a check of `see`, `notSee`, `screen`, `element` or `expect` holds, failing if it does not within `atMost`.
              - wait: 300ms
              - wait: { until: { screen: Home }, atMost: 2s }
            settle: no argument or a time limit such as 30s
              Runs until nothing is pending, moving from timer to timer, up to a limit (1 hour by default); fails if timers remain past it.
              - settle
              - settle: 30s
          look: look at the app and the world, changing nothing and not moving time; invariants are written with them
            see: text such as Welcome Back, or { exact: "Total: 3" } or { matches: "Error \\\\d+" }
              The screen shows this text (a substring of any visible text).
              - see: Welcome Back
              - see: { exact: "Total: 3" }
              - see: { matches: "\\\\d+ results" }
            notSee: text such as You're offline, or { exact: Loading } or { matches: "Error \\\\d+" }
              No visible text contains this text; text covered by a sheet, alert or dialog is not visible.
              - notSee: "You're offline"
              - notSee: { matches: "Error \\\\d+" }
            screen: a screen's name such as Home
              This screen shows (the topmost sheet, else the screen).
              - screen: Home
            element: an element's label and what it shows, such as { label: Save, enabled: false }, or whether an element is there, such as { label: Loading, exists: false }
              The state of one element on top, by its `label` (and `id`), disabled or not, without acting on it; or, with `exists`, whether an element on top has the `label`, `id` and `kind` given, interactive or not (what a sheet, alert or dialog covers is not there).
              - element: { label: Sign In, enabled: false }
              - element: { label: Remember Me, on: true }
              - element: { label: Email, value: ada@example.com, placeholder: Email }
              - element: { label: Home, badge: "3", selected: true }
              - element: { label: Loading, exists: false }
              - element: { kind: progress, exists: true }
            expect: state paths with expected values, such as { user.profile.email: ada@example.com, explore.results: { count: 3 } }
              Values in the app's state, by path.
              - expect: { user.profile.email: ada@example.com, navigation.pendingDeepLink: null, explore.query: { contains: swi }, user.profile: { not: null } }
            stored: store.key paths with expected values (null: absent), such as { keychain.accessToken: access-token-ada, storage.rememberedEmail: null }
              What the persistent stores hold, by `store.key` path, with the values and matchers of `expect`.
              - stored: { keychain.accessToken: access-token-ada, storage.rememberedEmail: null }
          check: check what happened, and mark it checked (calls, receive) or record it (snapshot)
            calls: each mock's calls in order, such as { auth: [login, fetchProfile] }, or { auth: { including: [login] } }, { auth: { anyOrder: [fetchProfile, login] } }, { auth: { count: { login: 2 } } }
              The calls each mock received since its previous `calls` check, exactly and in order; arguments listed must be among the call's.
              - calls: { auth: [ { login: { email: ada@example.com } }, fetchProfile ], analytics: [] }
              - calls: { storage: { including: [ { save: { key: rememberedEmail } } ] } }
              - calls: { auth: { anyOrder: [fetchProfile, login] }, storage: { count: { load: 1, save: 0 } } }
            receive: actions such as [auth.loginResponse, auth.delegate]
              Actions effects delivered since the previous `receive`, in order, by case-path prefix.
              - receive: [login.signInSucceeded, login.delegate]
            notReceive: actions such as [auth.loginResponse, auth.delegate]
              No action effects delivered since the previous `receive` matches any of these case-path prefixes.
              - notReceive: login.signInFailed
              - notReceive: [login.signInFailed, sessionStartFailed]
            snapshot: a name such as login-empty, or { name: login-error, state: true }, or { name: activity, of: { section: Recent Activity }, redact: ["\\\\d+h ago"] }
              The screen (and optionally state) matches the golden file `<folder>/__snapshots__/<journey>/<name>.txt`; `of` takes one part of it, `redact` leaves out what varies.
              - snapshot: login-empty
              - snapshot: { name: settings-dark, state: [user.preferences] }
              - snapshot: { name: account-section, of: { section: Account } }
              - snapshot: { name: delete-dialog, of: top }
              - snapshot: { name: first-result, of: { id: result-1 } }
              - snapshot: { name: activity, of: { section: Recent Activity }, redact: [{ matches: "\\\\d+[hd] ago", as: "[age]" }] }
          composition: run other steps
            run: a subflow file such as ../Shared/sign-in.subflow.yaml, or { file: ../Shared/sign-in.subflow.yaml, with: { email: ada@example.com } }
              Runs a subflow's steps, with parameters.
              - run: ../Shared/sign-in.subflow.yaml
              - run: { file: ../Shared/sign-in.subflow.yaml, with: { email: grace@example.com } }

        """)
  }

  @Test func describeWritesJSONWithTheSameContent() throws {
    let sandbox = try Sandbox([:])
    let describe = journey(["describe", "--json"], in: sandbox)
    #expect(describe.status == .passed)
    #expect(describe.output.hasPrefix("{\n  \"given\": [\n    {\n      \"key\": \"visits\",\n      \"type\": \"integer\","))
    #expect(describe.output.contains("\"path\": \"visitsChanged\",\n      \"payload\": \"integer\""))
    #expect(describe.output.contains("\"errors\": [\n            \"unavailable\"\n          ]"))
  }

  @Test func schemaKnowsTheHostsMocksAndActions() throws {
    let sandbox = try Sandbox([:])
    let schema = journey(["schema"], in: sandbox)
    #expect(schema.status == .passed)
    #expect(schema.output.hasPrefix("{\n  \"$schema\": \"https://json-schema.org/draft/2020-12/schema\","))
    #expect(schema.output.contains("\"greeter.greet\": {\n          \"$ref\": \"#/$defs/behaviour:greeter.greet\"\n        }"))
    #expect(schema.output.contains("\"enum\": [\n                \"unavailable\"\n              ]"))
    #expect(schema.output.contains("\"visits\": {\n          \"anyOf\": ["))
  }
}
