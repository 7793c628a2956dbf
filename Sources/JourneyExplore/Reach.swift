import JourneyCoverage
import JourneyModel
import JourneyRunner
import TextUI

/// What one run reached, in the order it reached it: the novelty signal of guided exploration,
/// which keeps the runs that reach something no run reached before. Each thing is a coverage key
/// (``/JourneyCoverage/Coverage/Key``) as it writes itself (`screen Settings`,
/// `interaction Settings: button "Save"`, `action settings.saveTapped`), with how many generated
/// steps ran when it was first reached: for the use of an element, those before the step that
/// used it, which led to where it can be used.
public struct Reach: Hashable, Sendable, Codable {
  /// A thing reached and the step that first reached it.
  public struct Reached: Hashable, Sendable, Codable {
    public var key: String
    public var step: Int

    /// Makes one.
    public init(key: String, step: Int) {
      self.key = key
      self.step = step
    }
  }

  /// The things reached, each once, in the order first reached (those of one step sorted).
  public var reached: [Reached]

  /// Makes a reach.
  public init(reached: [Reached] = []) {
    self.reached = reached
  }

  /// How the key of an element's use begins.
  static let interactionPrefix = Coverage.Kind.interaction.rawValue + " "
}

/// Records what a run reaches, step by step, from the coverage its session records
/// (``/JourneyRunner/CoverageRecorder``).
struct ReachRecorder {
  /// The recorder the run's session is given, whose record logs what it newly reached.
  let coverage: CoverageRecorder
  private(set) var reach = Reach()
  /// The kinds of keys in their order (``/JourneyCoverage/Coverage/Kind/allCases``), listed once
  /// rather than for every key ranked.
  private static let kinds = Coverage.Kind.allCases

  /// Makes a recorder that shares what it learns of the states met with the others of `memory`.
  init(memory: CoverageMemory) {
    coverage = CoverageRecorder(memory: memory)
    coverage.coverage.logNewlyReached()
  }

  /// Notes what the run reached since the last call, once `step` generated steps ran.
  mutating func record(step: Int) {
    // In the keys' order, each key's kind placed once rather than at every comparison.
    let ranked = coverage.coverage.takeNewlyReached().map { key in
      (rank: Self.kinds.firstIndex(of: key.kind)!, key: key)
    }
    for (_, key) in ranked.sorted(by: { ($0.rank, $0.key.name) < ($1.rank, $1.key.name) }) {
      // An element used by the start's own steps counts from the start.
      reach.reached.append(
        Reach.Reached(key: key.description, step: key.kind == .interaction ? max(step - 1, 0) : step))
    }
  }

  /// The key of the use of an element that a step of `kind` makes on `screen`, whose topmost
  /// layer is `layer`, as the coverage record writes it; `nil` for a step that names no element
  /// there.
  static func interaction(of kind: StepKind, on screen: String, layer: ReachableLayer) -> String? {
    let named: (label: String, id: String?)
    switch kind {
    case .tap(let reference), .clear(let reference), .toggle(let reference, _), .type(_, let reference),
      .select(_, let reference):
      named = (reference.label, reference.id)
    case .answer(let button):
      named = (button, nil)
    default:
      return nil
    }
    guard let element = layer.elements.first(where: { $0.label == named.label && (named.id == nil || $0.id == named.id) })
    else { return nil }
    let name = Coverage.elementName(screen: screen, kind: element.kind.description, label: element.label, id: element.id)
    return Coverage.Key(.interaction, name).description
  }
}
