import Prelude
import ValueCoding

/// The mocks a journey can configure and assert on, with lookups that suggest the intended name
/// when one is misspelled.
public struct MockCatalog: Sendable {
  /// The mocks, ordered by name. Names are unique: when several descriptors share a name, the
  /// first given is kept.
  public let descriptors: [MockDescriptor]

  /// Makes a catalog of `descriptors`.
  public init(_ descriptors: [MockDescriptor]) {
    var unique: [MockDescriptor] = []
    for descriptor in descriptors where !unique.contains(where: { $0.name == descriptor.name }) {
      unique.append(descriptor)
    }
    self.descriptors = unique.sorted { $0.name < $1.name }
  }

  /// The names of the mocks, in order.
  public var mockNames: [String] {
    descriptors.map(\.name)
  }

  /// Every store of every mock, ordered by name.
  public var stores: [MockStoreDescriptor] {
    descriptors.flatMap(\.stores).sorted { $0.name < $1.name }
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
