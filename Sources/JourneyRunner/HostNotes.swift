/// What a host says about itself that reflection cannot find, for `journey describe` and
/// `journey schema`: what each `given` key means and what it is when left out, and the app's
/// screens. Keys, types, actions, state paths and mocks are read from the host itself.
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

  /// The notes of the `given` keys, by key; keys the host's `Given` does not decode are ignored.
  public var givenKeys: [String: GivenKey]
  /// The screens, in the order to list them.
  public var screens: [Screen]
  /// Deep links the app opens, one per route, such as `myapp://settings/language`: what
  /// exploration opens as world events.
  public var deepLinks: [String]

  /// Makes notes.
  public init(givenKeys: [String: GivenKey] = [:], screens: [Screen] = [], deepLinks: [String] = []) {
    self.givenKeys = givenKeys
    self.screens = screens
    self.deepLinks = deepLinks
  }
}
