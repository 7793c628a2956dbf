/// The grammar of one step kind, declared once in ``StepKind/Name/declaration``: its name, what
/// it takes as its argument, how messages and the step reference show it, and what it does in a line.
///
/// The loader reads steps by it, ``StepKind/name`` names them by it, the host's JSON Schema gives
/// each step's argument its shape, and a test holds the guide's step reference to it.
public struct StepDeclaration: Hashable, Sendable {
  /// What a step kind is for, as its entry in the step reference says; its raw value is its name,
  /// as `journey describe` writes it.
  public enum Role: String, Hashable, Sendable {
    /// Starts, stops or moves the app between foreground and background.
    case app
    /// A person's interaction with the screen, which the screen may refuse.
    case person
    /// Changes the world around the app.
    case world
    /// Moves virtual time.
    case time
    /// Only looks at the app and the world, changing nothing and not moving time: what
    /// invariants are written with.
    case look
    /// Checks what happened, and marks it checked (`calls`, `receive`) or records it
    /// (`snapshot`).
    case check
    /// Runs other steps.
    case composition
  }

  /// The name a journey file writes.
  public var name: StepKind.Name
  /// What the step kind is for.
  public var role: Role
  /// Whether it takes an argument, and its shape.
  public var argument: StepArgument
  /// What the argument looks like, as messages write it after "'wait' expects": "a duration
  /// such as 300ms, 1s or 2h".
  public var example: String
  /// What the step does, in one line: the first sentence of its entry in the step reference.
  public var summary: String
  /// The steps as its entry in the step reference writes them, such as `- wait: 300ms`.
  public var examples: [String]

  /// Makes a declaration.
  public init(
    _ name: StepKind.Name, _ role: Role, argument: StepArgument, example: String, summary: String,
    examples: [String]
  ) {
    self.name = name
    self.role = role
    self.argument = argument
    self.example = example
    self.summary = summary
    self.examples = examples
  }
}

/// Whether a step kind takes an argument: never (`- launch`), optionally (`- settle` or
/// `- settle: 30s`) or always (`- tap: Sign In`), and its shape when it does.
public enum StepArgument: Hashable, Sendable {
  case none
  case optional(StepArgumentShape)
  case required(StepArgumentShape)

  /// Whether a step of the kind must have an argument.
  public var isRequired: Bool {
    if case .required = self { true } else { false }
  }

  /// The argument's shape; nil for a step kind that takes none.
  public var shape: StepArgumentShape? {
    switch self {
    case .none: nil
    case .optional(let shape), .required(let shape): shape
    }
  }
}

/// What a step's argument is: one value, or a mapping of keys.
public enum StepArgumentShape: Hashable, Sendable {
  /// One value of a type: `- wait: 300ms`.
  case value(StepValueType)
  /// A mapping of `keys`, in the order messages and the schema list them. `shorthand`, when
  /// given, is the type of a scalar that may be written instead, standing for the first key:
  /// `- tap: Sign In` for `- tap: { label: Sign In }`. At least one of `requiringOneOf` must
  /// be given, when it names any, and only one when `exclusively`.
  case mapping(
    _ keys: [StepArgumentKey], shorthand: StepValueType? = nil, requiringOneOf: [String] = [],
    exclusively: Bool = false)

  /// An element by its label, with the id that picks one of several with the same label:
  /// `Email` or `{ label: Email, id: email }`.
  public static let elementReference = mapping(
    [.required("label", .text), .optional("id", .text)], shorthand: .text)

  /// What `tap` and `clear` take: an element, as ``elementReference``, and the text the
  /// screen's refusal must contain, if the step expects one.
  public static let refusableElement = mapping(
    [.required("label", .text), .optional("id", .text), .optional("refused", .text)], shorthand: .text)

  /// What `see` and `notSee` take: one of the ``VisibleTextQuery/keys``, or a text for a part of
  /// a visible text: `Welcome`, `{ exact: Welcome Back }` or `{ matches: "Error \\d+" }`.
  public static let visibleTextQuery = mapping(
    [.optional("contains", .text), .optional("exact", .text), .optional("matches", .regularExpression)],
    shorthand: .text, requiringOneOf: VisibleTextQuery.keys, exclusively: true)

  /// The names of the keys a mapping takes; empty for one value.
  public var keyNames: [String] {
    guard case .mapping(let keys, _, _, _) = self else { return [] }
    return keys.map(\.name)
  }

  /// The key a scalar written instead of the mapping stands for, if one may be.
  public var shorthandKey: String? {
    guard case .mapping(let keys, .some, _, _) = self else { return nil }
    return keys.first?.name
  }
}

/// One key of a step's mapping argument.
public struct StepArgumentKey: Hashable, Sendable {
  /// The key as written.
  public var name: String
  /// What its value is.
  public var type: StepValueType
  /// Whether the mapping must have it.
  public var isRequired: Bool

  /// A key the mapping must have.
  public static func required(_ name: String, _ type: StepValueType) -> Self {
    Self(name: name, type: type, isRequired: true)
  }

  /// A key the mapping may have.
  public static func optional(_ name: String, _ type: StepValueType) -> Self {
    Self(name: name, type: type, isRequired: false)
  }
}

/// What one value of a step's argument is.
public enum StepValueType: Hashable, Sendable {
  /// Text, written as any scalar.
  case text
  /// Text, or `null` for none.
  case optionalText
  /// `true` or `false`.
  case flag
  /// A toggle's position: `on`, `off`, `true` or `false`.
  case switchPosition
  /// An element, as ``StepArgumentShape/elementReference`` writes it.
  case element
  /// A kind of element by its name, one of ``ElementQuery/Kind``.
  case elementKind
  /// A regular expression in Swift Regex syntax, as `Regex(_:)` parses it, which a JSON
  /// Schema's `pattern` (ECMA-262) does not describe.
  case regularExpression
  /// A URL, starting with a scheme and `:`.
  case url
  /// A ``NetworkCondition`` by its name.
  case networkCondition
  /// Mock endpoints, as `mock.endpoint`, with their behaviours.
  case mockChanges
  /// An action's case path, of a case with or without a payload.
  case action
  /// An action's case path, of a case without a payload.
  case actionWithoutPayload
  /// An action's payload: any value.
  case payload
  /// Prefixes of actions' case paths, as a list or one alone.
  case actionPrefixes
  /// A duration such as `300ms`, `1.5s` or `1h30m`.
  case duration
  /// A ``duration``, or a mapping of `until`, a step of one of ``StepKind/waitingChecks``, and
  /// `atMost`, a duration above zero: `{ until: { screen: Home }, atMost: 2s }`.
  case waitTime
  /// A screen's name.
  case screen
  /// State paths with what each value there must satisfy.
  case stateExpectations
  /// `store.key` paths with what each stored value must satisfy.
  case storedExpectations
  /// Mocks with the calls each received: a list, exactly in order, or a mapping of one of
  /// `including`, `anyOrder` and `count`.
  case mockCalls
  /// A golden snapshot's name.
  case snapshotName
  /// Which parts of the state a snapshot dumps: `true`, `false`, a state path or a list of them.
  case stateDump
  /// The part of the screen a snapshot covers, a ``SnapshotPart``: `top`, or a mapping of
  /// `section`, or of `label` and `id`.
  case snapshotPart
  /// What a snapshot leaves out, ``Redaction``s: regular expressions as ``regularExpression``,
  /// each alone or as `{ matches: …, as: placeholder }`, as a list or one alone.
  case redactions
  /// A subflow file, relative to the file running it.
  case subflowFile
  /// A subflow's parameters mapped to scalars.
  case parameters
}
