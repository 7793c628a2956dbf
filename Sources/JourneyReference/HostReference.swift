import JourneyHosting
import JourneyModel
import MockKit
import Prelude
import ValueCoding

/// Everything a journey can use with one host, read from the host so that it cannot drift from
/// it: its mocks, the keys of `given`, the actions `send` and `receive` name, the paths `expect`
/// reads, and its screens; and the steps a journey writes, from their declarations. ``text`` and
/// ``json`` are what `journey describe` prints.
public struct HostReference: Sendable {
  /// One key of `given`.
  public struct GivenKey: Sendable {
    public let key: String
    /// The value's shape, such as `boolean` or `one of offline | wifi | cellular | ethernet`.
    public let type: String
    public let summary: String?
    public let defaultValue: String?
  }

  /// One mock endpoint.
  public struct Endpoint: Sendable {
    public let name: String
    public let summary: String
    public let arguments: [String]
    public let errors: [String]
    /// What it does until configured otherwise, such as `answer after 500ms` or
    /// `error noConnection after 0s`.
    public let defaultBehavior: String
    /// The answer's shape as YAML: its default answer (or the first answer of its default
    /// sequence) with every list cut to its first element; `null` for an endpoint that answers
    /// nothing.
    public let answerExample: Value
  }

  /// One mock.
  public struct Mock: Sendable {
    public let name: String
    public let summary: String
    public let endpoints: [Endpoint]
    /// The persistent stores the mock keeps, by name.
    public let stores: [String]
    /// For a mock reached over the network, the error its endpoints fail with while offline
    /// unless a journey set them; `nil` for a mock on the device.
    public let offlineError: String?
  }

  /// One action a `send` step can make and a `receive` pattern can match.
  public struct Action: Sendable {
    /// The case path, such as `settings.languageChanged`.
    public let path: String
    /// The payload `send` gives it, such as `text` or `{ isConnected: boolean, … }`; `nil` for
    /// a case without values.
    public let payload: String?
  }

  /// One path into the app's state.
  public struct StatePath: Sendable {
    public let path: String
    public let type: String
    /// The values the part of the state there can hold, when its type tells them apart.
    public let values: StateValues?
  }

  /// The keys of `given` besides `mocks`: the host's, then the harness's
  /// (``/JourneyHosting/WorldGiven``) that the host does not declare itself.
  public let givenKeys: [GivenKey]
  public let mocks: [Mock]
  public let actions: [Action]
  public let state: [StatePath]
  public let screens: [HostNotes.Screen]
  /// The deep links the app opens, one per route, as the host lists them.
  public let deepLinks: [String]
  /// The keys the app keeps in its stores, as the host lists them.
  public let storedKeys: [HostNotes.StoredKey]
  /// The keys of `given` with their shapes, for the schema: the host's, then the harness's
  /// (``/JourneyHosting/WorldGiven``) that the host does not declare itself.
  let givenFields: [TypeShape.Field]
  /// Every step kind's declaration, in the order of the step reference: the same for every host.
  public let steps: [StepDeclaration] = StepKind.Name.allCases.map(\.declaration)

  /// Reads the reference of `host`.
  public init<Host: JourneyHost>(host: Host) {
    let notes = host.notes
    let hostFields = Self.givenShape(of: Host.Given.self)
    givenFields = hostFields + Self.givenShape(of: WorldGiven.self).filter { field in
      !hostFields.contains { $0.key == field.key }
    }
    givenKeys = givenFields.map { field in
      let note = notes.givenKeys[field.key] ?? WorldGiven.notes[field.key]
      return GivenKey(
        key: field.key, type: field.shape.unwrapped.summary, summary: note?.summary,
        defaultValue: note?.defaultValue)
    }
    mocks = host.mockCatalog.descriptors.map(Self.mock)
    actions = Self.actions(of: host)
    state = Self.statePaths(of: host)
    screens = notes.screens
    deepLinks = notes.deepLinks
    storedKeys = notes.storedKeys
  }

  /// The actions of `host`'s app, as ``actions`` lists them, for a reader that needs no other
  /// part of the reference: reading them probes every type of every action's payload.
  public static func actions<Host: JourneyHost>(of host: Host) -> [Action] {
    guard let actionType = Host.Feature.Action.self as? any Decodable.Type else { return [] }
    return knownActions.shape(for: ObjectIdentifier(actionType)) {
      actions(in: TypeProbe.shape(of: actionType), prefix: [])
    }
  }

  /// Whether some action of `host`'s app has a case path (as ``actions`` lists them) that
  /// starts with `path`, or that `path` goes on from, as a `receive` pattern matches actions.
  ///
  /// Only the types along `path` are probed: probing every action's payload, as ``actions(of:)``
  /// does, costs about as much as running a short journey, and telling that a pattern matches
  /// needs the cases it names alone.
  public static func hasAction<Host: JourneyHost>(matching path: [String], of host: Host) -> Bool {
    guard let actionType = Host.Feature.Action.self as? any Decodable.Type else { return false }
    return hasAction(in: actionType, depth: 0, matching: path[...])
  }

  /// The actions of each action type, by type, as probed so far in this process: probing reads
  /// the type's code alone, which does not change while the process runs, and a type's
  /// identifier is unique for the process's lifetime.
  private static let knownActions = KnownShapes<ObjectIdentifier, [Action]>()

  private static func givenShape<Given: Decodable>(of type: Given.Type) -> [TypeShape.Field] {
    guard case .structure(_, let fields) = TypeProbe.shape(of: type) else { return [] }
    return fields
  }

  // MARK: Mocks

  private static func mock(_ descriptor: MockDescriptor) -> Mock {
    Mock(
      name: descriptor.name, summary: descriptor.summary,
      endpoints: descriptor.endpoints.map { endpoint in
        Endpoint(
          name: endpoint.name, summary: endpoint.summary, arguments: endpoint.argumentNames,
          errors: endpoint.errorNames, defaultBehavior: behaviorSummary(endpoint.defaultBehavior),
          answerExample: answerExample(endpoint.defaultBehavior))
      },
      stores: descriptor.stores.map(\.name), offlineError: descriptor.offlineError)
  }

  private static func behaviorSummary(_ behavior: MockBehavior) -> String {
    let latency =
      "after " + behavior.latency.journeyDescription
      + (behavior.maximumLatency.map { ".." + $0.journeyDescription } ?? "")
    switch behavior.outcome {
    case .answer: return "answer " + latency
    case .failure(let errorName): return "error \(errorName) " + latency
    case .sequence(let steps): return "sequence of " + steps.map(behaviorSummary).joined(separator: ", then ")
    case .endpointDefault: return "default outcome " + latency
    }
  }

  private static func answerExample(_ behavior: MockBehavior) -> Value {
    for step in behavior.steps {
      if case .answer(let answer) = step.outcome { return shortened(answer) }
    }
    return .null
  }

  private static func shortened(_ value: Value) -> Value {
    switch value {
    case .array(let elements): return .array(elements.prefix(1).map(shortened))
    case .object(var object):
      for (key, element) in object { object[key] = shortened(element) }
      return .object(object)
    default: return value
    }
  }

  // MARK: Actions

  private static func actions(in shape: TypeShape, prefix: [String]) -> [Action] {
    guard case .enumeration(_, let cases) = shape else { return [] }
    return cases.flatMap { actionCase -> [Action] in
      let path = prefix + [actionCase.name]
      if actionCase.values.count == 1, actionCase.values[0].key == "_0",
        case .enumeration = actionCase.values[0].shape
      {
        return actions(in: actionCase.values[0].shape, prefix: path)
      }
      return [Action(path: path.joined(separator: "."), payload: payload(of: actionCase.values))]
    }
  }

  /// Whether some action among the case paths of `type`, whose shape at `depth` is
  /// ``actions(in:prefix:)``'s, starts with `path` or `path` goes on from it: the cases `path`
  /// names are followed, and only their values' types probed.
  private static func hasAction(in type: any Decodable.Type, depth: Int, matching path: ArraySlice<String>) -> Bool {
    guard let caseNames = TypeProbe.caseNames(ofEnumeration: type, depth: depth) else { return false }
    // Past the end of `path`, any action below will do.
    let followed = path.first.map { name in caseNames.filter { $0 == name } } ?? caseNames
    return followed.contains { caseName in
      let values = TypeProbe.caseValues(of: type, case: caseName)
      guard values.count == 1, values[0].key == "_0",
        TypeProbe.caseNames(ofEnumeration: values[0].type, depth: depth + 1) != nil
      else {
        // The case is an action, which `path` names or goes on from.
        return true
      }
      return hasAction(in: values[0].type, depth: depth + 1, matching: path.dropFirst())
    }
  }

  /// The payload of a case with `values`: the value itself for one unlabelled value (`or null`
  /// when it is optional), else a mapping whose keys a payload may leave out are marked `?`.
  private static func payload(of values: [TypeShape.Field]) -> String? {
    guard !values.isEmpty else { return nil }
    if values.count == 1, values[0].key == "_0" {
      return (values[0].isOptional ? .optional(values[0].shape) : values[0].shape).summary
    }
    let listed = values.map { "\($0.key)\($0.isOptional ? "?" : ""): \($0.shape.summary)" }
    return "{ " + listed.joined(separator: ", ") + " }"
  }

  // MARK: State

  /// The paths into the state of `host`'s app, as ``state`` lists them, for a reader that needs
  /// no other part of the reference: reading them probes every type of the state, once per
  /// process for a host that carries no data (see `knownStates`).
  public static func statePaths<Host: JourneyHost>(of host: Host) -> [StatePath] {
    MemoryLayout<Host>.size == 0 ? knownState(of: host).paths : stateShape(of: host).paths
  }

  /// The paths into the state of `host`'s app indexed for looking them up, read as
  /// ``statePaths(of:)`` reads them.
  public static func stateIndex<Host: JourneyHost>(of host: Host) -> StateIndex {
    MemoryLayout<Host>.size == 0 ? knownState(of: host).index : StateIndex(stateShape(of: host).paths)
  }

  /// The shape of the state of `host`'s app, from which ``statePaths(of:)`` reads the paths:
  /// read from the app's initial state, once per process for a host that carries no data (see
  /// `knownStates`), and each part's type probed when a reader first goes into it.
  public static func stateShape<Host: JourneyHost>(of host: Host) -> StateShape {
    MemoryLayout<Host>.size == 0
      ? knownStateShapes.shape(for: ObjectIdentifier(Host.self)) { probedStateShape(of: host) }
      : probedStateShape(of: host)
  }

  /// The paths into the state, indexed for looking them up.
  public struct StateIndex: Sendable {
    /// The keys under each path whose keys are all known ("" for the top level), in the paths'
    /// order.
    public let keys: [String: [String]]
    /// The values each path can hold, where its type tells them apart.
    public let values: [String: StateValues]

    init(_ paths: [StatePath]) {
      var keys: [String: [String]] = [:]
      for statePath in paths {
        guard let (parent, key) = Self.parentAndKey(of: statePath.path) else { continue }
        keys[parent, default: []].append(key)
      }
      self.keys = keys
      values = Dictionary(
        paths.compactMap { statePath in statePath.values.map { (statePath.path, $0) } },
        uniquingKeysWith: { first, _ in first })
    }

    /// The last key of `path` and the path of the keys before it, joined by dots, where the
    /// keys are the texts between the dots that are not empty; `nil` for a path without any.
    ///
    /// A path none of whose keys is empty, as nearly every path is, is cut at its last dot,
    /// without splitting it into keys and joining them again.
    static func parentAndKey(of path: String) -> (parent: String, key: String)? {
      let utf8 = path.utf8
      let dot = UInt8(ascii: ".")
      var lastDot: String.Index?
      // The start and the end of the path count as dots: a dot there leaves an empty key.
      var afterDot = true
      var hasEmptyKey = false
      for index in utf8.indices {
        if utf8[index] == dot {
          hasEmptyKey = hasEmptyKey || afterDot
          afterDot = true
          lastDot = index
        } else {
          afterDot = false
        }
      }
      if !hasEmptyKey, !afterDot {
        guard let lastDot else { return ("", path) }
        return (String(path[..<lastDot]), String(path[utf8.index(after: lastDot)...]))
      }
      var parent = path.split(separator: ".")
      guard let key = parent.popLast() else { return nil }
      return (parent.joined(separator: "."), String(key))
    }
  }

  /// The shape of the state of a host's app, whose parts' types are probed as they are first
  /// read: following one path into it probes the types along the path alone, where every path
  /// (``HostReference/statePaths(of:)``) probes them all.
  public struct StateShape: Sendable {
    /// The shape of the whole state; `nil` when the initial state could not be read, which
    /// leaves no path into it.
    fileprivate let root: TypeShape?
    /// What ``lookup(_:)`` found following each path looked up so far, by its keys written as one
    /// text (see `lookupKey(_:)`): the shape does not change, and the journeys of a suite look up
    /// the same paths again and again.
    private let lookups = KnownShapes<String, StateKeysLookup?>()

    /// Every path into the state, as ``HostReference/statePaths(of:)`` lists them.
    var paths: [StatePath] { root.map { HostReference.paths(in: $0, under: nil) } ?? [] }

    /// What the ``StateIndex`` of the state's paths (``HostReference/statePaths(of:)``) says of
    /// the path made of `keys`, found by following it: `nil` when only the whole index can tell,
    /// for a key that is not there (which a message about it lists the keys around), a key found
    /// twice, or a part holding keys written with a dot or empty, which the index lists under
    /// other paths than the part's; and for no keys.
    public func lookup(_ keys: [String]) -> StateKeysLookup? {
      lookups.shape(for: Self.lookupKey(keys)) { followed(keys) }
    }

    /// `keys` as one text that no other keys make, each key after its length in UTF-8 bytes, as
    /// `4:user7:profile`: a table keyed by lists of texts would first ask the runtime whether
    /// such a list is hashable, which scans every conformance the process loaded.
    private static func lookupKey(_ keys: [String]) -> String {
      var text = ""
      for key in keys {
        text += String(key.utf8.count)
        text += ":"
        text += key
      }
      return text
    }

    /// What ``lookup(_:)`` says of the path made of `keys`, found by following it.
    private func followed(_ keys: [String]) -> StateKeysLookup? {
      guard !keys.isEmpty else { return nil }
      guard var shape = root else { return .unknownKeys }
      var part: StatePart?
      for key in keys {
        if let part { shape = part.inner }
        let parts = HostReference.parts(in: shape)
        guard !parts.isEmpty else { return .unknownKeys }
        guard !parts.contains(where: { $0.key.isEmpty || $0.key.utf8.contains(UInt8(ascii: ".")) }) else { return nil }
        let found = parts.filter { $0.key == key }
        guard found.count == 1 else { return nil }
        part = found[0]
      }
      return .listed(values: part?.values)
    }
  }

  /// What the ``StateIndex`` says of a path made of keys.
  public enum StateKeysLookup: Equatable, Sendable {
    /// A key is under a path whose keys are not all known (see ``StateIndex/keys``), such as
    /// inside a list or a part of the state its type writes its own way.
    case unknownKeys
    /// Each key is among the keys under the path before it, and the path can hold `values`
    /// (see ``StateIndex/values``).
    case listed(values: StateValues?)
  }

  /// The paths into a host's state, as a list and indexed.
  private struct KnownState: Sendable {
    let paths: [StatePath]
    let index: StateIndex

    init(_ paths: [StatePath]) {
      self.paths = paths
      index = StateIndex(paths)
    }
  }

  /// The paths into the state of `host`'s app, for a host that carries no data, as kept in
  /// `knownStates`.
  private static func knownState<Host: JourneyHost>(of host: Host) -> KnownState {
    knownStates.shape(for: ObjectIdentifier(Host.self)) { KnownState(stateShape(of: host).paths) }
  }

  /// The state paths of hosts that carry no data, by host type, as read so far in this process.
  ///
  /// The paths are read from the app's initial state with `given` decoded from `{}` and the
  /// host's mocks, and from the types of the state. A host whose size is zero has one value
  /// only, so every instance of its type makes that same initial state: its methods read
  /// their arguments and the host alone, as a journey's replaying the same way requires. A
  /// type's identifier is unique for the process's lifetime. A host that carries data, whose
  /// instances may start the app in different states, has its paths read each time.
  private static let knownStates = KnownShapes<ObjectIdentifier, KnownState>()

  /// The state shapes of hosts that carry no data, by host type, as read so far in this
  /// process, for the reasons `knownStates` keeps their paths.
  private static let knownStateShapes = KnownShapes<ObjectIdentifier, StateShape>()

  /// The shape of the state of `host`'s app, read from its initial state.
  private static func probedStateShape<Host: JourneyHost>(of host: Host) -> StateShape {
    guard let given = try? ValueDecoder().decode(Host.Given.self, from: .object([:])) else {
      return StateShape(root: nil)
    }
    let world = MockWorld(catalog: host.mockCatalog)
    let state = host.initialState(given: given, world: world)
    guard let value = try? host.stateValue(state) else { return StateShape(root: nil) }
    return StateShape(root: TypeProbe.shape(of: state, encodedAs: value, depth: 0))
  }

  /// The paths inside a part of the state of `shape` at `path` (`nil` for the whole state): a
  /// structure's keys, an enumeration's cases with their values, and the paths inside each,
  /// whether the part is there at launch or only once the app sets it.
  private static func paths(in shape: TypeShape, under path: String?) -> [StatePath] {
    parts(in: shape).flatMap { part in
      let partPath = path.map { $0 + "." + part.key } ?? part.key
      return [StatePath(path: partPath, type: part.type, values: part.values)]
        + paths(in: part.inner, under: partPath)
    }
  }

  /// The parts directly inside a part of the state of `shape`: a structure's keys, an
  /// enumeration's cases; none inside other shapes.
  private static func parts(in shape: TypeShape) -> [StatePart] {
    switch shape {
    case .optional(let wrapped): parts(in: wrapped)
    case .structure(_, let fields): fields.map(StatePart.field)
    case .enumeration(_, let cases): cases.map(StatePart.enumerationCase)
    case .scalar, .choice, .list, .mapping: []
    }
  }

  /// A part of the state inside another, as a path lists it.
  private enum StatePart {
    /// A structure's key.
    case field(TypeShape.Field)
    /// An enumeration's case, whose values are the parts inside it.
    case enumerationCase(TypeShape.Case)

    var key: String {
      switch self {
      case .field(let field): field.key
      case .enumerationCase(let enumerationCase): enumerationCase.name
      }
    }

    /// The shape of what is inside the part.
    var inner: TypeShape {
      switch self {
      case .field(let field): field.shape
      case .enumerationCase(let enumerationCase): .structure(enumerationCase.name, enumerationCase.values)
      }
    }

    /// The part's type, as ``StatePath/type`` says it.
    var type: String {
      switch self {
      case .field(let field): Self.listed(field).summary(expandingStructures: false)
      case .enumerationCase(let enumerationCase): "case " + enumerationCase.name + " (present when it is the case)"
      }
    }

    /// The values the part can hold, as ``StatePath/values`` says them.
    var values: StateValues? {
      switch self {
      case .field(let field): StateValues(Self.listed(field))
      case .enumerationCase(let enumerationCase):
        enumerationCase.values.isEmpty ? nil : .enumerationCase(keys: enumerationCase.values.map(\.key))
      }
    }

    /// The shape of `field` as its path lists it: a key that its type's decoding may find left
    /// out reads null then.
    private static func listed(_ field: TypeShape.Field) -> TypeShape {
      field.isOptional ? .optional(field.shape.unwrapped) : field.shape
    }
  }
}
