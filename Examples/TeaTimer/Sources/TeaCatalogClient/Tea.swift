/// A tea of the catalog, with how to brew it.
public struct Tea: Codable, Equatable, Sendable {
  /// The catalog's id for the tea, as deep links name it: `sencha`.
  public var id: String
  /// The tea's name: `Sencha`.
  public var name: String
  /// The family the tea belongs to.
  public var kind: TeaKind
  /// The water's temperature, in degrees Celsius.
  public var temperature: Int
  /// How long the leaves steep at regular strength, in seconds.
  public var steepSeconds: Int

  /// Makes a tea.
  public init(id: String, name: String, kind: TeaKind, temperature: Int, steepSeconds: Int) {
    self.id = id
    self.name = name
    self.kind = kind
    self.temperature = temperature
    self.steepSeconds = steepSeconds
  }
}

/// The family of a tea. A mock answer that misspells one is told every raw value.
public enum TeaKind: String, CaseIterable, Codable, Sendable {
  case black
  case green
  case herbal
  case oolong
  case white
}
