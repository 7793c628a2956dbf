/// What a host says about itself that reflection cannot find, for `journey describe` and
/// `journey schema`: what each `given` key means and what it is when left out, the keys the app
/// keeps in its stores, and the app's screens. Keys, types, actions, state paths and mocks are
/// read from the host itself.
public struct HostNotes: Sendable {
  /// One `given` key's meaning and default.
  public struct GivenKey: Sendable {
    /// What the key sets, and the forms its value takes when its type does not say.
    public var summary: String
    /// What the app does when a journey leaves the key out.
    public var defaultValue: String

    /// Makes the note of a `given` key.
    public init(_ summary: String, default defaultValue: String) {
      self.summary = summary
      self.defaultValue = defaultValue
    }
  }

  /// One screen: what `screen` steps name and what a person reads at its top.
  public struct Screen: Sendable {
    /// The name a `screen` step matches.
    public var id: String
    /// The title or heading the screen shows, when it has a fixed one.
    public var title: String?

    /// Makes the note of a screen.
    public init(_ id: String, title: String? = nil) {
      self.id = id
      self.title = title
    }
  }

  /// One key the app keeps in a mock's store: what `stored` steps and `given`'s raw entries name.
  public struct StoredKey: Sendable {
    /// The store, as its mock names it, such as `keychain`.
    public var store: String
    /// The key, such as `accessToken`: best the app's own constant, so that it cannot drift.
    public var key: String
    /// What the app keeps there, and when.
    public var summary: String

    /// Makes the note of a stored key.
    public init(_ store: String, _ key: String, _ summary: String) {
      self.store = store
      self.key = key
      self.summary = summary
    }
  }

  /// The notes of the `given` keys, by key: of the host's own, and of the harness's
  /// (``WorldGiven``) where the app reacts to one in a way worth saying, in place of the
  /// harness's note; keys that neither decodes are ignored.
  public var givenKeys: [String: GivenKey]
  /// The screens, in the order to list them.
  public var screens: [Screen]
  /// Deep links the app opens, one per route, such as `myapp://settings/language`: what
  /// exploration opens as world events.
  public var deepLinks: [String]
  /// The keys the app keeps in its stores, in the order to list them.
  public var storedKeys: [StoredKey]

  /// Makes notes.
  public init(
    givenKeys: [String: GivenKey] = [:], screens: [Screen] = [], deepLinks: [String] = [],
    storedKeys: [StoredKey] = []
  ) {
    self.givenKeys = givenKeys
    self.screens = screens
    self.deepLinks = deepLinks
    self.storedKeys = storedKeys
  }
}
