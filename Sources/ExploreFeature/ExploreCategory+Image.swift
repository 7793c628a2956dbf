import SharedModels

extension ExploreCategory {
  /// The system name of the symbol shown with the category.
  var image: String {
    switch self {
    case .development: "chevron.left.forwardslash.chevron.right"
    case .design: "paintbrush"
    case .learning: "book"
    case .business: "briefcase"
    }
  }
}
