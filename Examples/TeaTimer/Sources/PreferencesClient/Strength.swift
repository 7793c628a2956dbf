/// How strong a person likes their tea: it shortens or lengthens every steep.
public enum Strength: String, CaseIterable, Codable, Sendable {
  case light
  case regular
  case strong
}
