import Prelude
import ValueCoding

/// The mocks a journey can configure and assert on, with lookups that suggest the intended name
/// when one is misspelled.
public struct MockCatalog: Sendable {
  /// The mocks, ordered by name. Names are unique: when several descriptors share a name, the
  /// first given is kept.
  public let descriptors: [MockDescriptor]
  /// Every store of every mock, ordered by name, gathered once: every world made from the
  /// catalog makes its stores from them.
  public let stores: [MockStoreDescriptor]

  /// Makes a catalog of `descriptors`.
  public init(_ descriptors: [MockDescriptor]) {
    var unique: [MockDescriptor] = []
    for descriptor in descriptors where !unique.contains(where: { $0.name == descriptor.name }) {
      unique.append(descriptor)
    }
    self.descriptors = unique.sorted { $0.name < $1.name }
    stores = self.descriptors.flatMap(\.stores).sorted { $0.name < $1.name }
    var routes: [MockRoute.Key: MockRoute] = [:]
    for mock in self.descriptors {
      for endpoint in mock.endpoints {
        let key = MockRoute.Key(mock: mock.name, endpoint: endpoint.name)
        guard routes[key] == nil else { continue }
        routes[key] = MockRoute(
          number: routes.count, descriptor: endpoint,
          offlineError: mock.offlineError.flatMap { endpoint.errorNames.contains($0) ? $0 : nil })
      }
    }
    self.routes = routes
  }

  /// The route of every endpoint, by its mock's name and its own: the first endpoint of each name.
  private let routes: [MockRoute.Key: MockRoute]

  /// How many endpoints the mocks have, which `MockRoute.number` counts.
  var endpointCount: Int {
    routes.count
  }

  /// The endpoint `endpoint` of the mock `mock` as a call of it needs it, found with one look-up.
  ///
  /// - Throws: What ``endpoint(_:_:)`` throws.
  func route(_ mock: String, _ endpoint: String) throws(MockError) -> MockRoute {
    if let route = routes[MockRoute.Key(mock: mock, endpoint: endpoint)] {
      return route
    }
    _ = try self.endpoint(mock, endpoint)
    preconditionFailure("the endpoint \(mock).\(endpoint) has no route")
  }

  /// The names of the mocks, in order.
  public var mockNames: [String] {
    descriptors.map(\.name)
  }

  /// The mock named `name`.
  ///
  /// - Throws: ``MockError/unknownMock(_:suggestion:knownMocks:)``.
  public func descriptor(named name: String) throws(MockError) -> MockDescriptor {
    if let descriptor = descriptors.first(where: { $0.name == name }) {
      return descriptor
    }
    throw .unknownMock(name, suggestion: Suggestions.closest(to: name, in: mockNames), knownMocks: mockNames)
  }

  /// The endpoint `endpoint` of the mock `mock`.
  ///
  /// - Throws: ``MockError/unknownMock(_:suggestion:knownMocks:)`` or
  ///   ``MockError/unknownEndpoint(_:mock:suggestion:knownEndpoints:)``.
  public func endpoint(_ mock: String, _ endpoint: String) throws(MockError) -> MockEndpointDescriptor {
    try descriptor(named: mock).endpoint(named: endpoint)
  }

  /// The store named `name`.
  ///
  /// - Throws: ``MockError/unknownStore(_:suggestion:knownStores:)``.
  public func store(named name: String) throws(MockError) -> MockStoreDescriptor {
    let stores = stores
    if let store = stores.first(where: { $0.name == name }) {
      return store
    }
    let names = stores.map(\.name)
    throw .unknownStore(name, suggestion: Suggestions.closest(to: name, in: names), knownStores: names)
  }

  /// Checks that `behavior` suits the endpoint: every answer decodes as its output, every error
  /// name is one of its errors, and no sequence is empty.
  ///
  /// - Throws: The first of ``problems(of:for:_:)``.
  public func validate(_ behavior: MockBehavior, for mock: String, _ endpoint: String) throws(MockError) {
    if let problem = problems(of: behavior, for: mock, endpoint).first {
      throw problem
    }
  }

  /// Every way `behavior` does not suit the endpoint, in the order it is written, each with its
  /// path inside the behaviour as a journey writes it (`answer.profile.email`,
  /// `sequence[1].error`); only that the endpoint is unknown, when it is.
  public func problems(of behavior: MockBehavior, for mock: String, _ endpoint: String) -> [MockError] {
    let descriptor: MockEndpointDescriptor
    do {
      descriptor = try self.endpoint(mock, endpoint)
    } catch {
      return [error]
    }
    var problems: [MockError] = []
    Self.collectProblems(of: behavior, at: .root, mock: mock, endpoint: descriptor, into: &problems)
    return problems
  }

  private static func collectProblems(
    of behavior: MockBehavior, at path: ValuePath, mock: String, endpoint: MockEndpointDescriptor,
    into problems: inout [MockError]
  ) {
    switch behavior.outcome {
    case .answer(let answer):
      problems += endpoint.problems(ofAnswer: answer).map { error in
        .invalidAnswer(mock: mock, endpoint: endpoint.name, at: path.appending(key: "answer"), error)
      }
    case .failure(let errorName):
      if !endpoint.errorNames.contains(errorName) {
        problems.append(
          .unknownError(
            errorName, mock: mock, endpoint: endpoint.name, at: path.appending(key: "error"),
            suggestion: Suggestions.closest(to: errorName, in: endpoint.errorNames),
            knownErrors: endpoint.errorNames))
      }
    case .endpointDefault:
      break
    case .sequence(let steps):
      let stepsPath = path.appending(key: "sequence")
      if steps.isEmpty {
        problems.append(.emptySequence(mock: mock, endpoint: endpoint.name, at: stepsPath))
      }
      for (index, step) in steps.enumerated() {
        collectProblems(of: step, at: stepsPath.appending(index: index), mock: mock, endpoint: endpoint, into: &problems)
      }
    }
  }
}

/// An endpoint of a catalog as a call of it needs it: its number among the catalog's endpoints,
/// which a world keeps what it knows of the endpoint under, its descriptor, and the error it
/// fails with at once while the device is offline.
final class MockRoute: Sendable {
  /// A mock's name and one of its endpoint's.
  struct Key: Hashable {
    let mock: String
    let endpoint: String
  }

  /// From 0, in the order of the catalog's mocks and of their endpoints.
  let number: Int
  let descriptor: MockEndpointDescriptor
  /// The mock's ``MockDescriptor/offlineError``, when the endpoint can fail with it; `nil`
  /// otherwise.
  let offlineError: String?

  init(number: Int, descriptor: MockEndpointDescriptor, offlineError: String?) {
    self.number = number
    self.descriptor = descriptor
    self.offlineError = offlineError
  }
}
