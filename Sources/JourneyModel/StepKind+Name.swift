extension StepKind {
  /// The step kinds by the name a journey file writes, in the order of the guide's step
  /// reference; each case's ``declaration`` is its grammar, and its documentation names the
  /// runner's code that executes it.
  public enum Name: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    // MARK: The app

    /// ``StepKind/launch``, executed by `AppDriver.launch()`.
    case launch
    /// ``StepKind/relaunch``, executed by `AppDriver.relaunch(warningsAt:)`.
    case relaunch
    /// ``StepKind/background``, executed by `AppDriver.sendLifecycleAction(of:)`
    /// with the host's `backgroundAction`.
    case background
    /// ``StepKind/foreground``, executed by `AppDriver.sendLifecycleAction(of:)`
    /// with the host's `foregroundAction`.
    case foreground

    // MARK: The person

    /// ``StepKind/tap(_:)``, executed by `Interactions.interact(_:)`, or by
    /// `Interactions.expectRefusal(of:containing:)` with `refused`.
    case tap
    /// ``StepKind/type(text:into:)``, executed by `Interactions.interact(_:)`, or
    /// by `Interactions.expectRefusal(of:containing:)` with `refused`.
    case type
    /// ``StepKind/clear(_:)``, executed by `Interactions.interact(_:)`, or by
    /// `Interactions.expectRefusal(of:containing:)` with `refused`.
    case clear
    /// ``StepKind/toggle(_:to:)``, executed by `Interactions.interact(_:)`, or by
    /// `Interactions.expectRefusal(of:containing:)` with `refused`.
    case toggle
    /// ``StepKind/select(option:in:)``, executed by `Interactions.interact(_:)`,
    /// or by `Interactions.expectRefusal(of:containing:)` with `refused`.
    case select
    /// ``StepKind/back``, executed by `Interactions.interact(_:)`.
    case back
    /// ``StepKind/dismiss``, executed by `Interactions.interact(_:)`.
    case dismiss
    /// ``StepKind/answer(button:)``, executed by `Interactions.interact(_:)`, or by
    /// `Interactions.expectRefusal(of:containing:)` with `refused`.
    case answer

    // MARK: The world

    /// ``StepKind/deepLink(url:)``, executed by `AppDriver.openDeepLink(_:)`.
    case deepLink
    /// ``StepKind/network(_:)``, executed by `AppDriver.changeNetwork(to:)`.
    case network
    /// ``StepKind/mock(_:)``, executed by `AppDriver.configure(_:)`, change by
    /// change.
    case mock
    /// ``StepKind/send(_:)``, executed by `AppDriver.send(_:)`.
    case send

    // MARK: Time

    /// ``StepKind/wait(_:)``, executed by `AppDriver.advanceTime(by:)`, and
    /// ``StepKind/waitUntil(_:atMost:)``, executed by `JourneyRun.wait(until:atMost:at:)`.
    case wait
    /// ``StepKind/settle(limit:)``, executed by `AppDriver.settle(limit:)`.
    case settle

    // MARK: Checks

    /// ``StepKind/see(_:)``, executed by `ScreenChecks.see(_:)`.
    case see
    /// ``StepKind/notSee(_:)``, executed by `ScreenChecks.notSee(_:)`.
    case notSee
    /// ``StepKind/screen(_:)``, executed by `ScreenChecks.checkScreen(named:)`.
    case screen
    /// ``StepKind/element(_:)``, executed by `ScreenChecks.checkElement(_:)`.
    case element
    /// ``StepKind/expect(_:)``, executed by `StateChecks.checkState(_:)`.
    case expect
    /// ``StepKind/stored(_:)``, executed by `MockChecks.checkStored(_:)`.
    case stored
    /// ``StepKind/calls(_:)``, executed by `MockChecks.checkCalls(_:)`.
    case calls
    /// ``StepKind/receive(_:)``, executed by `ReceiveChecks.checkReceived(_:)`.
    case receive
    /// ``StepKind/notReceive(_:)``, executed by `ReceiveChecks.checkNotReceived(_:)`.
    case notReceive
    /// ``StepKind/snapshot(_:)``, executed by `SnapshotTaker.takeSnapshot(_:at:)`.
    case snapshot

    // MARK: Composition

    /// ``StepKind/run(_:)``: its subflow's steps are run one by one by
    /// `JourneyRun.perform(_:depth:)`.
    case run

    /// The name as a journey file writes it.
    public var description: String { rawValue }

    /// The step kind's grammar.
    public var declaration: StepDeclaration {
      switch self {
      case .launch:
        StepDeclaration(
          self, .app, argument: .none, example: "no argument",
          summary: "Launches the app: builds it from `given` and sends its launch action.",
          examples: ["- launch"])
      case .relaunch:
        StepDeclaration(
          self, .app, argument: .none, example: "no argument",
          summary: "Terminates the app (cancelling its work) and launches it again.",
          examples: ["- relaunch"])
      case .background:
        StepDeclaration(
          self, .app, argument: .none, example: "no argument",
          summary: "Sends the app to the background (it saves preferences and session).",
          examples: ["- background"])
      case .foreground:
        StepDeclaration(
          self, .app, argument: .none, example: "no argument",
          summary: "Brings the app back (it refreshes what is stale).",
          examples: ["- foreground"])
      case .tap:
        StepDeclaration(
          self, .person, argument: .required(.refusableElement),
          example: "a label such as Sign In, or { label: Delete, id: row-2 }",
          summary: "Taps a button, row, tab or toggle by its label; `id` picks one of several with the same label.",
          examples: ["- tap: Sign In", "- tap: { label: Delete, id: row-2 }"])
      case .type:
        StepDeclaration(
          self, .person,
          argument: .required(
            .mapping([
              .required("text", .text), .required("into", .element), .optional("id", .text),
              .optional("refused", .text),
            ])),
          example: "the text and the field, such as { text: ada@example.com, into: Email }",
          summary: "Types text into a field, after what it holds.",
          examples: ["- type: { text: ada@example.com, into: Email }"])
      case .clear:
        StepDeclaration(
          self, .person, argument: .required(.refusableElement),
          example: "a field's label such as Email, or { label: Email, id: email }",
          summary: "Empties a field.",
          examples: ["- clear: Email"])
      case .toggle:
        StepDeclaration(
          self, .person,
          argument: .required(
            .mapping(
              [
                .required("label", .text), .optional("id", .text), .optional("to", .switchPosition),
                .optional("refused", .text),
              ], shorthand: .text)),
          example: "a label such as Remember me, or { label: Notifications, to: on }",
          summary: "Flips a toggle, or sets it: setting it to what it shows already does nothing.",
          examples: ["- toggle: Remember Me", "- toggle: { label: Push Notifications, to: on }"])
      case .select:
        StepDeclaration(
          self, .person,
          argument: .required(
            .mapping([
              .required("option", .text), .required("in", .element), .optional("id", .text),
              .optional("refused", .text),
            ])),
          example: "the option and the picker, such as { option: Dark, in: Theme }",
          summary: "Picks an option of a picker.",
          examples: ["- select: { option: Dark, in: Theme }"])
      case .back:
        StepDeclaration(
          self, .person, argument: .none, example: "no argument",
          summary: "Goes back from a pushed screen.",
          examples: ["- back"])
      case .dismiss:
        StepDeclaration(
          self, .person, argument: .none, example: "no argument",
          summary: "Dismisses the sheet, alert or dialog on top.",
          examples: ["- dismiss"])
      case .answer:
        StepDeclaration(
          self, .person,
          argument: .required(.mapping([.required("button", .text), .optional("refused", .text)], shorthand: .text)),
          example: "a button of the alert or dialog, such as Delete, or { button: Delete, refused: disabled }",
          summary: "Answers the alert or confirmation dialog on top with one of its buttons.",
          examples: ["- answer: Delete Account", "- answer: { button: Delete Account, refused: nothing to answer }"])
      case .deepLink:
        StepDeclaration(
          self, .world, argument: .required(.value(.url)), example: "a URL such as myapp://explore?q=swift",
          summary: "Opens a link.",
          examples: [#"- deepLink: "myapp://explore?q=swift""#])
      case .network:
        StepDeclaration(
          self, .world, argument: .required(.value(.networkCondition)),
          example: "offline, wifi, cellular or ethernet",
          summary: "Changes the network: `offline`, `wifi`, `cellular`, `ethernet`.",
          examples: ["- network: offline"])
      case .mock:
        StepDeclaration(
          self, .world, argument: .required(.value(.mockChanges)),
          example: "mock endpoints with their behaviour, such as { auth.login: { error: unauthorized } }",
          summary: "Changes how mock endpoints behave from now on.",
          examples: [
            "- mock: { auth.login: { error: noConnection } }",
            "- mock: { search.search: { sequence: [{ error: server }, { answer: [] }], latency: 200ms } }",
            "- mock: { activity.fetchNotifications: { latency: 300ms } }",
          ])
      case .send:
        StepDeclaration(
          self, .world,
          argument: .required(
            .mapping([.required("action", .action), .optional("payload", .payload)], shorthand: .actionWithoutPayload)
          ),
          example:
            "an action such as settings.languageChanged, or "
            + "{ action: settings.languageChanged, payload: vietnamese }",
          summary: "Sends any app action by its case path, with its payload: for world events the screen cannot cause.",
          examples: ["- send: appDidBecomeActive", "- send: { action: handleDeepLink, payload: /profile }"])
      case .wait:
        StepDeclaration(
          self, .time, argument: .required(.value(.waitTime)), example: "a duration such as 300ms, 1s or 2h",
          summary:
            "Moves virtual time forward: `300ms`, `1s`, `2m`, `1h30m`; or, with `until`, from timer to timer "
            + "until a check of `see`, `notSee`, `screen`, `element` or `expect` holds, failing if it does not "
            + "within `atMost`.",
          examples: ["- wait: 300ms", "- wait: { until: { screen: Home }, atMost: 2s }"])
      case .settle:
        StepDeclaration(
          self, .time, argument: .optional(.value(.duration)), example: "no argument or a time limit such as 30s",
          summary:
            "Runs until nothing is pending, moving from timer to timer, up to a limit (1 hour by default); "
            + "fails if timers remain past it.",
          examples: ["- settle", "- settle: 30s"])
      case .see:
        StepDeclaration(
          self, .look, argument: .required(.visibleTextQuery),
          example: #"text such as Welcome Back, or { exact: "Total: 3" } or { matches: "Error \\d+" }"#,
          summary: "The screen shows this text (a substring of any visible text).",
          examples: [
            "- see: Welcome Back", #"- see: { exact: "Total: 3" }"#, #"- see: { matches: "\\d+ results" }"#,
          ])
      case .notSee:
        StepDeclaration(
          self, .look, argument: .required(.visibleTextQuery),
          example: #"text such as You're offline, or { exact: Loading } or { matches: "Error \\d+" }"#,
          summary: "No visible text contains this text; text covered by a sheet, alert or dialog is not visible.",
          examples: [#"- notSee: "You're offline""#, #"- notSee: { matches: "Error \\d+" }"#])
      case .screen:
        StepDeclaration(
          self, .look, argument: .required(.value(.screen)), example: "a screen's name such as Home",
          summary: "This screen shows (the topmost sheet, else the screen).",
          examples: ["- screen: Home"])
      case .element:
        StepDeclaration(
          self, .look,
          argument: .required(
            .mapping(
              [
                .optional("label", .text), .optional("id", .text), .optional("kind", .elementKind),
                .optional("exists", .flag), .optional("enabled", .flag), .optional("on", .switchPosition),
                .optional("value", .text), .optional("placeholder", .optionalText),
                .optional("selection", .optionalText), .optional("badge", .optionalText), .optional("selected", .flag),
              ], requiringOneOf: ["exists"] + ElementProperty.keys)),
          example:
            "an element's label and what it shows, such as { label: Save, enabled: false }, or whether an "
            + "element is there, such as { label: Loading, exists: false }",
          summary:
            "The state of one element on top, by its `label` (and `id`), disabled or not, without acting on it; "
            + "or, with `exists`, whether an element on top has the `label`, `id` and `kind` given, interactive "
            + "or not (what a sheet, alert or dialog covers is not there).",
          examples: [
            "- element: { label: Sign In, enabled: false }", "- element: { label: Remember Me, on: true }",
            "- element: { label: Email, value: ada@example.com, placeholder: Email }",
            #"- element: { label: Home, badge: "3", selected: true }"#,
            "- element: { label: Loading, exists: false }", "- element: { kind: progress, exists: true }",
          ])
      case .expect:
        StepDeclaration(
          self, .look, argument: .required(.value(.stateExpectations)),
          example:
            "state paths with expected values, such as "
            + "{ user.profile.email: ada@example.com, explore.results: { count: 3 } }",
          summary: "Values in the app's state, by path.",
          examples: [
            "- expect: { user.profile.email: ada@example.com, navigation.pendingDeepLink: null, "
              + "explore.query: { contains: swi }, user.profile: { not: null } }"
          ])
      case .stored:
        StepDeclaration(
          self, .look, argument: .required(.value(.storedExpectations)),
          example:
            "store.key paths with expected values (null: absent), such as "
            + "{ keychain.accessToken: access-token-ada, storage.rememberedEmail: null }",
          summary: "What the persistent stores hold, by `store.key` path, with the values and matchers of `expect`.",
          examples: ["- stored: { keychain.accessToken: access-token-ada, storage.rememberedEmail: null }"])
      case .calls:
        StepDeclaration(
          self, .check, argument: .required(.value(.mockCalls)),
          example:
            "each mock's calls in order, such as { auth: [login, fetchProfile] }, or "
            + "{ auth: { including: [login] } }, { auth: { anyOrder: [fetchProfile, login] } }, "
            + "{ auth: { count: { login: 2 } } }",
          summary:
            "The calls each mock received since its previous `calls` check, exactly and in order; "
            + "arguments listed must be among the call's.",
          examples: [
            "- calls: { auth: [ { login: { email: ada@example.com } }, fetchProfile ], analytics: [] }",
            "- calls: { storage: { including: [ { save: { key: rememberedEmail } } ] } }",
            "- calls: { auth: { anyOrder: [fetchProfile, login] }, storage: { count: { load: 1, save: 0 } } }",
          ])
      case .receive:
        StepDeclaration(
          self, .check, argument: .required(.value(.actionPrefixes)),
          example: "actions such as [auth.loginResponse, auth.delegate]",
          summary: "Actions effects delivered since the previous `receive`, in order, by case-path prefix.",
          examples: ["- receive: [login.signInSucceeded, login.delegate]"])
      case .notReceive:
        StepDeclaration(
          self, .check, argument: .required(.value(.actionPrefixes)),
          example: "actions such as [auth.loginResponse, auth.delegate]",
          summary: "No action effects delivered since the previous `receive` matches any of these case-path prefixes.",
          examples: ["- notReceive: login.signInFailed", "- notReceive: [login.signInFailed, sessionStartFailed]"])
      case .snapshot:
        StepDeclaration(
          self, .check,
          argument: .required(
            .mapping(
              [
                .required("name", .snapshotName), .optional("state", .stateDump), .optional("of", .snapshotPart),
                .optional("redact", .redactions),
              ], shorthand: .snapshotName)),
          example:
            "a name such as login-empty, or { name: login-error, state: true }, or "
            + #"{ name: activity, of: { section: Recent Activity }, redact: ["\\d+h ago"] }"#,
          summary:
            "The screen (and optionally state) matches the golden file "
            + "`<folder>/__snapshots__/<journey>/<name>.txt`; `of` takes one part of it, `redact` leaves out what "
            + "varies.",
          examples: [
            "- snapshot: login-empty", "- snapshot: { name: settings-dark, state: [user.preferences] }",
            "- snapshot: { name: account-section, of: { section: Account } }",
            "- snapshot: { name: delete-dialog, of: top }", "- snapshot: { name: first-result, of: { id: result-1 } }",
            #"- snapshot: { name: activity, of: { section: Recent Activity }, redact: [{ matches: "\\d+[hd] ago", as: "[age]" }] }"#,
          ])
      case .run:
        StepDeclaration(
          self, .composition,
          argument: .required(
            .mapping([.required("file", .subflowFile), .optional("with", .parameters)], shorthand: .subflowFile)),
          example:
            "a subflow file such as ../Shared/sign-in.subflow.yaml, or "
            + "{ file: ../Shared/sign-in.subflow.yaml, with: { email: ada@example.com } }",
          summary: "Runs a subflow's steps, with parameters.",
          examples: [
            "- run: ../Shared/sign-in.subflow.yaml",
            "- run: { file: ../Shared/sign-in.subflow.yaml, with: { email: grace@example.com } }",
          ])
      }
    }
  }
}
