/// A page of the onboarding, in the order they are shown.
public enum OnboardingPage: String, Codable, CaseIterable, Hashable, Sendable {
  /// Introduces the app.
  case welcome
  /// Tells how the user's data is protected.
  case secure
  /// Tells how quick the app is.
  case fast

  /// The page's position, counted from 1, as the page indicator shows it.
  var number: Int {
    Self.allCases.firstIndex(of: self)! + 1
  }

  /// The page after this one, or `nil` on the last page.
  var next: OnboardingPage? {
    let index = Self.allCases.firstIndex(of: self)! + 1
    return index < Self.allCases.count ? Self.allCases[index] : nil
  }

  /// The system name of the symbol the page shows.
  var imageName: String {
    switch self {
    case .welcome: "hand.wave.fill"
    case .secure: "lock.shield.fill"
    case .fast: "bolt.fill"
    }
  }
}
