import JourneyModel

/// How a journey file writes a step kind's argument, for reading it and for messages.
struct StepSyntax {
  /// Whether a step kind takes an argument.
  enum Argument {
    /// Never: `- launch`.
    case none
    /// Optionally: `- settle` or `- settle: 30s`.
    case optional
    /// Always: `- tap: Sign In`.
    case required
  }

  let argument: Argument
  /// What the argument looks like, as in "a duration such as 300ms, 1s or 2h".
  let example: String

  /// The syntax of the step kind `name`, if there is one by that name.
  static func named(_ name: String) -> StepSyntax? {
    all[name]
  }

  private static let all: [String: StepSyntax] = [
    "launch": StepSyntax(argument: .none, example: "no argument"),
    "relaunch": StepSyntax(argument: .none, example: "no argument"),
    "background": StepSyntax(argument: .none, example: "no argument"),
    "foreground": StepSyntax(argument: .none, example: "no argument"),
    "back": StepSyntax(argument: .none, example: "no argument"),
    "dismiss": StepSyntax(argument: .none, example: "no argument"),
    "tap": StepSyntax(
      argument: .required, example: "a label such as Sign In, or { label: Delete, id: row-2 }"),
    "type": StepSyntax(
      argument: .required, example: "the text and the field, such as { text: ada@example.com, into: Email }"
    ),
    "clear": StepSyntax(
      argument: .required, example: "a field's label such as Email, or { label: Email, id: email }"),
    "toggle": StepSyntax(
      argument: .required, example: "a label such as Remember me, or { label: Notifications, to: on }"
    ),
    "select": StepSyntax(
      argument: .required, example: "the option and the picker, such as { option: Dark, in: Theme }"),
    "answer": StepSyntax(
      argument: .required,
      example: "a button of the alert or dialog, such as Delete, or { button: Delete, refused: disabled }"),
    "deepLink": StepSyntax(argument: .required, example: "a URL such as myapp://explore?q=swift"),
    "network": StepSyntax(argument: .required, example: "offline, wifi, cellular or ethernet"),
    "mock": StepSyntax(
      argument: .required,
      example: "mock endpoints with their behaviour, such as { auth.login: { error: unauthorized } }"
    ),
    "send": StepSyntax(
      argument: .required,
      example:
        "an action such as settings.languageChanged, or "
        + "{ action: settings.languageChanged, payload: vietnamese }"
    ),
    "wait": StepSyntax(argument: .required, example: "a duration such as 300ms, 1s or 2h"),
    "settle": StepSyntax(argument: .optional, example: "no argument or a time limit such as 30s"),
    "see": StepSyntax(argument: .required, example: "text such as Welcome Back"),
    "notSee": StepSyntax(argument: .required, example: "text such as You're offline"),
    "screen": StepSyntax(argument: .required, example: "a screen's name such as Home"),
    "element": StepSyntax(
      argument: .required,
      example: "an element's label and what it shows, such as { label: Save, enabled: false }"),
    "stored": StepSyntax(
      argument: .required,
      example:
        "store.key paths with expected values (null: absent), such as "
        + "{ keychain.accessToken: access-token-ada, storage.rememberedEmail: null }"
    ),
    "expect": StepSyntax(
      argument: .required,
      example:
        "state paths with expected values, such as "
        + "{ user.profile.email: ada@example.com, explore.results: { count: 3 } }"
    ),
    "calls": StepSyntax(
      argument: .required, example: "each mock's calls in order, such as { auth: [login, fetchProfile] }"
    ),
    "receive": StepSyntax(
      argument: .required, example: "actions such as [auth.loginResponse, auth.delegate]"),
    "snapshot": StepSyntax(
      argument: .required, example: "a name such as login-empty, or { name: login-error, state: true }"),
    "run": StepSyntax(
      argument: .required,
      example:
        "a subflow file such as ../Shared/sign-in.subflow.yaml, or "
        + "{ file: ../Shared/sign-in.subflow.yaml, with: { email: ada@example.com } }"
    ),
  ]
}
