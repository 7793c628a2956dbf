import ValueCoding

/// One step of a journey, with where it is written.
public struct Step: Hashable, Sendable {
  /// What the step does.
  public var kind: StepKind
  /// Where the step is: for a step of a subflow, in the subflow's file.
  public var location: FileLocation

  /// Makes a step.
  public init(_ kind: StepKind, at location: FileLocation) {
    self.kind = kind
    self.location = location
  }
}

/// What a step does, as read. Each case is one YAML step kind, named by a case of ``StepKind/Name``
/// whose ``StepKind/Name/declaration`` is its grammar and whose documentation names the code that
/// executes it.
public enum StepKind: Hashable, Sendable {
  // MARK: The app

  /// Launch the app.
  case launch
  /// Terminate the app and launch it again: persistent mocks keep their data, the rest of the
  /// app starts fresh.
  case relaunch
  /// Send the app to the background.
  case background
  /// Bring the app back to the foreground.
  case foreground

  // MARK: The person

  /// Tap a button, row, tab or link by its label.
  case tap(ElementReference)
  /// Type text into a field, after what it holds.
  case type(text: String, into: ElementReference)
  /// Clear a field.
  case clear(ElementReference)
  /// Flip a toggle, or set it on or off.
  case toggle(ElementReference, to: Bool?)
  /// Pick an option of a picker.
  case select(option: String, in: ElementReference)
  /// Go back from a pushed screen.
  case back
  /// Dismiss the sheet, alert or dialog on top.
  case dismiss
  /// Answer the alert or confirmation dialog on top with one of its buttons.
  case answer(button: String)
  /// A person's interaction (`tap`, `type`, `clear`, `toggle`, `select` or `answer`) that the
  /// screen must refuse with a message containing `message`; the journey goes on after it.
  indirect case refused(StepKind, message: String)

  // MARK: The world

  /// Open a deep link.
  case deepLink(url: String)
  /// Change the network: `offline`, `wifi`, `cellular`.
  case network(NetworkCondition)
  /// Change how mocks behave from now on.
  case mock([MockChange])
  /// Send any app action, by its case path, with its payload.
  case send(ActionReference)

  // MARK: Time

  /// Move virtual time forward.
  case wait(Duration)
  /// Move virtual time from one due timer to the next, running what comes due, until the check
  /// (one of ``StepKind/waitingChecks``) holds after an instant's work, up to `atMost`.
  indirect case waitUntil(StepKind, atMost: Duration)
  /// Run until nothing is pending, moving time from timer to timer, up to a limit.
  case settle(limit: Duration)

  // MARK: Checks

  /// The screen shows a text the query finds.
  case see(VisibleTextQuery)
  /// The screen shows no text the query finds.
  case notSee(VisibleTextQuery)
  /// This screen shows.
  case screen(String)
  /// The state of one element (enabled, on, a field's value, a picker's selection, a badge), or
  /// whether an element is there.
  case element(ElementCheck)
  /// Values in the app's state.
  case expect([StateExpectation])
  /// What the persistent stores hold, by `store.key` path (`keychain.accessToken`); `null`
  /// expects the key to be absent.
  case stored([StateExpectation])
  /// The calls mocks received: exactly, in order; among others, in order; in any order; or how
  /// many of an endpoint.
  case calls([CallsExpectation])
  /// The actions effects delivered since the last check, in order.
  case receive([ActionPattern])
  /// No action effects delivered since the last `receive` matches any of these.
  case notReceive([ActionPattern])
  /// The screen (and optionally state) matches a golden text file.
  case snapshot(SnapshotRequest)

  // MARK: Composition

  /// Run the steps of another file, with parameters.
  case run(Subflow)

  /// The step's name as a journey file writes it: a refusal's is its interaction's.
  public var name: String {
    kindName.rawValue
  }

  /// The step's kind by name, whose ``StepKind/Name/declaration`` is its grammar: a refusal's is
  /// its interaction's.
  public var kindName: Name {
    switch self {
    case .launch: .launch
    case .relaunch: .relaunch
    case .background: .background
    case .foreground: .foreground
    case .tap: .tap
    case .type: .type
    case .clear: .clear
    case .toggle: .toggle
    case .select: .select
    case .back: .back
    case .dismiss: .dismiss
    case .answer: .answer
    case .refused(let interaction, _): interaction.kindName
    case .deepLink: .deepLink
    case .network: .network
    case .mock: .mock
    case .send: .send
    case .wait, .waitUntil: .wait
    case .settle: .settle
    case .see: .see
    case .notSee: .notSee
    case .screen: .screen
    case .element: .element
    case .expect: .expect
    case .stored: .stored
    case .calls: .calls
    case .receive: .receive
    case .notReceive: .notReceive
    case .snapshot: .snapshot
    case .run: .run
    }
  }

  /// Whether the step is a person's interaction with the screen, which the screen may refuse:
  /// a step of ``StepDeclaration/Role/person``, not a refusal itself.
  public var isPersonInteraction: Bool {
    if case .refused = self { return false }
    return kindName.declaration.role == .person
  }

  /// The checks a `wait` waits `until`: those that read the screen and the state.
  public static let waitingChecks: [Name] = [.see, .notSee, .screen, .element, .expect]

  /// Every step name a journey file may use, in the order of the reference.
  public static let allNames: [String] = Name.allCases.map(\.rawValue)
}

/// An element on screen, by its visible label and, where labels repeat, its id.
public struct ElementReference: Hashable, Sendable, CustomStringConvertible {
  /// The visible label.
  public var label: String
  /// The stable id, where several elements share the label.
  public var id: String?

  /// Makes a reference.
  public init(label: String, id: String? = nil) {
    self.label = label
    self.id = id
  }

  public var description: String {
    id.map { "\"\(label)\" (id \"\($0)\")" } ?? "\"\(label)\""
  }
}

/// What an `element` step checks.
public enum ElementCheck: Hashable, Sendable {
  /// The state one element must show.
  case properties(ElementExpectation)
  /// Whether an element is there.
  case presence(ElementPresence)
}

/// The state one element must show, as `element: { label: Save, enabled: false }` writes it.
public struct ElementExpectation: Hashable, Sendable {
  /// The element.
  public var element: ElementReference
  /// What it must show, in the order written; never empty.
  public var properties: [ExpectedElementProperty]

  /// Makes an expectation.
  public init(element: ElementReference, properties: [ExpectedElementProperty]) {
    self.element = element
    self.properties = properties
  }
}

/// One property an element must show, with where it is written.
public struct ExpectedElementProperty: Hashable, Sendable {
  /// The property and its expected value.
  public var property: ElementProperty
  /// Where the property's key is written.
  public var location: FileLocation

  /// Makes an expected property.
  public init(_ property: ElementProperty, at location: FileLocation) {
    self.property = property
    self.location = location
  }
}

/// A property of an element with a value, as an `element` step names it by its key.
public enum ElementProperty: Hashable, Sendable {
  /// Whether interactions reach it (`enabled`): any element a person acts on.
  case enabled(Bool)
  /// Whether a toggle is on (`on`).
  case on(Bool)
  /// A field's text (`value`).
  case value(String)
  /// A field's placeholder (`placeholder`); `nil` for none.
  case placeholder(String?)
  /// The label of a picker's selected option (`selection`); `nil` for none selected.
  case selection(String?)
  /// The count or short note on a button, row or tab (`badge`); `nil` for none.
  case badge(String?)
  /// Whether a tab is the one on screen (`selected`).
  case selected(Bool)

  /// The key an `element` step writes the property with.
  public var key: String {
    switch self {
    case .enabled: "enabled"
    case .on: "on"
    case .value: "value"
    case .placeholder: "placeholder"
    case .selection: "selection"
    case .badge: "badge"
    case .selected: "selected"
    }
  }

  /// Every key, in the order of the reference.
  public static let keys = ["enabled", "on", "value", "placeholder", "selection", "badge", "selected"]
}

/// The network condition a `network` step sets.
public enum NetworkCondition: String, Hashable, Sendable, CaseIterable, Codable {
  case offline
  case wifi
  case cellular
  case ethernet
}

/// A change of one mock endpoint's behaviour, as `auth.login: { error: unauthorized }` writes it.
public struct MockChange: Hashable, Sendable {
  /// The mock, such as `auth`.
  public var mock: String
  /// The endpoint, such as `login`.
  public var endpoint: String
  /// The behaviour, as written: `{answer: …, latency: …}`, `{error: name}`, `{sequence: […]}`.
  public var behavior: LocatedValue
  /// Where the change is written.
  public var location: FileLocation

  /// Makes a change.
  public init(mock: String, endpoint: String, behavior: LocatedValue, location: FileLocation) {
    self.mock = mock
    self.endpoint = endpoint
    self.behavior = behavior
    self.location = location
  }

  /// Where a problem of the behaviour is written: at `site` inside it when it is located there,
  /// at the change otherwise.
  public func location(of site: ProblemSite?) -> FileLocation {
    site.flatMap(behavior.location(of:)) ?? location
  }
}

/// An app action by its case path, such as `settings.languageChanged`, with its payload.
public struct ActionReference: Hashable, Sendable {
  /// The case path, dot-separated, from the root action.
  public var path: String
  /// The payload, if the case has one.
  public var payload: LocatedValue?

  /// Makes a reference.
  public init(path: String, payload: LocatedValue? = nil) {
    self.path = path
    self.payload = payload
  }
}

/// An expected value at a state path.
public struct StateExpectation: Hashable, Sendable {
  /// Where in the state, such as `user.profile.email`.
  public var path: ValuePath
  /// What the value there must satisfy.
  public var matcher: Matcher
  /// Where the expectation is written: its path.
  public var location: FileLocation
  /// Where what the path must satisfy is written.
  public var matcherLocation: FileLocation

  /// Makes an expectation; its matcher is written at `matcherLocation`, by default where the
  /// expectation is.
  public init(path: ValuePath, matcher: Matcher, location: FileLocation, matcherLocation: FileLocation? = nil) {
    self.path = path
    self.matcher = matcher
    self.location = location
    self.matcherLocation = matcherLocation ?? location
  }
}

/// What a value must satisfy.
public indirect enum Matcher: Hashable, Sendable, CustomStringConvertible {
  /// Equal to this value.
  case equals(Value)
  /// Null: absent or `nil`.
  case isNull
  /// A string containing this text, or a list containing this element.
  case contains(Value)
  /// A string starting with this text.
  case prefix(String)
  /// A string in which the pattern finds a match.
  case matches(TextPattern)
  /// A list, mapping or string with this many elements, entries or characters.
  case count(Int)
  /// A number not below this one (an `int` or a `double`).
  case atLeast(Value)
  /// A number not above this one (an `int` or a `double`).
  case atMost(Value)
  /// Anything that does not satisfy the matcher.
  case not(Matcher)
  /// Anything that satisfies every matcher, as a mapping of several matchers writes them, such
  /// as `{ atLeast: 1, atMost: 3 }`.
  case all([Matcher])

  public var description: String {
    switch self {
    case .equals(let value): "equals \(value.rendered)"
    case .isNull: "is null"
    case .contains(let value): "contains \(value.rendered)"
    case .prefix(let text): "starts with \(Value.string(text).rendered)"
    case .matches(let pattern): "matches \(pattern)"
    case .count(let count): "has count \(count)"
    case .atLeast(let bound): "is at least \(bound.rendered)"
    case .atMost(let bound): "is at most \(bound.rendered)"
    case .not(let matcher): "not (\(matcher))"
    case .all(let matchers): matchers.map(\.description).joined(separator: " and ")
    }
  }

  /// The key a matcher mapping writes the matcher with, such as `atMost`; nil for ``all(_:)``,
  /// whose matchers are each written with theirs.
  public var key: String? {
    switch self {
    case .equals: "equals"
    case .isNull: "null"
    case .contains: "contains"
    case .prefix: "prefix"
    case .matches: "matches"
    case .count: "count"
    case .atLeast: "atLeast"
    case .atMost: "atMost"
    case .not: "not"
    case .all: nil
    }
  }
}

/// The calls one mock must have received, compared as its ``comparison`` says.
public struct CallsExpectation: Hashable, Sendable {
  /// How the expected calls compare with the calls received, as `calls` writes it for a mock.
  public enum Comparison: Hashable, Sendable {
    /// Exactly the calls, in order (a list); an empty list means none.
    case exactly
    /// The calls, in order, among others (`including`).
    case including
    /// Exactly the calls, in any order (`anyOrder`).
    case anyOrder
    /// How many calls each endpoint received, whatever the others (`count`).
    case count([CallCount])

    /// The key a mapping writes the comparison with; nil for ``exactly``, written as a list.
    public var key: String? {
      switch self {
      case .exactly: nil
      case .including: "including"
      case .anyOrder: "anyOrder"
      case .count: "count"
      }
    }

    /// The keys a mock's mapping may have, in the order messages and the reference list them.
    public static let keys = ["including", "anyOrder", "count"]

    /// Whether the comparison checks every call of the mock, as an exhaustive journey requires.
    public var checksEveryCall: Bool {
      switch self {
      case .exactly, .anyOrder: true
      case .including, .count: false
      }
    }
  }

  /// The mock, such as `auth`.
  public var mock: String
  /// The calls, in order; an empty list means none. Empty for ``Comparison/count(_:)``.
  public var calls: [ExpectedCall]
  /// How the calls compare.
  public var comparison: Comparison
  /// Where the expectation is written.
  public var location: FileLocation

  /// Makes an expectation, by default of exactly these calls in order.
  public init(mock: String, calls: [ExpectedCall], comparison: Comparison = .exactly, location: FileLocation) {
    self.mock = mock
    self.calls = calls
    self.comparison = comparison
    self.location = location
  }
}

/// How many calls one endpoint must have received, as `count: { login: 2 }` writes it.
public struct CallCount: Hashable, Sendable {
  /// The endpoint, such as `login`.
  public var endpoint: String
  /// How many calls.
  public var count: Int
  /// Where the endpoint is written.
  public var location: FileLocation

  /// Makes a count.
  public init(endpoint: String, count: Int, location: FileLocation) {
    self.endpoint = endpoint
    self.count = count
    self.location = location
  }
}

/// A call a mock must have received: its endpoint and, optionally, arguments it must include.
public struct ExpectedCall: Hashable, Sendable {
  /// The endpoint, such as `login`.
  public var endpoint: String
  /// Arguments the call must have (a subset of its arguments), if given.
  public var arguments: Value?
  /// Where the call is written.
  public var location: FileLocation
  /// Where the name of each argument of ``arguments`` is written, by name.
  public var argumentLocations: [String: FileLocation]

  /// Makes an expected call.
  public init(
    endpoint: String, arguments: Value? = nil, location: FileLocation,
    argumentLocations: [String: FileLocation] = [:]
  ) {
    self.endpoint = endpoint
    self.arguments = arguments
    self.location = location
    self.argumentLocations = argumentLocations
  }
}

/// An action effects must have delivered, by a prefix of its case path: `auth.loginResponse`
/// matches `.auth(.loginResponse(…))` whatever its payload.
public struct ActionPattern: Hashable, Sendable, CustomStringConvertible {
  /// The case path prefix, dot-separated.
  public var path: [String]
  /// Where the pattern is written.
  public var location: FileLocation

  /// Makes a pattern.
  public init(path: [String], location: FileLocation) {
    self.path = path
    self.location = location
  }

  public var description: String {
    path.joined(separator: ".")
  }
}

/// A golden snapshot to compare.
public struct SnapshotRequest: Hashable, Sendable {
  /// The golden file's name, without `.txt`.
  public var name: String
  /// Which parts of the state to dump after the screen: none, all, or these paths.
  public var state: StateDump
  /// The part of the screen the snapshot covers (`of`): the whole screen unless given.
  public var part: SnapshotPart
  /// What is left out of every line of the snapshot (`redact`), applied in order.
  public var redactions: [Redaction]

  /// Makes a request.
  public init(name: String, state: StateDump = .none, part: SnapshotPart = .screen, redactions: [Redaction] = []) {
    self.name = name
    self.state = state
    self.part = part
    self.redactions = redactions
  }
}

/// Which parts of the state a snapshot includes.
public enum StateDump: Hashable, Sendable {
  /// Only the screen.
  case none
  /// The screen and the whole state.
  case all
  /// The screen and the state at these paths.
  case paths([ValuePath])
}

/// Another file's steps run as part of a journey.
public struct Subflow: Hashable, Sendable {
  /// The subflow file, as written (relative to the including file).
  public var file: String
  /// The parameters given, substituted for `${name}` in the subflow.
  public var parameters: [String: String]
  /// The subflow's steps, loaded and substituted.
  public var steps: [Step]

  /// Makes a subflow.
  public init(file: String, parameters: [String: String], steps: [Step]) {
    self.file = file
    self.parameters = parameters
    self.steps = steps
  }
}
