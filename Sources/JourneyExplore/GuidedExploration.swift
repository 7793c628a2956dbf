import JourneyCoverage
import JourneyModel
import MockKit
import Prelude
import SimulationRuntime
import ValueCoding

/// Guided exploration (AFL-style): keeps a corpus of the journeys that reached something no
/// journey reached before (``Reach``), and draws each seed's journey from it: a kept journey,
/// cut after the steps that led to what it reached first, then extended, with a step dropped or
/// two swapped, with a fault added or taken away (favouring the errors no journey met), under
/// another schedule, or taken further; one seed in five starts afresh. Journeys that reached what
/// few others did are drawn most often, and every seed prefers the elements no journey used yet.
///
/// Seeds run in generations of ``generationSize``: the leads of a generation's seeds are drawn
/// from the corpus as the earlier generations left it, and their runs are merged in the order of
/// the seeds, never in the order they finish. So a seed's journey depends only on the seeds
/// before it, never on how many run at once or which finishes first, and `n` seeds from a first
/// seed explore the same journeys on every machine at any parallelism.
public struct GuidedExploration: Sendable {
  /// How many seeds a generation holds: the same for every exploration, so that the seeds a
  /// seed's journey depends on do not depend on how many seeds are explored.
  public static let generationSize = 20

  /// A journey kept because it reached something new.
  public struct Entry: Hashable, Sendable {
    /// The seed that ran it.
    public var seed: UInt64
    /// Its faults and the steps it took.
    public var candidate: Candidate
    /// What it reached that no journey merged before it had.
    public var novel: [Reach.Reached]
    /// How many leads were drawn from it.
    public var picks = 0

    /// How many of its steps led to the first thing it reached first: where its descendants
    /// start exploring.
    var cut: Int { novel.map(\.step).min() ?? 0 }
  }

  /// The mocks whose faults leads change.
  public let catalog: MockCatalog
  /// The journeys kept, in the order of the seeds that ran them.
  public private(set) var corpus: [Entry] = []
  /// How many merged journeys reached each thing, by the number of its key (``ReachKey``); 0 for
  /// a thing none reached.
  private var hits: [Int] = []
  /// The uses of elements the merged journeys made.
  private var used: Set<String> = []

  /// Makes an exploration with an empty corpus.
  public init(catalog: MockCatalog) {
    self.catalog = catalog
  }

  /// How many things the merged journeys reached.
  public private(set) var reachedCount = 0

  /// Explores `seeds` generation by generation: `run` runs one generation's seeds, each with its
  /// lead, and gives the outcomes by seed (in any order it likes); `merged` says what an outcome
  /// ran and reached, or `nil` for one that neither passed nor failed (a crash, a stop), which
  /// adds nothing. What it ran is asked for only when the journey is kept (see
  /// ``merge(seed:candidate:reach:failed:)``). Returns every outcome, by seed.
  public mutating func explore<Outcome>(
    _ seeds: [UInt64],
    run: ([(seed: UInt64, lead: Lead)]) -> [UInt64: Outcome],
    merged: (Outcome) -> (candidate: () -> Candidate?, reach: Reach, failed: Bool)?
  ) -> [UInt64: Outcome] {
    var outcomes: [UInt64: Outcome] = [:]
    for start in stride(from: 0, to: seeds.count, by: Self.generationSize) {
      let generation = Array(seeds[start..<min(start + Self.generationSize, seeds.count)])
      let found = run(leads(for: generation))
      for seed in generation {
        guard let outcome = found[seed] else { continue }
        outcomes[seed] = outcome
        if let (candidate, reach, failed) = merged(outcome) {
          merge(seed: seed, candidate: candidate(), reach: reach, failed: failed)
        }
      }
    }
    return outcomes
  }

  /// The leads of `seeds`, one generation, drawn in order from the corpus as it is.
  public mutating func leads(for seeds: [UInt64]) -> [(seed: UInt64, lead: Lead)] {
    // A journey whose rarest novelty `n` journeys reached weighs 2^20 / n², so that what few
    // journeys reach is where the next ones go.
    let weights = corpus.map { entry in
      let rarity = entry.novel.map { hits[$0.thing.number] }.min() ?? 1
      return (1 << 20) / (rarity * rarity)
    }
    return seeds.map { seed in (seed, lead(for: seed, rarityWeights: weights)) }
  }

  /// Adds what the journey of `seed` reached; keeps it when it reached something new and did
  /// not fail (a failure is reported and shrunk, never extended). `candidate`, the steps it ran,
  /// is read only then, since most journeys are not kept and reading them can cost (as a journey
  /// file's text does); one that does not read (`nil`) is not kept.
  public mutating func merge(seed: UInt64, candidate: @autoclosure () -> Candidate?, reach: Reach, failed: Bool) {
    var novel: [Reach.Reached] = []
    for reached in reach.reached {
      let number = reached.thing.number
      hits.extend(toHold: number, with: 0)
      hits[number] += 1
      guard hits[number] == 1 else { continue }
      reachedCount += 1
      novel.append(reached)
      if reached.thing.isInteraction { used.insert(reached.key) }
    }
    if !novel.isEmpty, !failed, let candidate = candidate() {
      corpus.append(Entry(seed: seed, candidate: candidate, novel: novel))
    }
  }

  /// The lead of `seed`: afresh one time in five (always while the corpus is empty), else a
  /// kept journey, drawn by weight, changed.
  private mutating func lead(for seed: UInt64, rarityWeights: [Int]) -> Lead {
    // A stream of its own, apart from the one the seed's journey draws from.
    var random = SeededRandomNumberGenerator(seed: seed ^ 0x6A09_E667_F3BC_C908)
    guard !corpus.isEmpty, Int.random(in: 0..<5, using: &random) != 0 else { return Lead(parent: nil, used: used) }
    let weights = zip(rarityWeights, corpus).map { weight, entry in max(1, weight / (1 + entry.picks)) }
    var target = Int.random(in: 0..<weights.reduce(0, +), using: &random)
    let index = weights.firstIndex { weight in
      defer { target -= weight }
      return target < weight
    }!
    corpus[index].picks += 1
    let entry = corpus[index]
    var faults = entry.candidate.faults
    var steps = Array(entry.candidate.steps.prefix(entry.cut))
    var schedule = entry.candidate.schedule
    switch Int.random(in: 0..<10, using: &random) {
    case 5:
      schedule = SwarmConfiguration.schedule(seed: random.next())
    case 6:
      steps = Array(entry.candidate.steps.prefix(Int.random(in: entry.cut...entry.candidate.steps.count, using: &random)))
    case 7 where !steps.isEmpty:
      steps.remove(at: Int.random(in: 0..<steps.count, using: &random))
    case 8 where steps.count >= 2:
      let first = Int.random(in: 0..<(steps.count - 1), using: &random)
      steps.swapAt(first, first + 1)
    case 9:
      faults = changed(faults, using: &random)
    default:
      // Extended as it is, the commonest.
      break
    }
    return Lead(parent: Candidate(faults: faults, steps: steps, schedule: schedule), used: used)
  }

  /// `faults` with one endpoint of the catalog changed. Three times in four, while some error of
  /// an endpoint was never answered (no journey reached its mock outcome), one of those errors is
  /// the endpoint's fault. Otherwise an endpoint drawn at random loses its fault when it has one,
  /// or gains one of its errors (a slow answer, when it has none).
  private func changed(_ faults: [MockChange], using random: inout SeededRandomNumberGenerator) -> [MockChange] {
    let endpoints = catalog.descriptors.flatMap { mock in mock.endpoints.map { (mock: mock.name, endpoint: $0) } }
    guard !endpoints.isEmpty else { return faults }
    let unreached = endpoints.flatMap { mock, endpoint in
      endpoint.errorNames.map { (mock: mock, endpoint: endpoint, error: $0) }
    }.filter { mock, endpoint, error in
      let name = Coverage.mockOutcomeName(mock: mock, endpoint: endpoint.name, error: error)
      guard let key = ReachKey.met(Coverage.Key(.mockOutcome, name).description) else { return true }
      return key.number >= hits.count || hits[key.number] == 0
    }
    let (mock, endpoint) = endpoints[Int.random(in: 0..<endpoints.count, using: &random)]
    let others = { (mock: String, endpoint: String) in faults.filter { $0.mock != mock || $0.endpoint != endpoint } }
    if !unreached.isEmpty, Int.random(in: 0..<4, using: &random) != 0 {
      let (mock, endpoint, error) = unreached[Int.random(in: 0..<unreached.count, using: &random)]
      return others(mock, endpoint.name) + [
        Self.fault(mock: mock, endpoint: endpoint.name, .failure(error, latency: endpoint.defaultBehavior.latency))
      ]
    }
    if faults.contains(where: { $0.mock == mock && $0.endpoint == endpoint.name }) {
      return others(mock, endpoint.name)
    }
    var behavior = endpoint.defaultBehavior
    if endpoint.errorNames.isEmpty {
      behavior.latency = SwarmConfiguration.slowLatencies[
        Int.random(in: 0..<SwarmConfiguration.slowLatencies.count, using: &random)]
    } else {
      let error = endpoint.errorNames[Int.random(in: 0..<endpoint.errorNames.count, using: &random)]
      behavior = .failure(error, latency: endpoint.defaultBehavior.latency)
    }
    return faults + [Self.fault(mock: mock, endpoint: endpoint.name, behavior)]
  }

  /// The fault of `mock`'s `endpoint` that gives it `behavior`, as `given.mocks` writes it.
  private static func fault(mock: String, endpoint: String, _ behavior: MockBehavior) -> MockChange {
    MockChange(
      mock: mock, endpoint: endpoint, behavior: LocatedValue(behavior.value),
      location: FileLocation(file: "", line: 0, column: 0))
  }
}
