/// How exploration generates its journeys.
public struct ExploreOptions: Hashable, Sendable {
  /// The most steps a generated journey takes after its start.
  public var maximumSteps: Int
  /// The texts typed into fields: ordinary ones and the edge cases (empty, blank, long,
  /// non-ASCII, malformed emails) that forms get wrong.
  public var typedValues: [String]
  /// The deep links opened as world events: the host's routes.
  public var deepLinks: [String]
  /// The durations waited as world events.
  public var waits: [Duration]
  /// The most replays shrinking one failure may take.
  public var shrinkBudget: Int

  /// The texts typed unless told otherwise.
  public static let defaultTypedValues = [
    "ada@example.com", "Ada Lovelace", "correct horse battery staple", "swift", "", " ",
    "a", "not-an-email", "ada@", "@example.com", "ada@@example.com", "0", "-1", "99999999999",
    "Zoë Ça ✓ 日本語 🚀", "\u{202E}txet", String(repeating: "x", count: 300),
  ]

  /// The durations waited unless told otherwise: from a blink to a minute.
  public static let defaultWaits: [Duration] = [
    .milliseconds(100), .milliseconds(500), .seconds(1), .seconds(3), .seconds(10), .seconds(60),
  ]

  /// Makes options.
  public init(
    maximumSteps: Int = 30,
    typedValues: [String] = Self.defaultTypedValues,
    deepLinks: [String] = [],
    waits: [Duration] = Self.defaultWaits,
    shrinkBudget: Int = 2000
  ) {
    self.maximumSteps = maximumSteps
    self.typedValues = typedValues
    self.deepLinks = deepLinks
    self.waits = waits
    self.shrinkBudget = shrinkBudget
  }
}
