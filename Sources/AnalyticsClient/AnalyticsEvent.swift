/// Something the user did that analytics records: a name and details as text.
public struct AnalyticsEvent: Codable, Hashable, Sendable {
  /// What happened: `login_succeeded`.
  public var name: String
  /// Details, such as `["method": "email"]`.
  public var properties: [String: String]

  /// Makes an event.
  public init(_ name: String, properties: [String: String] = [:]) {
    self.name = name
    self.properties = properties
  }
}
