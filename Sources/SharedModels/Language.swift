/// A language the app's texts are available in. The raw value is the language's ISO 639-1 code,
/// which is also how preferences store it.
public enum Language: String, Codable, CaseIterable, Hashable, Sendable {
  /// English, `en`.
  case english = "en"
  /// Vietnamese, `vi`.
  case vietnamese = "vi"
}
