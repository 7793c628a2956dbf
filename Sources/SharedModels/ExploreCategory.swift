/// A topic the explore screen groups content by, in the order the screen lists them.
public enum ExploreCategory: String, Codable, CaseIterable, Hashable, Sendable {
  /// Software development.
  case development
  /// Visual and interaction design.
  case design
  /// Courses and learning.
  case learning
  /// Business and careers.
  case business
}
