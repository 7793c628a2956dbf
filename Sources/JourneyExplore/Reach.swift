import JourneyCoverage
import JourneyModel
import JourneyRunner
import Prelude
import Synchronization
import TextUI

/// What one run reached, in the order it reached it: the novelty signal of guided exploration,
/// which keeps the runs that reach something no run reached before. Each thing is a coverage key
/// (``/JourneyCoverage/Coverage/Key``) as it writes itself (`screen Settings`,
/// `interaction Settings: button "Save"`, `action settings.saveTapped`), with how many generated
/// steps ran when it was first reached: for the use of an element, those before the step that
/// used it, which led to where it can be used.
public struct Reach: Hashable, Sendable, Codable {
  /// A thing reached and the step that first reached it. It holds its key as the process numbers
  /// it (``ReachKey``), so that comparing, hashing and copying it never reads the key's text;
  /// encoded, it is the key's text and the step.
  public struct Reached: Hashable, Sendable, Codable {
    /// The key, as the process numbers it.
    public var thing: ReachKey
    public var step: Int

    /// The key, as it writes itself.
    public var key: String {
      get { thing.text }
      set { thing = ReachKey(newValue) }
    }

    /// Makes one.
    public init(key: String, step: Int) {
      self.init(ReachKey(key), step: step)
    }

    /// Makes one of a key the process numbered.
    public init(_ thing: ReachKey, step: Int) {
      self.thing = thing
      self.step = step
    }

    private enum CodingKeys: String, CodingKey {
      case key, step
    }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      self.init(key: try container.decode(String.self, forKey: .key), step: try container.decode(Int.self, forKey: .step))
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(key, forKey: .key)
      try container.encode(step, forKey: .step)
    }
  }

  /// The things reached, each once, in the order first reached (those of one step sorted).
  public var reached: [Reached]

  /// Makes a reach.
  public init(reached: [Reached] = []) {
    self.reached = reached
  }
}

/// A key of ``Reach`` as this process numbers it: each text its own number, from 0 in the order
/// the process first met the texts, the same on every thread, so that the same key is the same
/// number wherever it was read or recorded. Two numbers are equal exactly when their texts are;
/// the numbers depend on the order keys were met and order nothing.
public struct ReachKey: Hashable, Sendable {
  /// The key's number in this process.
  public let number: Int
  /// Whether the key is of the use of an element, told once when it is numbered.
  let isInteraction: Bool

  /// The key whose text is `text`, numbered now unless the process met it before.
  public init(_ text: String) {
    self = Self.table.withLock { $0.key(of: text) }
  }

  private init(number: Int, isInteraction: Bool) {
    self.number = number
    self.isInteraction = isInteraction
  }

  /// The key's text, as it was first met.
  public var text: String {
    Self.table.withLock { $0.texts[number] }
  }

  /// The key whose text is `text` when the process met it; `nil` when it did not.
  static func met(_ text: String) -> ReachKey? {
    table.withLock { $0.numbers[text] }
  }

  /// The keys the process numbered.
  private struct Table {
    var texts: [String] = []
    var numbers: [String: ReachKey] = [:]

    mutating func key(of text: String) -> ReachKey {
      if let known = numbers[text] { return known }
      let key = ReachKey(number: texts.count, isInteraction: text.hasPrefix(ReachKey.interactionPrefix))
      texts.append(text)
      numbers[text] = key
      return key
    }
  }

  private static let table = Mutex(Table())
  /// How the key of an element's use begins.
  private static let interactionPrefix = Coverage.Kind.interaction.rawValue + " "
}

/// The keys of reach of the coverage keys that one ``/JourneyRunner/CoverageMemory`` numbered, by
/// their numbers there, each found once for any thread: a key that runs reach again is found by
/// its number rather than by its name.
final class ReachKeysByNumber: Sendable {
  private let keys = Mutex<[ReachKey?]>([])

  /// The keys of reach of `reached`, in order; one met for the first time is made from its
  /// key's text.
  func keys(of reached: [CoverageRecorder.ReachedKey]) -> [ReachKey] {
    keys.withLock { keys in
      reached.map { reached in
        keys.extend(toHold: reached.number, with: nil)
        if let known = keys[reached.number] { return known }
        let key = ReachKey(reached.key.description)
        keys[reached.number] = key
        return key
      }
    }
  }
}

/// Records what a run reaches, step by step, from the coverage its session records
/// (``/JourneyRunner/CoverageRecorder``).
struct ReachRecorder {
  /// The recorder the run's session is given, which tells what the run first reached.
  let coverage: CoverageRecorder
  private(set) var reach = Reach()
  /// The keys of reach of the keys the recorder's memory numbered.
  private let reachKeys: ReachKeysByNumber
  /// The kinds of keys in their order (``/JourneyCoverage/Coverage/Kind/allCases``), listed once
  /// rather than for every key ranked.
  private static let kinds = Coverage.Kind.allCases

  /// Makes a recorder that shares what it learns of the states met with the others of `memory`,
  /// and finds the keys of reach of what it reached among `reachKeys`, those of `memory`'s keys.
  init(memory: CoverageMemory, reachKeys: ReachKeysByNumber) {
    coverage = CoverageRecorder(memory: memory)
    self.reachKeys = reachKeys
  }

  /// Notes what the run reached since the last call, once `step` generated steps ran.
  mutating func record(step: Int) {
    let newlyReached = coverage.takeFirstReached()
    guard !newlyReached.isEmpty else { return }
    // In the keys' order, each key's kind placed once rather than at every comparison.
    var ranked = newlyReached.map { (rank: Self.kinds.firstIndex(of: $0.key.kind)!, reached: $0) }
    if ranked.count > 1 {
      ranked.sort(by: { ($0.rank, $0.reached.key.name) < ($1.rank, $1.reached.key.name) })
    }
    for ((_, reached), thing) in zip(ranked, reachKeys.keys(of: ranked.map(\.reached))) {
      // An element used by the start's own steps counts from the start.
      reach.reached.append(Reach.Reached(thing, step: reached.key.kind == .interaction ? max(step - 1, 0) : step))
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
