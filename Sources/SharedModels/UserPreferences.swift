/// The settings a user chose; the app persists them so that they survive a relaunch.
public struct UserPreferences: Codable, Hashable, Sendable {
  /// The colour scheme.
  public var theme: Theme
  /// The language of the app's texts.
  public var language: Language
  /// Whether the user turned notifications on (and the system allowed them).
  public var notificationsEnabled: Bool
  /// Whether the login screen remembers the email it last signed in with.
  public var rememberMe: Bool
  /// The email to prefill on the login screen, kept only while ``rememberMe`` is on.
  public var rememberedEmail: String?

  /// Makes preferences; the defaults are those of a fresh install.
  public init(
    theme: Theme = .auto,
    language: Language = .english,
    notificationsEnabled: Bool = false,
    rememberMe: Bool = false,
    rememberedEmail: String? = nil
  ) {
    self.theme = theme
    self.language = language
    self.notificationsEnabled = notificationsEnabled
    self.rememberMe = rememberMe
    self.rememberedEmail = rememberedEmail
  }
}
