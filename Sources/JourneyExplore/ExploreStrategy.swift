/// How exploration chooses the journey of each seed.
public enum ExploreStrategy: String, CaseIterable, Hashable, Sendable {
  /// From what earlier seeds reached (``GuidedExploration``): seeds run in generations, each
  /// seed extending or changing a journey that reached something new, and preferring the
  /// elements no journey used.
  case guided
  /// From the seed alone: its faults and moves drawn at random, each move among what the screen
  /// offers; every seed is independent of the others.
  case uniform
}
