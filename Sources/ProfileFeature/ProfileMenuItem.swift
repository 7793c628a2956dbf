/// An entry of the profile's menu; each opens a screen of its own.
public enum ProfileMenuItem: String, Codable, CaseIterable, Hashable, Sendable {
  /// The things the user marked as favorite.
  case favorites
  /// The things the user saved for later.
  case saved
  /// The things the user viewed.
  case history

  /// The stable name of the screen the entry opens: "Favorites", "Saved" or "History".
  public var screenName: String {
    switch self {
    case .favorites: "Favorites"
    case .saved: "Saved"
    case .history: "History"
    }
  }

  /// The system name of the entry's symbol.
  var image: String {
    switch self {
    case .favorites: "heart"
    case .saved: "bookmark"
    case .history: "clock"
    }
  }
}
