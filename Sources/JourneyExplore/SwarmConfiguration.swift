import JourneyModel
import JourneyRunner
import MockKit
import SimulationRuntime
import ValueCoding

/// What one seed explores with, drawn from the seed alone (swarm testing): which mock endpoints
/// fail and with which error, which answer slowly, which kinds of move are made, and how often
/// the world changes under the person. Seeds that leave out some moves and fault some endpoints
/// reach states that a mix of everything at once rarely does.
public struct SwarmConfiguration: Hashable, Sendable {
  /// The mock behaviours the seed starts with, as `given.mocks` writes them.
  public var faults: [MockChange]
  /// The kinds of move the seed makes.
  public var moves: Set<MoveKind>
  /// Of a hundred moves, how many are world events rather than a person's.
  public var worldEventPercent: Int
  /// The schedule the seed's journey runs under (see ``/JourneyModel/Journey/schedule``): 0, the
  /// app's own order and each mock's lower latency, or one that perturbs them.
  public var schedule: UInt64

  /// Makes a configuration.
  public init(faults: [MockChange], moves: Set<MoveKind>, worldEventPercent: Int, schedule: UInt64 = 0) {
    self.faults = faults
    self.moves = moves
    self.worldEventPercent = worldEventPercent
    self.schedule = schedule
  }

  /// The latencies a slow endpoint is given.
  static let slowLatencies: [Duration] = [.milliseconds(500), .seconds(2), .seconds(10), .seconds(60)]

  /// Draws the configuration of one seed: each endpoint that can fail does so with one of its
  /// errors one time in five, each endpoint answers slowly one time in seven, each kind of move
  /// but `tap` is left out one time in four, and world events come 0, 10, 25 or 50 times in a
  /// hundred.
  /// Only moves among `supported` are drawn.
  static func draw(
    catalog: MockCatalog, supported: Set<MoveKind>, using random: inout some RandomNumberGenerator
  ) -> Self {
    var faults: [MockChange] = []
    for mock in catalog.descriptors {
      for endpoint in mock.endpoints {
        var behavior: MockBehavior?
        if !endpoint.errorNames.isEmpty, Int.random(in: 0..<5, using: &random) == 0 {
          let error = endpoint.errorNames[Int.random(in: 0..<endpoint.errorNames.count, using: &random)]
          behavior = .failure(error, latency: endpoint.defaultBehavior.latency)
        } else if Int.random(in: 0..<7, using: &random) == 0 {
          var slow = endpoint.defaultBehavior
          slow.latency = slowLatencies[Int.random(in: 0..<slowLatencies.count, using: &random)]
          behavior = slow
        }
        if let behavior {
          faults.append(
            MockChange(
              mock: mock.name, endpoint: endpoint.name, behavior: LocatedValue(behavior.value),
              location: FileLocation(file: "", line: 0, column: 0)))
        }
      }
    }
    var moves: Set<MoveKind> = [.tap]
    for kind in MoveKind.allCases where kind != .tap && Int.random(in: 0..<4, using: &random) != 0 {
      if supported.contains(kind) { moves.insert(kind) }
    }
    let worldEventPercent = [0, 10, 25, 50][Int.random(in: 0..<4, using: &random)]
    return SwarmConfiguration(faults: faults, moves: moves, worldEventPercent: worldEventPercent)
  }

  /// The schedule of `seed`: 0 for half the seeds, a schedule from 1 to 999,999 for the others.
  /// It is drawn from a generator of its own, so that the seed's faults and moves are drawn alike
  /// whatever its schedule.
  static func schedule(seed: UInt64) -> UInt64 {
    var random = SeededRandomNumberGenerator(seed: ~seed)
    guard Bool.random(using: &random) else { return 0 }
    return UInt64.random(in: 1...999_999, using: &random)
  }

  /// The configuration in a few lines, as exploration prints it for a seed.
  public var summary: [String] {
    let faultTexts = faults.map { "\($0.mock).\($0.endpoint) \($0.behavior.value.flowRendered)" }
    let moveNames = MoveKind.allCases.filter(moves.contains).map(\.rawValue)
    return [
      "faults: " + (faults.isEmpty ? "none" : faultTexts.joined(separator: ", ")),
      "moves: " + moveNames.joined(separator: ", "),
      "world events: \(worldEventPercent) in 100 moves",
      "schedule: \(schedule)",
    ]
  }
}

/// A kind of move exploration makes: a person's interaction or a world event.
public enum MoveKind: String, CaseIterable, Hashable, Sendable {
  case tap, type, clear, toggle, select, back, dismiss, answer
  case wait, settle, network, lifecycle, relaunch, deepLink

  /// Whether it is a world event rather than something a person does on screen.
  var isWorldEvent: Bool {
    switch self {
    case .wait, .settle, .network, .lifecycle, .relaunch, .deepLink: true
    default: false
    }
  }
}
