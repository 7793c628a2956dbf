import ValueCoding

/// One call the app made to a mock: which endpoint, with which arguments.
public struct MockCall: Hashable, Sendable {
  /// The mock's name: `auth`.
  public var mock: String
  /// The endpoint's name: `login`.
  public var endpoint: String
  /// The arguments as a mapping from their names to their values, such as
  /// `{email: ada@example.com, password: secret}`; an empty mapping for an endpoint without any.
  public var arguments: Value

  /// Makes a call record.
  public init(mock: String, endpoint: String, arguments: Value) {
    self.mock = mock
    self.endpoint = endpoint
    self.arguments = arguments
  }
}
