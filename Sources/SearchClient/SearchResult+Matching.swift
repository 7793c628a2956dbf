import Foundation
import SharedModels

extension SearchResult {
  /// Whether the title or subtitle contains `query`, ignoring case and surrounding whitespace;
  /// always true for a blank query.
  func matches(_ query: String) -> Bool {
    let needle = query.trimmingWhiteSpace().lowercased()
    return needle.isEmpty || title.lowercased().contains(needle) || subtitle.lowercased().contains(needle)
  }
}
