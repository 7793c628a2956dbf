/// The settings a user chose; the app persists them so that they survive a relaunch.
public struct UserPreferences: Codable, Hashable, Sendable {
  /// The colour scheme.
  public var theme: Theme
  /// The language of the app's texts.
  public var language: Language
  /// Whether the user turned notifications on (and the system allowed them).
  public var notificationsEnabled: Bool

  /// Makes preferences; the defaults are those of a fresh install.
  public init(
    theme: Theme = .auto,
    language: Language = .english,
    notificationsEnabled: Bool = false
  ) {
    self.theme = theme
    self.language = language
    self.notificationsEnabled = notificationsEnabled
  }
}
