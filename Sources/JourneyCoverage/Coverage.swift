/// What runs reached of an app, and what is known of it: the universe, read from the host's
/// reference (``init(reference:)``) and grown by everything a run met that the reference does
/// not list, such as every element ever seen.
///
/// Each thing is a ``Key``: its ``Kind`` and its name. A key reached is known too. Records merge
/// (``merge(_:)``: shards, a suite and an exploration), compare (``reached(outside:)``) and
/// summarize per feature (``features``).
///
/// A key's feature (``Key/feature``) is the first component of an action's case path or of a state
/// path, or the mock of a mock outcome: `profile.editProfile.saveTapped` and `profile.name` are
/// `profile`'s. A path one component long, the root feature's own action or state such as
/// `appLaunched` or `isLoading`, is the feature `app`'s. Screens, elements, deep links and
/// invariants name no feature and are counted per kind only.
public struct Coverage: Hashable, Sendable {
  /// What a key names.
  public enum Kind: String, CaseIterable, Codable, Comparable, Sendable {
    /// A screen, by the name a `screen` step matches.
    case screen
    /// An element seen on a screen: known and reached alike as soon as it shows.
    case element
    /// An element used (tapped, typed into, toggled…): known once seen, reached once used.
    case interaction
    /// An action the app processed, by case path.
    case action
    /// A path into the app's state whose value changed.
    case state
    /// An outcome of a mock endpoint: its answer, or one of its named errors.
    case mockOutcome
    /// A deep link opened, by URL.
    case deepLink
    /// An invariant evaluated.
    case invariant

    /// The kinds in the order summaries list them.
    public static func < (lhs: Kind, rhs: Kind) -> Bool {
      allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// What a summary calls the kind's things: `screens`, `mock outcomes`.
    public var plural: String {
      switch self {
      case .screen: "screens"
      case .element: "elements seen"
      case .interaction: "elements used"
      case .action: "actions"
      case .state: "state paths"
      case .mockOutcome: "mock outcomes"
      case .deepLink: "deep links"
      case .invariant: "invariants"
      }
    }
  }

  /// One thing of the app that a run can reach.
  public struct Key: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var kind: Kind
    /// The thing's name, as ``Coverage`` makes it for its kind: `Edit Profile`,
    /// `Edit Profile: button "Save"`, `profile.editProfile.saveTapped`,
    /// `profile.save error invalidName`, `myapp://settings`.
    public var name: String

    /// Makes a key.
    public init(_ kind: Kind, _ name: String) {
      self.kind = kind
      self.name = name
    }

    /// The feature the key counts for in a summary; `nil` for a screen, an element, a deep
    /// link and an invariant.
    public var feature: String? {
      switch kind {
      case .action, .state, .mockOutcome:
        let components = name.split(separator: ".", maxSplits: 1)
        return components.count > 1 ? String(components[0]) : Coverage.rootFeature
      case .screen, .element, .interaction, .deepLink, .invariant:
        return nil
      }
    }

    /// Kind first, then name.
    public static func < (lhs: Key, rhs: Key) -> Bool {
      (lhs.kind, lhs.name) < (rhs.kind, rhs.name)
    }

    /// `action profile.editProfile.saveTapped`.
    public var description: String { "\(kind.rawValue) \(name)" }

    /// The key `description` writes, such as `action profile.editProfile.saveTapped`; `nil` when
    /// the text does not start with a kind and a space.
    public init?(description: String) {
      guard let space = description.firstIndex(of: " "), let kind = Kind(rawValue: String(description[..<space]))
      else { return nil }
      self.init(kind, String(description[description.index(after: space)...]))
    }
  }

  /// The feature of the root's own actions and state.
  public static let rootFeature = "app"

  /// Every key known: the universe, the reached keys among them.
  public private(set) var known: Set<Key>
  /// The keys reached.
  public private(set) var reached: Set<Key>
  /// The keys reached since the last ``takeNewlyReached()``, in the order first reached, while
  /// the record logs them (``logNewlyReached()``); `nil` while it does not. Not part of what the
  /// record is: records that know and reached the same keys are equal, whatever they logged.
  private var newlyReached: [Key]?

  /// Nothing known and nothing reached.
  public init() {
    known = []
    reached = []
  }

  /// A record of `reached` keys within `known` ones: the reached are known too, and so is the use
  /// of every element reached (seen).
  public init(known: Set<Key>, reached: Set<Key>) {
    self.known = known.union(reached).union(reached.filter { $0.kind == .element }.map { Key(.interaction, $0.name) })
    self.reached = reached
  }

  // MARK: Recording

  /// Notes `key` reached; returns whether it was not reached before, the signal of novelty.
  @discardableResult
  public mutating func insert(_ key: Key) -> Bool {
    guard reached.insert(key).inserted else { return false }
    known.insert(key)
    newlyReached?.append(key)
    return true
  }

  /// Starts logging the keys that the inserting methods (``insert(_:)``, ``insertScreen(_:)``…)
  /// note reached for the first time, for ``takeNewlyReached()``: what a run reached step by
  /// step is then read without comparing the whole record with the one before. Merging logs
  /// nothing.
  public mutating func logNewlyReached() {
    if newlyReached == nil { newlyReached = [] }
  }

  /// The keys reached for the first time since the last call, or since the record began to log
  /// them (``logNewlyReached()``), in the order reached; none while it does not log them.
  public mutating func takeNewlyReached() -> [Key] {
    guard let keys = newlyReached, !keys.isEmpty else { return [] }
    newlyReached = []
    return keys
  }

  /// Notes `key` known, reached or not.
  public mutating func insertKnown(_ key: Key) {
    known.insert(key)
  }

  /// Makes room for `count` keys known and as many reached, so that a record growing to them
  /// does not grow its sets step by step.
  public mutating func reserveCapacity(_ count: Int) {
    known.reserveCapacity(count)
    reached.reserveCapacity(count)
  }

  /// Notes the screen named `name` shown.
  @discardableResult
  public mutating func insertScreen(_ name: String) -> Bool {
    insert(Key(.screen, name))
  }

  /// Notes an element shown on `screen`, and used when `used`; returns whether either is new.
  @discardableResult
  public mutating func insertElement(screen: String, kind: String, label: String, id: String?, used: Bool)
    -> Bool
  {
    insertElement(named: Self.elementName(screen: screen, kind: kind, label: label, id: id), used: used)
  }

  /// Notes the element whose keys are named `name` (``elementName(screen:kind:label:id:)``)
  /// shown, and used when `used`; returns whether either is new.
  @discardableResult
  public mutating func insertElement(named name: String, used: Bool) -> Bool {
    let seen = insert(Key(.element, name))
    let interaction = Key(.interaction, name)
    guard used else {
      known.insert(interaction)
      return seen
    }
    return insert(interaction) || seen
  }

  /// Notes an action processed, by its case path's components, outermost first: the longest
  /// prefix of them known as an action, or all of them when none is (a case path goes on through
  /// an enumeration the reference lists as a payload, such as a result's `success`).
  @discardableResult
  public mutating func insertAction(_ components: [String]) -> Bool {
    insert(knownAction(components))
  }

  /// The key of the action whose case path has `components`, as ``insertAction(_:)`` notes it:
  /// the longest prefix of them that `isKnown` tells is the name of an action known, or all of
  /// them when none is.
  public static func actionKey(_ components: [String], isKnown: (String) -> Bool) -> Key {
    // The name of each prefix, shortest first, each made from the one before.
    var names: [String] = []
    names.reserveCapacity(components.count)
    for component in components {
      names.append(names.last.map { $0 + "." + component } ?? component)
    }
    return Key(.action, names.last { isKnown($0) } ?? names.last ?? "")
  }

  /// Whether this record knows an action named `name`.
  public func knowsAction(named name: String) -> Bool {
    known.contains(Key(.action, name))
  }

  /// The key of the action whose case path has `components`: the longest prefix of them known
  /// as an action, or all of them when none is.
  private func knownAction(_ components: [String]) -> Key {
    Self.actionKey(components, isKnown: knowsAction(named:))
  }

  /// `key`, or for an action this record does not know, the longest prefix of its case path it
  /// knows.
  private func known(_ key: Key) -> Key {
    guard key.kind == .action, !known.contains(key) else { return key }
    return knownAction(key.name.split(separator: ".").map(String.init))
  }

  /// Notes a change of the state at `path`, such as `profile.name`.
  @discardableResult
  public mutating func insertStatePath(_ path: String) -> Bool {
    insert(Key(.state, path))
  }

  /// Notes a call of `mock`'s `endpoint` that answered (`error` `nil`) or failed with `error`.
  @discardableResult
  public mutating func insertMockOutcome(mock: String, endpoint: String, error: String?) -> Bool {
    insert(Key(.mockOutcome, Self.mockOutcomeName(mock: mock, endpoint: endpoint, error: error)))
  }

  /// Notes the deep link `url` opened.
  @discardableResult
  public mutating func insertDeepLink(_ url: String) -> Bool {
    insert(Key(.deepLink, url))
  }

  /// Notes the invariant named `name` evaluated.
  @discardableResult
  public mutating func insertInvariant(_ name: String) -> Bool {
    insert(Key(.invariant, name))
  }

  /// The name of an element's keys: `Edit Profile: button "Save"`, and ` #saveButton` after it
  /// when it has an id.
  public static func elementName(screen: String, kind: String, label: String, id: String?) -> String {
    "\(screen): \(kind) \"\(label)\"" + (id.map { " #" + $0 } ?? "")
  }

  /// The name of a mock outcome's key: `profile.save answer`, `profile.save error invalidName`.
  public static func mockOutcomeName(mock: String, endpoint: String, error: String?) -> String {
    "\(mock).\(endpoint) " + (error.map { "error " + $0 } ?? "answer")
  }

  // MARK: Merging and comparing

  /// Whether the two records know and reached the same keys.
  public static func == (lhs: Coverage, rhs: Coverage) -> Bool {
    lhs.known == rhs.known && lhs.reached == rhs.reached
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(known)
    hasher.combine(reached)
  }

  /// Adds what `other` knows and reached. An action `other` names by a longer case path than this
  /// record knows counts for the longest prefix it knows, as ``insertAction(_:)`` counts it: a
  /// record made without the reference (such as an exploring seed's) merges into one made with it
  /// as if recorded there.
  public mutating func merge(_ other: Coverage) {
    var knownKeys: [Key] = []
    var reachedKeys: [Key] = []
    knownKeys.reserveCapacity(other.known.count)
    reachedKeys.reserveCapacity(other.reached.count)
    for key in other.known {
      let counted = known(key)
      knownKeys.append(counted)
      if other.reached.contains(key) { reachedKeys.append(counted) }
    }
    known.formUnion(knownKeys)
    reached.formUnion(reachedKeys)
  }

  /// This record with what `other` knows and reached added.
  public func merging(_ other: Coverage) -> Coverage {
    var merged = self
    merged.merge(other)
    return merged
  }

  /// The keys known and never reached, sorted.
  public var unreached: [Key] {
    known.subtracting(reached).sorted()
  }

  /// The keys this record reached that `other` does not, sorted: called on an exploration's
  /// record with a suite's, what the exploration reached that no journey does.
  public func reached(outside other: Coverage) -> [Key] {
    reached.subtracting(other.reached).sorted()
  }
}
