extension Coverage {
  /// How many keys of a group were reached, of how many known.
  public struct Tally: Hashable, Sendable, Codable {
    public var reached: Int
    public var known: Int

    /// Makes a tally.
    public init(reached: Int, known: Int) {
      self.reached = reached
      self.known = known
    }

    /// The share reached, from 0 to 100, rounded down to a whole percent so that nothing short of
    /// all reads 100; 100 when nothing is known.
    public var percent: Int {
      known == 0 ? 100 : reached * 100 / known
    }

    /// `12/40 (30%)`.
    public var text: String {
      "\(reached)/\(known) (\(percent)%)"
    }

    mutating func count(_ isReached: Bool) {
      known += 1
      if isReached { reached += 1 }
    }
  }

  /// One feature's tallies: of its actions, state paths and mock outcomes.
  public struct FeatureSummary: Hashable, Sendable, Codable {
    public var feature: String
    public var actions: Tally
    public var state: Tally
    public var mockOutcomes: Tally

    /// Makes a feature's tallies.
    public init(feature: String, actions: Tally, state: Tally, mockOutcomes: Tally) {
      self.feature = feature
      self.actions = actions
      self.state = state
      self.mockOutcomes = mockOutcomes
    }

    /// All of the feature's keys together.
    public var total: Tally {
      Tally(
        reached: actions.reached + state.reached + mockOutcomes.reached,
        known: actions.known + state.known + mockOutcomes.known)
    }
  }

  /// The tallies per feature, sorted by feature, for the keys that have one (see
  /// ``Key/feature``).
  public var features: [FeatureSummary] {
    var summaries: [String: FeatureSummary] = [:]
    for key in known {
      guard let feature = key.feature else { continue }
      let isReached = reached.contains(key)
      let none = Tally(reached: 0, known: 0)
      var summary = summaries[feature] ?? FeatureSummary(feature: feature, actions: none, state: none, mockOutcomes: none)
      switch key.kind {
      case .action: summary.actions.count(isReached)
      case .state: summary.state.count(isReached)
      default: summary.mockOutcomes.count(isReached)
      }
      summaries[feature] = summary
    }
    return summaries.values.sorted { $0.feature < $1.feature }
  }

  /// The tally of every kind, in the order ``Kind`` declares them.
  public var kinds: [(kind: Kind, tally: Tally)] {
    var tallies: [Kind: Tally] = [:]
    for key in known {
      tallies[key.kind, default: Tally(reached: 0, known: 0)].count(reached.contains(key))
    }
    return Kind.allCases.map { ($0, tallies[$0] ?? Tally(reached: 0, known: 0)) }
  }
}
