import Prelude
import ValueCoding

/// Everything a journey may know about one mock: its name, its endpoints, the persistent stores
/// it keeps, and whether it is reached over the network.
public struct MockDescriptor: Sendable {
  /// The mock's name, as journeys write it: `auth`.
  public let name: String
  /// One sentence on what the mock stands for.
  public let summary: String
  /// The endpoints, in the order the client declares them.
  public let endpoints: [MockEndpointDescriptor]
  /// The stores whose contents survive a relaunch of the app.
  public let stores: [MockStoreDescriptor]
  /// For a mock reached over the network, the error its endpoints that can fail with it fail
  /// with at once while the device is offline, as a device with no connection would; `nil` for
  /// a mock on the device, which offline does not reach.
  public let offlineError: String?

  /// Describes a mock.
  ///
  /// - Parameters:
  ///   - name: The mock's name.
  ///   - summary: One sentence on what it stands for.
  ///   - endpoints: Its endpoints, in the order the client declares them.
  ///   - stores: The stores it keeps.
  ///   - offlineError: For a mock reached over the network, the error its endpoints fail with
  ///     while the device is offline.
  public init(
    _ name: String,
    summary: String,
    endpoints: [MockEndpointDescriptor],
    stores: [MockStoreDescriptor] = [],
    offlineError: String? = nil
  ) {
    self.name = name
    self.summary = summary
    self.endpoints = endpoints
    self.stores = stores
    self.offlineError = offlineError
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
