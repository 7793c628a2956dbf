import JourneyModel
import JourneyRunner
import MockKit
import ValueCoding

/// Checks loaded journeys against what the host understands, without running them: the host's
/// part of `given` decodes, every mock behaviour fits its endpoint, `calls` name known mocks and
/// endpoints, and the actions `send`, `deepLink` and `network` steps make can be made.
///
/// A problem found here would fail the journey when it runs; finding it first lets a run report
/// every invalid file at once, as invalid input.
struct HostCheck<Host: JourneyHost> {
  let host: Host
  let catalog: MockCatalog

  init(host: Host) {
    self.host = host
    catalog = host.mockCatalog
  }

  /// The problems of `journey`.
  func diagnostics(of journey: Journey) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let given = journey.given.app
    do {
      _ = try ValueDecoder(rejectsUnknownKeys: true).decode(Host.Given.self, from: given.value)
    } catch {
      diagnostics.append(
        Diagnostic(at: given.location(of: error.path) ?? journey.location, "invalid 'given': \(error)"))
    }
    for change in journey.given.mocks {
      diagnostics += check(change, subject: "given")
    }
    for step in journey.allSteps {
      diagnostics += check(step)
    }
    return diagnostics
  }

  private func check(_ step: Step) -> [Diagnostic] {
    let subject = step.kind.summary
    switch step.kind {
    case .mock(let changes):
      return changes.flatMap { check($0, subject: subject) }
    case .calls(let expectations):
      return expectations.flatMap { check($0, subject: subject) }
    case .send(let reference):
      do {
        _ = try host.action(path: reference.path, payload: reference.payload?.value)
        return []
      } catch {
        let location = (error as? JourneyHostError)?.payloadPath.flatMap { reference.payload?.location(of: $0) }
        return [Diagnostic(at: location ?? step.location, "\(subject): \(error)")]
      }
    case .deepLink(let url):
      return problem(at: step.location, subject) { _ = try host.deepLinkAction(url: url) }
    case .network(let condition):
      return problem(at: step.location, subject) { _ = try host.networkAction(condition) }
    default:
      return []
    }
  }

  private func problem(at location: FileLocation, _ subject: String, _ make: () throws -> Void) -> [Diagnostic] {
    do {
      try make()
      return []
    } catch {
      return [Diagnostic(at: location, "\(subject): \(error)")]
    }
  }

  /// A mock change's mock, endpoint and behaviour.
  private func check(_ change: MockChange, subject: String) -> [Diagnostic] {
    let behavior: MockBehavior
    do {
      behavior = try MockBehavior(change.behavior.value)
    } catch {
      return [
        Diagnostic(
          at: change.behavior.location(of: error.path) ?? change.location,
          "\(subject): invalid behaviour for \(change.mock).\(change.endpoint): \(error)")
      ]
    }
    do {
      try catalog.validate(behavior, for: change.mock, change.endpoint)
      return []
    } catch {
      return [
        Diagnostic(
          at: error.path.flatMap { change.behavior.location(of: $0) } ?? change.location,
          "\(subject): \(error)")
      ]
    }
  }

  /// A `calls` expectation's mock and endpoints.
  private func check(_ expectation: CallsExpectation, subject: String) -> [Diagnostic] {
    let descriptor: MockDescriptor
    do {
      descriptor = try catalog.descriptor(named: expectation.mock)
    } catch {
      return [Diagnostic(at: expectation.location, "\(subject): \(error)")]
    }
    return expectation.calls.compactMap { call in
      do {
        _ = try descriptor.endpoint(named: call.endpoint)
        return nil
      } catch {
        return Diagnostic(at: call.location, "\(subject): \(error)")
      }
    }
  }
}
