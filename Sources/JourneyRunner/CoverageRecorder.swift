import JourneyCoverage
import JourneyHosting
import JourneyModel
import Prelude
import TextUI
import ValueCoding

/// Records what the journeys it is handed to reach, into ``coverage``: after every step, the
/// screen on top (its sheet's title or its name), the elements a person acts on that it shows,
/// the element the step used, the actions the app processed (by case path), the paths of the
/// state whose value changed, the outcome of every mock call and the deep link the step opened.
///
/// A runner records only when given a recorder (``JourneyRunner/run(_:observer:coverage:)``), so
/// a run without one pays nothing. A recorder is used on one thread, one journey at a time; to
/// record journeys run on several threads, give each thread its own and merge their records.
///
/// A step notes what it reached by the numbers its recorder's ``CoverageMemory`` gives keys, and
/// only what the recorder had not noted: the record itself takes the keys when it is read.
public final class CoverageRecorder {
  /// What the journeys reached so far, within what was known when the recorder was made.
  public var coverage: Coverage {
    get {
      settle()
      return record
    }
    _modify {
      settle()
      recordMayKnowOtherActions = true
      yield &record
    }
  }

  /// A key a recorder reached, with its number among those its ``CoverageMemory`` gave keys:
  /// the same key has the same number in every recorder sharing the memory.
  public struct ReachedKey: Sendable {
    public let number: Int
    public let key: Coverage.Key
  }

  /// The record as far as it took the keys noted (``settle()``).
  private var record: Coverage
  /// The keys noted since the record last took them, by number, in the order noted: each
  /// reached, or known only.
  private var unsettled: [(number: Int, isReached: Bool)] = []
  /// How the key of each number was noted.
  private var noted: [Noted] = []
  /// The numbers of the keys reached for the first time since ``takeFirstReached()``.
  private var firstReached: [Int] = []
  /// The names of the actions noted reached, which an action's key is told by (see
  /// ``/JourneyCoverage/Coverage/actionKey(_:isKnown:)``) beside those the record knew.
  private var reachedActions: Set<String> = []
  /// Whether the record may know actions that ``reachedActions`` does not name: those of the
  /// universe it started from, or any noted in it through ``coverage``.
  private var recordMayKnowOtherActions: Bool

  /// Whether an element of `kind` is one a person acts on: those an element's keys are made for.
  private static func isActedOn(_ kind: ElementKind) -> Bool {
    switch kind {
    case .textField, .secureField, .button, .toggle, .picker, .row, .backButton, .tab: true
    case .heading, .text, .errorMessage, .banner, .progressIndicator, .sectionTitle, .footer, .navigationTitle,
      .overlayTitle:
      false
    }
  }

  /// The moment of the app the last step ended at, whose screen and state are recorded.
  private var recordedMoment: ScreenMoment?
  /// The screen on top at the moment it was last looked at, found once for the step that ends
  /// there and the one that starts there.
  private var shownScreen: (moment: ScreenMoment, screen: ShownScreen)?
  /// What the recorders this one shares with learned of the states met.
  private let memory: CoverageMemory
  /// The states met so far by the recorders sharing ``memory`` with the host's type, of the
  /// app's state type (a ``StatesMet``); `nil` when its states cannot be compared part by part.
  private var statesMet: AnyObject?
  /// The state the last step left, among ``statesMet``; `nil` when it is not kept there.
  private var metState: AnyObject?
  /// The moment of the app whose state is ``metState``: the one the last step ended at; `nil`
  /// from the start of a journey or a launch until a step ends.
  private var metMoment: ScreenMoment?
  /// The states among ``statesMet`` whose changed paths and screen this recorder recorded.
  private var visitedStates: Set<ObjectIdentifier> = []
  /// The states among ``statesMet`` met at launches whose keys this recorder noted (see
  /// ``readsInner``): noting the same value's keys again notes nothing new.
  private var notedLaunches: Set<ObjectIdentifier> = []
  /// The paths of the state found changed by the step being recorded.
  private var changedPaths: [String] = []
  /// The screens recorded, with the elements a person acts on that they show, by identity: the
  /// screens ``memory`` keeps are one for each name and elements shown; one it does not keep is
  /// kept here, so that no other takes its identity.
  private var recordedScreens: [ObjectIdentifier: ShownScreen] = [:]
  /// The state as the last step left it, as the host reads it as a value.
  private var recordedState: Value?
  /// The state as the last step left it, as the app holds it (a ``RecordedSource``): only the
  /// parts (stored properties) the next state differs from it in are read as values again, when
  /// ``StateParts`` tells them, and of a part whose own properties it tells, only those.
  private var recordedSource: AnyObject?
  /// For each part of the state whose own properties ``StateParts`` tells, whether every key of
  /// its values read whole so far names one of them: only such a part's properties are read one
  /// by one, for a part whose value has a key of its own, such as one derived from other parts,
  /// changes with them.
  private var readsInner: [String: Bool] = [:]
  /// The case paths of the app's actions met so far (an ``ActionCasePaths``), each recorded once.
  private var actionCasePaths: AnyObject?
  /// Where the keys of the state's value come from, as the host of the journey declares it;
  /// `nil` when it does not.
  private var keySources: KeySources?
  /// The type of the host ``keySources`` was read from: hosts of one type are taken to declare
  /// them alike, as they are taken to read states alike, so they are read once for it.
  private var keySourcesHost: ObjectIdentifier?
  /// How many of the world's mock calls are recorded.
  private var recordedCalls = 0
  /// The outcomes of mock calls recorded, each recorded once.
  private var recordedOutcomes: Set<MockOutcome> = []
  /// The numbers of the keys of the element the running step acts on, found on the screen before
  /// it ran (``ShownScreen/elementNumbers``).
  private var usedElement: (seen: Int, used: Int)?

  /// How many keys a record has room for from the start: about as many as a journey of the
  /// app's suite reaches and knows.
  private static var expectedKeys: Int { 512 }

  /// Makes a recorder that starts from `universe`, such as ``/JourneyCoverage/Coverage/init(reference:)``
  /// of the host, so that what is known and never reached is listed too, and that shares what
  /// it learns of the states met with the other recorders of `memory`: those of one run.
  public init(universe: Coverage = Coverage(), memory: CoverageMemory = CoverageMemory()) {
    self.memory = memory
    record = universe
    record.reserveCapacity(Self.expectedKeys)
    recordMayKnowOtherActions = universe.known.contains { $0.kind == .action }
  }

  /// The keys this recorder reached for the first time since the last call, in the order
  /// reached: for a recorder made without a universe, those its record logs newly reached
  /// (``/JourneyCoverage/Coverage/takeNewlyReached()``), told without writing the record.
  public func takeFirstReached() -> [ReachedKey] {
    guard !firstReached.isEmpty else { return [] }
    let numbers = firstReached
    firstReached = []
    return zip(numbers, memory.keys(numbered: numbers)).map { ReachedKey(number: $0, key: $1) }
  }

  /// Notes the invariant named `name` evaluated.
  public func insertInvariant(_ name: String) {
    reach(memory.number(of: Coverage.Key(.invariant, name)))
  }

  /// How a recorder noted a key.
  private enum Noted {
    case not, known, reached
  }

  /// Notes the key numbered `number` reached, when it was not before.
  private func reach(_ number: Int) {
    noted.extend(toHold: number, with: .not)
    guard noted[number] != .reached else { return }
    noted[number] = .reached
    firstReached.append(number)
    unsettled.append((number, true))
  }

  /// Notes the key numbered `number` known, when it was not noted known or reached before.
  private func know(_ number: Int) {
    noted.extend(toHold: number, with: .not)
    guard noted[number] == .not else { return }
    noted[number] = .known
    unsettled.append((number, false))
  }

  /// Lets the record take the keys noted since it last did, in the order noted.
  private func settle() {
    guard !unsettled.isEmpty else { return }
    let keys = memory.keys(numbered: unsettled.map(\.number))
    for (noted, key) in zip(unsettled, keys) {
      if noted.isReached { record.insert(key) } else { record.insertKnown(key) }
    }
    unsettled = []
  }

  /// Notes an action processed, by its case path's components: the key of the longest prefix of
  /// them known as an action, as the record would count it.
  private func reachAction(_ components: [String]) {
    let key = Coverage.actionKey(components) { name in
      reachedActions.contains(name) || (recordMayKnowOtherActions && record.knowsAction(named: name))
    }
    reachedActions.insert(key.name)
    reach(memory.number(of: key))
  }

  /// Forgets the journey recorded before: a new one starts from a fresh world.
  func journeyStarted() {
    recordedMoment = nil
    shownScreen = nil
    metState = nil
    metMoment = nil
    recordedState = nil
    recordedSource = nil
    recordedCalls = 0
  }

  /// Notes what the step `kind` is about to act on: the element of a person's interaction on the
  /// screen shown now, and for a launch the state the app starts from.
  func stepStarting<Host: JourneyHost>(_ kind: StepKind, in run: JourneyRun<Host>) {
    usedElement = nil
    let driver = run.driver
    switch kind {
    case .launch, .relaunch:
      metMoment = nil
      if keySourcesHost != ObjectIdentifier(Host.self) {
        keySources = driver.host.stateKeySources.map(KeySources.init)
        keySourcesHost = ObjectIdentifier(Host.self)
      }
      guard let given = driver.given else { return }
      let initial = driver.host.initialState(given: given.host, world: driver.world)
      let source = RecordedSource(initial)
      recordedSource = source
      let states = statesMet(of: Host.Feature.State.self, host: Host.self)
      if let met = states?.launched(in: initial) {
        recordedState = met.value
        if notedLaunches.insert(ObjectIdentifier(met)).inserted { noteKeys(of: recordedState, in: source.parts) }
        metState = met
        return
      }
      recordedState = stateValue(of: initial, in: source.parts, host: driver.host)
      noteKeys(of: recordedState, in: source.parts)
      metState = states?.keepLaunched(initial, value: recordedState)
      if let met = metState { notedLaunches.insert(ObjectIdentifier(met)) }
    case .tap, .type, .clear, .toggle, .select, .back, .answer:
      guard let screen = topScreen(in: run) else { return }
      let shown = screen.actedOn
      let found: Int? =
        switch kind {
        case .tap(let element), .type(_, let element), .clear(let element), .toggle(let element, _),
          .select(_, let element):
          shown.firstIndex { $0.label == element.label && (element.id == nil || $0.id == element.id) }
        case .back: shown.firstIndex { $0.kind == .backButton }
        case .answer(let button): shown.lastIndex { $0.kind == .button && $0.label == button }
        default: nil
        }
      usedElement = found.flatMap { screen.elementNumbers[$0] }
    default:
      return
    }
  }

  /// Records what the step `kind` reached; an element is used only when the step `passed`.
  func stepFinished<Host: JourneyHost>(_ kind: StepKind, passed: Bool, in run: JourneyRun<Host>) {
    let driver = run.driver
    if passed, let used = usedElement {
      reach(used.seen)
      reach(used.used)
    }
    usedElement = nil
    if passed, case .deepLink(let url) = kind {
      reach(memory.number(of: Coverage.Key(.deepLink, url)))
    }
    let actionPaths = actionPaths(of: Host.Feature.Action.self)
    for action in driver.log.takeUncovered() {
      if let names = actionPaths.newPath(of: action) {
        reachAction(names)
      }
    }
    recordCalls(of: driver)
    guard let store = driver.store, driver.moment != recordedMoment else { return }
    recordedMoment = driver.moment
    metMoment = driver.moment
    let state = store.state
    let states = statesMet(of: Host.Feature.State.self, host: Host.self)
    let last = metState as? StatesMet<Host.Feature.State>.Node
    let source = recordedSource as? RecordedSource<Host.Feature.State>
    let changedParts = source.flatMap { $0.parts.changedParts(from: $0.state, to: state) }
    if let last, let changedParts, let met = states?.reached(state, changedParts: changedParts, after: last) {
      // Met on this way before, by this recorder or another of the run's: what it changed and
      // what it shows depend on the states on the way alone, and are recorded once.
      source?.state = state
      recordedState = met.value
      metState = met
      let isNew = visitedStates.insert(ObjectIdentifier(met)).inserted
      if isNew {
        for number in met.changedPaths { reach(number) }
      }
      switch states?.screen(of: met) {
      case .shown(let screen, let built)?:
        shownScreen = (driver.moment, screen)
        if let built = built as? Screen<Host.Feature.Action> { run.screens.show(built) }
        if isNew { record(screen) }
        return
      case .none?:
        return
      case nil:
        break
      }
    } else {
      changedPaths = []
      recordState(state, changedParts: changedParts, of: driver.host)
      let changedNumbers = memory.numbers(ofStatePaths: changedPaths)
      for number in changedNumbers { reach(number) }
      metState = last.flatMap { last in
        changedParts.flatMap {
          states?.keep(state, value: recordedState, changedPaths: changedNumbers, changedParts: $0, after: last)
        }
      }
      if let met = metState { visitedStates.insert(ObjectIdentifier(met)) }
    }
    let node = metState as? StatesMet<Host.Feature.State>.Node
    guard let screen = topScreen(in: run) else {
      if let node { states?.keep(.none, of: node) }
      return
    }
    if let node { states?.keep(.shown(screen, built: try? run.screens.currentScreen()), of: node) }
    record(screen)
  }

  /// The values at `paths` in the app's state now, each or why it is not there, as kept for the
  /// state among ``statesMet`` that the last step left (``keep(_:at:in:)``): the same state met
  /// again, by this recorder or another of the run's, has the same values; `nil` when none are
  /// kept, or the app moved on since the step.
  func recalledValues<Host: JourneyHost>(at paths: [ValuePath], in driver: AppDriver<Host>)
    -> [Result<Value, ValueLookupError>]?
  {
    guard let node = metNode(in: driver) else { return nil }
    return statesMet(of: Host.Feature.State.self, host: Host.self)?.values(at: paths, of: node)
  }

  /// Keeps `values`, read at `paths` in the app's state now, for the state among ``statesMet``
  /// that the last step left, when the app did not move on since.
  func keep<Host: JourneyHost>(
    _ values: [Result<Value, ValueLookupError>], at paths: [ValuePath], in driver: AppDriver<Host>
  ) {
    guard let node = metNode(in: driver) else { return }
    statesMet(of: Host.Feature.State.self, host: Host.self)?.keep(values, at: paths, of: node)
  }

  /// What was kept (``keep(note:in:)``) for the state among ``statesMet`` that the last step
  /// left, by this recorder or another of its memory that met the same state; `nil` when nothing
  /// was, or the app moved on since the step.
  func recalledNote<Host: JourneyHost>(in driver: AppDriver<Host>) -> (any Sendable)? {
    guard let node = metNode(in: driver) else { return nil }
    return statesMet(of: Host.Feature.State.self, host: Host.self)?.note(of: node)
  }

  /// Keeps `note` for the state among ``statesMet`` that the last step left, when the app did
  /// not move on since.
  func keep<Host: JourneyHost>(note: any Sendable, in driver: AppDriver<Host>) {
    guard let node = metNode(in: driver) else { return }
    statesMet(of: Host.Feature.State.self, host: Host.self)?.keep(note: note, of: node)
  }

  /// The state among ``statesMet`` that the app is in, when it is the one the last step left and
  /// the app is running; `nil` otherwise.
  private func metNode<Host: JourneyHost>(in driver: AppDriver<Host>) -> StatesMet<Host.Feature.State>.Node? {
    guard let metMoment, driver.store != nil, metMoment == driver.moment else { return nil }
    return metState as? StatesMet<Host.Feature.State>.Node
  }

  /// Records `screen` shown, with the elements a person acts on that it shows, when it was not
  /// recorded before.
  private func record(_ screen: ShownScreen) {
    guard recordedScreens.updateValue(screen, forKey: ObjectIdentifier(screen)) == nil else { return }
    reach(screen.screenNumber)
    for case let numbers? in screen.elementNumbers {
      reach(numbers.seen)
      know(numbers.used)
    }
  }

  /// The case paths of the actions of type `Action` met so far.
  private func actionPaths<Action>(of _: Action.Type) -> ActionCasePaths<Action> {
    if let paths = actionCasePaths as? ActionCasePaths<Action> { return paths }
    let paths = ActionCasePaths<Action>()
    actionCasePaths = paths
    return paths
  }

  /// The states of type `State` met so far by the recorders of ``memory`` with hosts of type
  /// `Host`; `nil` when they cannot be compared part by part.
  private func statesMet<State, Host>(of _: State.Type, host _: Host.Type) -> StatesMet<State>? {
    if let states = statesMet as? StatesMet<State> { return states }
    let states = memory.statesMet(of: State.self, host: ObjectIdentifier(Host.self))
    statesMet = states
    return states
  }

  /// The screen on top now; `nil` when the app shows none.
  private func topScreen<Host: JourneyHost>(in run: JourneyRun<Host>) -> ShownScreen? {
    let driver = run.driver
    let moment = driver.moment
    if let shown = shownScreen, shown.moment == moment { return shown.screen }
    guard let screen = try? run.screens.currentScreen() else { return nil }
    let name = screen.topmostName
    let actedOn = screen.shownElements.filter { Self.isActedOn($0.kind) }
    // A step mostly leaves the screen showing what it showed before, which is then told by
    // comparing the two rather than by looking all it shows up among the screens shown.
    let shown =
      if let last = shownScreen?.screen, last.name == name, last.actedOn == actedOn {
        last
      } else {
        memory.shownScreen(name: name, actedOn: actedOn)
      }
    shownScreen = (moment, shown)
    return shown
  }

  /// Records the paths of `state` that changed since the last step: when the host declares
  /// where its keys come from (``JourneyHost/stateKeySources``), of the keys read from the parts
  /// that differ, those of indices `changedParts` among ``StateParts/parts`` (`nil` when they
  /// cannot be told apart), else of all of it.
  ///
  /// Of a part whose own properties can be told apart, only those that differ are read, and of
  /// them not one whose value is never a mapping: its path is the one it adds, and the value
  /// recorded for it is left as it was. What a host of the same type read for an equal value,
  /// of the state, of a part or of one of its properties, is not read again (see
  /// ``ReadValues``): a key named after a part and not declared read from others is read from
  /// that part alone, whichever keys of its own its value has; a key read from other parts than
  /// its own is read each time one of them differs.
  private func recordState<Host: JourneyHost>(
    _ state: Host.Feature.State, changedParts: [Int]?, of host: Host
  ) {
    var path: [String] = []
    guard let source = recordedSource as? RecordedSource<Host.Feature.State>, let changedParts,
      case .object(var recorded)? = recordedState
    else {
      let source = RecordedSource(state)
      recordedSource = source
      recordWhole(state, in: source.parts, of: host)
      return
    }
    let changes = source.parts.changes(in: changedParts, from: source.state, to: state)
    source.state = state
    guard !changes.isEmpty else { return }
    guard let keySources else {
      recordWhole(state, in: source.parts, of: host)
      return
    }
    let hostType = ObjectIdentifier(Host.self)
    var reads: [(key: String, part: StatePart?, whole: Value??, inner: [(index: Int, value: Value??)]?)] = []
    var selected: [ValuePath] = []
    var derived: [String] = []
    for change in changes {
      let key = change.part.key
      derived += keySources.keysReadFrom[key] ?? []
      if keySources.derivedKeys.contains(key) { continue }
      guard let parts = change.part.inner, let changed = change.inner, readsInner[key] == true,
        case .object? = recorded[key]
      else {
        let whole = source.parts.recalledValue(of: change.part, in: state, host: hostType)
        reads.append((key, change.part, whole, nil))
        if whole == nil { selected.append(ValuePath([.key(key)])) }
        continue
      }
      let flat = changed.filter { parts.isFlat[$0] }
      if !flat.isEmpty {
        changedPaths.append(key)
        changedPaths += flat.map { parts.paths[$0] }
      }
      let inner = changed.filter { !parts.isFlat[$0] }
      let values = inner.map { index in
        (index, source.parts.recalledValue(of: change.part, property: index, in: state, host: hostType))
      }
      reads.append((key, change.part, nil, values))
      selected += values.filter { $0.1 == nil }.map { ValuePath([.key(key), .key(parts.parts[$0.0].key)]) }
    }
    for key in keySources.derivedKeys where derived.contains(key) || changes.contains(where: { $0.part.key == key }) {
      reads.append((key, nil, nil, nil))
      selected.append(ValuePath([.key(key)]))
    }
    var partial = ValueObject()
    if !selected.isEmpty {
      guard
        case .object(let read)? = try? StateSelection.$paths.withValue(
          selected, operation: { try host.stateValue(state) })
      else { return }
      partial = read
    }
    for read in reads {
      let key = read.key
      path = [key]
      if let inner = read.inner, let part = read.part, let parts = part.inner, case .object(var old)? = recorded[key] {
        guard !inner.isEmpty else { continue }
        let values: [(index: Int, value: Value?)] = inner.map { index, value in
          guard let value else {
            let value = partial[key]?[parts.parts[index].key]
            source.parts.keep(value, of: part, property: index, in: state, host: hostType)
            return (index, value)
          }
          return (index, value)
        }
        if recordInner(values, of: parts, from: &old, at: &path) {
          changedPaths.append(key)
        }
        recorded[key] = .object(old)
        continue
      }
      let old = recorded[key]
      let new = read.whole ?? partial[key]
      if let new {
        insertChanges(from: old, to: new, at: &path)
        if let part = read.part { noteKeys(of: new, in: part) }
      } else if old != nil {
        changedPaths.append(key)
      }
      if let part = read.part, read.whole == nil {
        source.parts.keep(new, of: part, in: state, host: hostType)
      }
      recorded[key] = new
    }
    recordedState = .object(recorded)
  }

  /// Records the paths of `state`, read whole, that changed since the last step.
  private func recordWhole<Host: JourneyHost>(
    _ state: Host.Feature.State, in parts: StateParts<Host.Feature.State>, of host: Host
  ) {
    guard let value = stateValue(of: state, in: parts, host: host) else { return }
    var path: [String] = []
    insertChanges(from: recordedState, to: value, at: &path)
    recordedState = value
    noteKeys(of: value, in: parts)
  }

  /// Records the paths inside the properties of a part that changed to `values`, each by its
  /// index and its new value (`nil` when left out), from the part's recorded value `old`; `path`
  /// leads to the part. Returns whether any of them changed.
  private func recordInner(
    _ values: [(index: Int, value: Value?)], of inner: StatePart.Inner, from old: inout ValueObject,
    at path: inout [String]
  ) -> Bool {
    var anyChanged = false
    for (index, value) in values {
      let key = inner.parts[index].key
      path.append(key)
      if let value {
        if insertChanges(from: old[key], to: value, at: &path) { anyChanged = true }
      } else if old[key] != nil {
        changedPaths.append(inner.paths[index])
        anyChanged = true
      }
      path.removeLast()
      old[key] = value
    }
    return anyChanged
  }

  /// `state` as `host` reads it, recalled when a host of its type read an equal state lately;
  /// `nil` when it cannot be read.
  private func stateValue<Host: JourneyHost>(
    of state: Host.Feature.State, in parts: StateParts<Host.Feature.State>, host: Host
  ) -> Value? {
    let hostType = ObjectIdentifier(Host.self)
    if let value = parts.recalledValue(of: state, host: hostType) { return value }
    let value = try? host.stateValue(state)
    parts.keep(value, of: state, host: hostType)
    return value
  }

  /// Notes the keys of `value`, the whole state read, for the parts of `parts` whose own
  /// properties can be told apart.
  private func noteKeys<State>(of value: Value?, in parts: StateParts<State>) {
    guard case .object(let object)? = value, let parts = parts.parts else { return }
    for part in parts {
      if let value = object[part.key] { noteKeys(of: value, in: part) }
    }
  }

  /// Notes the keys of `value`, the part `part` read whole: whether they all name its own
  /// properties (see ``readsInner``).
  private func noteKeys(of value: Value, in part: StatePart) {
    guard let inner = part.inner, readsInner[part.key] != false else { return }
    guard case .object(let object) = value else { return }
    readsInner[part.key] = object.keys.allSatisfy(inner.keys.contains)
  }

  /// Records the outcome of each mock call made since the last step.
  private func recordCalls<Host: JourneyHost>(of driver: AppDriver<Host>) {
    let calls = driver.world.calls
    guard calls.count > recordedCalls else { return }
    let errors = driver.world.callErrors
    for index in recordedCalls..<calls.count {
      let call = calls[index]
      let outcome = MockOutcome(mock: call.mock, endpoint: call.endpoint, error: errors[index])
      guard recordedOutcomes.insert(outcome).inserted else { continue }
      let name = Coverage.mockOutcomeName(mock: outcome.mock, endpoint: outcome.endpoint, error: outcome.error)
      reach(memory.number(of: Coverage.Key(.mockOutcome, name)))
    }
    recordedCalls = calls.count
  }

  /// Records the paths at and inside the one `path` leads to (empty for the whole state) whose
  /// value differs between `old` and `new`; returns whether any does. A mapping's keys are
  /// followed; a list, a scalar and a part that went are changes where they are, and a mapping
  /// that came (where there was none, or null) is changed all through. Each part is compared
  /// once, and a path is written out only when it changed.
  @discardableResult
  private func insertChanges(from old: Value?, to new: Value, at path: inout [String]) -> Bool {
    let changed: Bool
    switch (old, new) {
    case (.object(let oldObject)?, .object(let newObject)):
      changed = insertChanges(from: oldObject, to: newObject, at: &path)
    case (_, .object(let newObject)):
      for (key, value) in newObject {
        path.append(key)
        insertChanges(from: nil, to: value, at: &path)
        path.removeLast()
      }
      changed = true
    default:
      changed = old != new
    }
    if changed, !path.isEmpty {
      changedPaths.append(path.joined(separator: "."))
    }
    return changed
  }

  /// Records the paths inside the mapping `path` leads to whose value differs between `old` and
  /// `new`, in one pass over `new`'s keys and then the keys that went; returns whether any does.
  /// A key's old value is taken from its place in `old` when `old` lists it there, as two values
  /// of one type list their keys, and looked up otherwise.
  private func insertChanges(from old: ValueObject, to new: ValueObject, at path: inout [String]) -> Bool {
    let oldKeys = old.keys
    let oldValues = old.values
    let newKeys = new.keys
    let newValues = new.values
    // Whether every key of `new` so far is at its place in `old`, so that, with as many keys,
    // no key went.
    var inPlace = oldKeys.count == newKeys.count
    var anyChanged = false
    for index in newKeys.indices {
      let key = newKeys[index]
      let oldValue: Value?
      if index < oldKeys.count, oldKeys[index] == key {
        oldValue = oldValues[index]
      } else {
        inPlace = false
        oldValue = old[key]
      }
      path.append(key)
      if insertChanges(from: oldValue, to: newValues[index], at: &path) { anyChanged = true }
      path.removeLast()
    }
    guard !inPlace else { return anyChanged }
    for key in oldKeys where new[key] == nil {
      changedPaths.append((path + [key]).joined(separator: "."))
      anyChanged = true
    }
    return anyChanged
  }
}

/// The state as a step left it, as the app holds it, with the parts its type is read into.
private final class RecordedSource<State> {
  var state: State
  let parts = StateParts<State>.shared

  init(_ state: State) {
    self.state = state
  }
}

/// An outcome of a mock call: the mock's endpoint called, and the error it failed with (`nil`
/// when it answered).
private struct MockOutcome: Hashable {
  let mock: String
  let endpoint: String
  let error: String?
}

/// Where the top-level keys of a host's state value come from (``JourneyHost/stateKeySources``),
/// as a recorder looks them up.
private struct KeySources {
  /// The keys read from other stored properties than the one of their name, or from no property
  /// of their name: each is read whole, and not recalled by a part's value.
  let derivedKeys: [String]
  /// For each stored property, the keys read from it besides the one of its name.
  let keysReadFrom: [String: [String]]

  init(_ sources: [String: Set<String>]) {
    derivedKeys = sources.keys.sorted()
    var keysReadFrom: [String: [String]] = [:]
    for key in derivedKeys {
      for property in sources[key]! where property != key {
        keysReadFrom[property, default: []].append(key)
      }
    }
    self.keysReadFrom = keysReadFrom
  }
}
