import Prelude
import ValueCoding

/// Everything a journey may know about one mock: its name, its endpoints and the persistent
/// stores it keeps.
public struct MockDescriptor: Sendable {
  /// The mock's name, as journeys write it: `auth`.
  public let name: String
  /// One sentence on what the mock stands for.
  public let summary: String
  /// The endpoints, in the order the client declares them.
  public let endpoints: [MockEndpointDescriptor]
  /// The stores whose contents survive a relaunch of the app.
  public let stores: [MockStoreDescriptor]

  /// Describes a mock.
  public init(
    _ name: String,
    summary: String,
    endpoints: [MockEndpointDescriptor],
    stores: [MockStoreDescriptor] = []
  ) {
    self.name = name
    self.summary = summary
    self.endpoints = endpoints
    self.stores = stores
  }

  /// The endpoint named `name`.
  ///
  /// - Throws: ``MockError/unknownEndpoint(_:mock:suggestion:knownEndpoints:)`` naming the
  ///   closest endpoint and listing them all.
  public func endpoint(named name: String) throws(MockError) -> MockEndpointDescriptor {
    if let endpoint = endpoints.first(where: { $0.name == name }) {
      return endpoint
    }
    let names = endpoints.map(\.name)
    throw .unknownEndpoint(
      name, mock: self.name, suggestion: Suggestions.closest(to: name, in: names), knownEndpoints: names)
  }
}
