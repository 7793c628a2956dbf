import JourneyFiles
import JourneyHosting
import JourneyModel
import JourneyReference
import JourneyRunner
import MockKit
import Prelude
import Synchronization
import ValueCoding

/// Checks loaded journeys against what the host understands, without running them: `given`
/// decodes (the harness's keys and the host's), every mock behaviour fits its endpoint, `calls`
/// name known mocks and endpoints with the endpoints' argument names, the actions `send` and
/// `deepLink` steps make can be made, `receive` patterns match some action of the host, and `expect` paths
/// go where the state has keys (as far as the host's reference knows its shape, inside the
/// parts absent at launch too).
///
/// A problem found here would fail the journey when it runs; finding it first lets a run report
/// every invalid file at once, as invalid input.
struct HostCheck<Host: JourneyHost> {
  let host: Host
  /// The app's journey command, whose `describe` the hints say to run.
  let command: JourneyCommandName
  let catalog: MockCatalog
  /// What the host's reference says of its actions and state, read when a check first needs it.
  private let reference: LazyReference<Host>

  /// The case paths of the host's actions, each as its case names.
  private var actionPaths: [[String]] { reference.actionPaths }
  /// The keys under each state path whose keys are all known ("" for the top level).
  private var stateKeys: [String: [String]] { reference.stateKeys }

  /// How many of the nearest names a message about an unknown action or state key lists when
  /// none is close enough to suggest.
  private static var nearestCount: Int { 3 }

  /// `message` ended with where to find `what`: the whole list that the command's `describe`
  /// prints.
  func withDescribeHint(_ message: String, listing what: String) -> String {
    let separator = message.hasSuffix("?") || message.hasSuffix(".") ? " " : ". "
    return message + separator + "Run \(command.quoted("describe")) to list \(what)."
  }

  init(host: Host, command: JourneyCommandName) {
    self.host = host
    self.command = command
    catalog = host.mockCatalog
    reference = LazyReference(host: host)
  }

  /// The problems of `journey`.
  func diagnostics(of journey: Journey) -> [Diagnostic] {
    var diagnostics = givenDiagnostics(journey.given.app, fallback: journey.location)
    for change in journey.given.mocks {
      diagnostics += check(change, subject: "given")
    }
    return diagnostics + self.diagnostics(ofRunning: journey.steps)
  }

  /// The problems of `steps` and of the steps of the subflows they run, in the order of the
  /// journey's `allSteps`, which lists each subflow's steps after its `run` step: read where
  /// they are, not copied into that list.
  private func diagnostics(ofRunning steps: [Step]) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for step in steps {
      diagnostics += check(step)
      if case .run(let subflow) = step.kind { diagnostics += self.diagnostics(ofRunning: subflow.steps) }
    }
    return diagnostics
  }

  /// The problems of `given` but `mocks`: every wrong key and value, the harness's keys' and the
  /// host's, not only the first; and a warning for each entry of a key named after a store
  /// (`keychain: { … }`) that is not among the keys the host lists in it.
  private func givenDiagnostics(_ given: LocatedValue, fallback: FileLocation) -> [Diagnostic] {
    let problems = GivenProblems.problems(
      decoding: JourneyGiven<Host.Given>.self, from: given.value, keepingIn: JourneyGiven<Host.Given>.decoded)
      .map { error in
        Diagnostic(at: given.location(of: error.problemSite) ?? fallback, error.description(under: "given"))
      }
    let warnings = catalog.stores.map(\.name).flatMap { store -> [Diagnostic] in
      guard case .object(let entries)? = given.value[store] else { return [] }
      return entries.keys.compactMap { key in
        unlistedKeyWarning(
          key, in: store, subject: "given",
          at: given.location(of: .key(ValuePath([.key(store), .key(key)]))) ?? fallback)
      }
    }
    return problems + warnings
  }

  /// The problems of `steps`, such as an invariant's conditions and checks.
  func diagnostics(of steps: [Step]) -> [Diagnostic] {
    steps.flatMap(check)
  }

  private func check(_ step: Step) -> [Diagnostic] {
    // Described only for a problem: most steps have none.
    var subject: String { step.kind.summary }
    switch step.kind {
    case .mock(let changes):
      return changes.flatMap { check($0, subject: subject) }
    case .calls(let expectations):
      return expectations.flatMap { check($0, subject: subject) }
    case .send(let reference):
      return host.problems(makingAction: reference.path, payload: reference.payload?.value).map { error in
        let hostError = error as? JourneyHostError
        let location = hostError?.payloadSite.flatMap { reference.payload?.location(of: $0) }
        var message = "\(subject): \(error)"
        if case .unknownAction(_, _, let suggestion, let knownCases)? = hostError {
          if suggestion == nil, knownCases.isEmpty {
            message += Suggestions.phrase(nearest: nearestActions(to: reference.path))
          }
          message = withDescribeHint(message, listing: "every action")
        }
        return Diagnostic(at: location ?? step.location, message)
      }
    case .receive(let patterns), .notReceive(let patterns):
      return patterns.compactMap { check($0, of: step.kind.kindName) }
    case .expect(let expectations):
      return expectations.compactMap { check($0, subject: subject) }
    case .stored(let expectations):
      let stores = catalog.stores.map(\.name)
      return expectations.compactMap { expectation in
        guard case .key(let store)? = expectation.path.components.first else { return nil }
        guard stores.contains(store) else {
          return Diagnostic(
            at: expectation.location,
            "\(subject): unknown store '\(store)'" + Suggestions.didYouMean(store, in: stores)
              + "; the stores are " + (stores.isEmpty ? "none" : stores.joined(separator: ", ")))
        }
        guard expectation.path.components.count > 1, case .key(let key) = expectation.path.components[1] else {
          return nil
        }
        return unlistedKeyWarning(key, in: store, subject: subject, at: expectation.location)
      }
    case .screen(let name):
      // The host's list of screens is a note, which may leave some out: a name not in it is
      // likely a typo, not certainly one.
      let screens = reference.screens
      guard !screens.isEmpty, !reference.listedScreens.contains(name) else { return [] }
      return [
        Diagnostic(
          .warning, at: step.location,
          "\(subject): '\(name)' is not one of the screens the host lists" + Self.suggestion(name, in: screens))
      ]
    case .deepLink(let url):
      return problem(at: step.location, subject) { _ = try host.deepLinkAction(url: url) }
    case .waitUntil(let condition, _):
      return check(Step(condition, at: step.location))
    // Nothing in these depends on the host: the loader checked them, they are checked when they
    // run against the screen, or the world takes them without the app (`network`). (A subflow's
    // steps are checked on their own.)
    case .launch, .relaunch, .background, .foreground, .network, .tap, .type, .clear, .toggle, .select,
      .back, .dismiss, .answer, .refused, .wait, .settle, .see, .notSee, .element, .snapshot, .run:
      return []
    }
  }

  /// A warning, at `location`, when `key` is not among the keys the host lists in `store`, if it
  /// lists any: the list is a note, which may leave some out.
  private func unlistedKeyWarning(
    _ key: String, in store: String, subject: @autoclosure () -> String, at location: FileLocation
  ) -> Diagnostic? {
    let keys = reference.notes.storedKeys.filter { $0.store == store }.map(\.key)
    guard !keys.isEmpty, !keys.contains(key) else { return nil }
    return Diagnostic(
      .warning, at: location,
      "\(subject()): '\(key)' is not one of the keys the host lists in '\(store)'" + Self.suggestion(key, in: keys))
  }

  /// The closest of `listed` to `name` when one is close, else all of them.
  private static func suggestion(_ name: String, in listed: [String]) -> String {
    let closest = Suggestions.didYouMean(name, in: listed)
    return closest.isEmpty ? ": " + listed.joined(separator: ", ") : closest
  }

  private func problem(at location: FileLocation, _ subject: @autoclosure () -> String, _ make: () throws -> Void) -> [Diagnostic] {
    do {
      try make()
      return []
    } catch {
      return [Diagnostic(at: location, "\(subject()): \(error)")]
    }
  }

  /// A mock change's mock, endpoint and behaviour.
  private func check(_ change: MockChange, subject: @autoclosure () -> String) -> [Diagnostic] {
    let read = MockBehavior.reading(change.behavior.value)
    let unreadable = read.problems.map { error in
      Diagnostic(
        at: change.location(of: error.problemSite),
        "\(subject()): \(error.description(under: "\(change.mock).\(change.endpoint)"))")
    }
    guard let behavior = read.behavior else { return unreadable }
    return unreadable
      + catalog.problems(of: behavior, for: change.mock, change.endpoint).map { error in
        Diagnostic(at: change.location(of: error.problemSite), "\(subject()): \(error)")
      }
  }

  /// A `receive` or `notReceive` pattern: some action's case path starts with it, or it goes on
  /// past the end of one (into a payload that is itself a case, which both also match).
  private func check(_ pattern: ActionPattern, of name: StepKind.Name) -> Diagnostic? {
    // Most patterns match: the host's every action is read only to tell what is wrong.
    guard !HostReference.hasAction(matching: pattern.path, of: host), !actionPaths.isEmpty else { return nil }
    let written = pattern.path.joined(separator: ".")
    let prefixes = Set(actionPaths.flatMap { path in path.indices.map { path[...$0].joined(separator: ".") } })
    let suggestion = Suggestions.didYouMean(written, in: prefixes.sorted())
    return Diagnostic(
      at: pattern.location,
      withDescribeHint(
        "\(name): no action of the app matches '\(written)'"
          + (suggestion.isEmpty ? Suggestions.phrase(nearest: nearestActions(to: written)) : suggestion),
        listing: "every action"))
  }

  /// The actions nearest to `written`, a case path that no action has: the case paths that go
  /// on from its longest known beginning, ranked by how near their next case is to the one
  /// written there.
  private func nearestActions(to written: String) -> [String] {
    let names = written.split(separator: ".").map(String.init)
    var known = 0
    while known < names.count,
      actionPaths.contains(where: { $0.count > known && $0[...known].elementsEqual(names[...known]) })
    {
      known += 1
    }
    guard known < names.count else { return [] }
    var siblings: [String] = []
    for path in actionPaths where path.count > known && path[..<known].elementsEqual(names[..<known]) {
      if !siblings.contains(path[known]) { siblings.append(path[known]) }
    }
    let parent = names[..<known].map { $0 + "." }.joined()
    return Suggestions.nearest(to: names[known], in: siblings, count: Self.nearestCount)
      .map { parent + $0 }
  }

  /// An `expect` path: each key is one the state has there, where the state's shape says.
  private func check(_ expectation: StateExpectation, subject: @autoclosure () -> String) -> Diagnostic? {
    let components = expectation.path.components
    // The keys the path starts with: the state's shape says nothing of what is past an index.
    var keys: [String] = []
    for component in components {
      guard case .key(let key) = component else { break }
      keys.append(key)
    }
    guard !keys.isEmpty || components.isEmpty else { return nil }
    // Written out only where the state's index or a message needs it: most paths need neither.
    var path: String { keys.joined(separator: ".") }
    // Most paths are the state's: following one into the state's shape tells so, and the index of
    // every path, which probes every type of the state, is read only when that cannot tell.
    let values: StateValues?
    switch reference.stateShape.lookup(keys) {
    case .unknownKeys?:
      return nil
    case .listed(let listed)?:
      values = listed
    case nil:
      var parent: [String] = []
      for key in keys {
        guard let known = stateKeys[parent.joined(separator: ".")] else { return nil }
        guard known.contains(key) else {
          let place = parent.isEmpty ? "the state" : "'\(parent.joined(separator: "."))'"
          let closest = Suggestions.didYouMean(key, in: known)
          return Diagnostic(
            at: expectation.location,
            withDescribeHint(
              "\(subject()): \(place) has no key '\(key)'"
                + (closest.isEmpty ? "; its keys are \(listed(known, "and"))" : closest),
              listing: "the state's paths"))
        }
        parent.append(key)
      }
      values = reference.stateValues[path]
    }
    guard keys.count == components.count, let values, let never = Self.never(expectation.matcher, values) else {
      return nil
    }
    return Diagnostic(
      at: expectation.matcherLocation,
      "\(subject()): '\(path)' holds \(values), so \(never)" + Self.valuePath(path, values, expectation.matcher))
  }

  /// `"; write profile.stats.failed._0: noConnection"` for a value expected of an enumeration's
  /// case at `path` that holds one value, under its key; otherwise `""`.
  private static func valuePath(_ path: String, _ values: StateValues, _ matcher: Matcher) -> String {
    guard case .enumerationCase(let keys) = values, keys.count == 1, case .equals(let expected) = matcher else {
      return ""
    }
    return "; write \(path).\(keys[0]): \(expected.rendered)"
  }

  /// What `matcher` can never find of a part of the state holding `values`, such as "it never
  /// equals 5 (a number)"; `nil` when it may hold.
  private static func never(_ matcher: Matcher, _ values: StateValues) -> String? {
    switch (matcher, values.unwrapped) {
    case (.equals(let expected), _) where !values.admits(expected):
      if case .string(let text) = expected, !values.choices.isEmpty {
        return "it never equals '\(text)'" + Suggestions.didYouMean(text, in: values.choices)
      }
      return "it never equals \(expected.rendered) (\(expected.kindName))"
    // A choice may have whole numbers for raw values, which have a size: it is left alone.
    case (.atLeast(let bound), .text), (.atLeast(let bound), .boolean):
      return "it is never at least \(bound.rendered)"
    case (.atMost(let bound), .text), (.atMost(let bound), .boolean):
      return "it is never at most \(bound.rendered)"
    case (.count, .integer), (.count, .number), (.count, .boolean):
      return "it has no count"
    case (.contains, .integer), (.contains, .number), (.contains, .boolean):
      return "it contains nothing"
    case (.prefix, .integer), (.prefix, .number), (.prefix, .boolean),
      (.matches, .integer), (.matches, .number), (.matches, .boolean):
      return "it never \(matcher): only text can"
    // Several matchers on one path: the first that can never hold is enough to say so.
    case (.all(let matchers), _):
      return matchers.lazy.compactMap { never($0, values) }.first
    default:
      return nil
    }
  }

  /// A `calls` expectation's mock and endpoints, those it counts among them.
  private func check(_ expectation: CallsExpectation, subject: @autoclosure () -> String) -> [Diagnostic] {
    let descriptor: MockDescriptor
    do {
      descriptor = try catalog.descriptor(named: expectation.mock)
    } catch {
      return [Diagnostic(at: expectation.location, "\(subject()): \(error)")]
    }
    if case .count(let counts) = expectation.comparison {
      return counts.compactMap { count in
        do {
          _ = try descriptor.endpoint(named: count.endpoint)
          return nil
        } catch {
          return Diagnostic(at: count.location, "\(subject()): \(error)")
        }
      }
    }
    return expectation.calls.flatMap { call in
      let endpoint: MockEndpointDescriptor
      do {
        endpoint = try descriptor.endpoint(named: call.endpoint)
      } catch {
        return [Diagnostic(at: call.location, "\(subject()): \(error)")]
      }
      guard case .object(let arguments)? = call.arguments else { return [] }
      let known =
        endpoint.argumentNames.isEmpty
        ? "it takes none" : "its arguments are " + endpoint.argumentNames.joined(separator: ", ")
      return arguments.keys.filter { !endpoint.argumentNames.contains($0) }.map { unknown in
        Diagnostic(
          at: call.argumentLocations[unknown] ?? call.location,
          "\(subject()): \(expectation.mock).\(call.endpoint) has no argument '\(unknown)'; \(known)"
            + Suggestions.didYouMean(unknown, in: endpoint.argumentNames))
      }
    }
  }
}

/// The parts of a host's reference that checks use, each read from the host when first asked
/// for: probing the host's types costs about as much as running a short journey, and most
/// journeys name no action and many read no state.
private final class LazyReference<Host: JourneyHost> {
  let host: Host

  init(host: Host) {
    self.host = host
  }

  /// The case paths of the host's actions, each as its case names.
  lazy var actionPaths: [[String]] = HostReference.actions(of: host).map {
    $0.path.split(separator: ".").map(String.init)
  }

  /// What the host says about itself.
  lazy var notes = host.notes

  /// The screens the host lists, in its order.
  lazy var screens = notes.screens.map(\.id)

  /// The screens the host lists, to find one among them at once: a suite names screens in
  /// hundreds of steps.
  lazy var listedScreens = Set(screens)

  /// The shape of the host's state, each part's type probed when first read.
  lazy var stateShape = HostReference.stateShape(of: host)

  /// The paths into the host's state, indexed.
  private lazy var stateIndex = HostReference.stateIndex(of: host)

  /// The keys under each state path whose keys are all known ("" for the top level).
  var stateKeys: [String: [String]] { stateIndex.keys }

  /// The values each state path can hold, where its type tells them apart.
  var stateValues: [String: StateValues] { stateIndex.values }
}

/// The problems of `given` values as a journey's `given` type, each value decoded once per
/// process: the rows of an examples table, the journeys of one setup, and suites run again in one
/// process (watching files, tests running journeys) give the same values again.
private enum GivenProblems {
  /// What ``problems`` is a function of: the type decoded and the value.
  private struct Key: Hashable {
    let type: ObjectIdentifier
    let value: Value
  }

  /// The problems found so far, by type and value. The problems are a function of these alone:
  /// decoding reads nothing but the value and the type's code, which does not change while the
  /// process runs, and a type's identifier is unique for the process's lifetime. It grows with
  /// the distinct values checked, which a journey file's `given` holds few of.
  private static let found = Mutex<[Key: [ValueDecodingError]]>([:])

  /// Every problem of `value` as a `type`, as `decoded`'s decoder finds them; a value without
  /// problems is kept decoded there for the journeys that state it.
  static func problems<Given: Decodable & Sendable>(
    decoding type: Given.Type, from value: Value, keepingIn decoded: DecodedValues
  ) -> [ValueDecodingError] {
    let key = Key(type: ObjectIdentifier(type), value: value)
    if let problems = found.withLock({ $0[key] }) { return problems }
    let problems = decoded.problems(decoding: type, from: value)
    found.withLock { $0[key] = problems }
    return problems
  }
}
