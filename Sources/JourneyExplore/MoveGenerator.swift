import JourneyModel
import TextUI

/// Chooses exploration's next step from what the screen offers now and the world events the
/// seed allows. Only enabled elements are acted on, each by the interaction its kind takes.
/// Guided, it prefers the elements no run used yet (``Lead/used``).
struct MoveGenerator {
  let configuration: SwarmConfiguration
  let typedValues: [String]
  let deepLinks: [String]
  let waits: [Duration]
  /// The world events the seed allows, in the order of ``MoveKind/allCases``.
  private let worldEvents: [MoveKind]
  /// The person's moves the seed allows.
  private let allows: PersonMoves
  /// The uses of elements earlier runs and this one made, as ``ReachRecorder`` names them; `nil`
  /// when exploring uniformly.
  private(set) var used: Set<String>?
  /// Whether the app is in the background, so that the next lifecycle move brings it back.
  private(set) var isInBackground = false
  /// Whether the last network move took the device offline.
  private(set) var isOffline = false

  init(configuration: SwarmConfiguration, options: ExploreOptions, used: Set<String>? = nil) {
    self.configuration = configuration
    typedValues = options.typedValues
    deepLinks = options.deepLinks
    waits = options.waits
    self.used = used
    worldEvents = MoveKind.allCases.filter {
      $0.isWorldEvent && configuration.moves.contains($0) && ($0 != .deepLink || !options.deepLinks.isEmpty)
    }
    allows = PersonMoves(configuration.moves)
  }

  /// Which of a person's moves a seed allows, each looked up in its configuration once rather than
  /// for every element of every screen.
  private struct PersonMoves {
    let tap, type, clear, toggle, select, back, dismiss, answer: Bool

    init(_ moves: Set<MoveKind>) {
      tap = moves.contains(.tap)
      type = moves.contains(.type)
      clear = moves.contains(.clear)
      toggle = moves.contains(.toggle)
      select = moves.contains(.select)
      back = moves.contains(.back)
      dismiss = moves.contains(.dismiss)
      answer = moves.contains(.answer)
    }
  }

  /// The next step on the screen whose topmost layer is `layer`, located at `location`. Guided,
  /// three person's moves in four are among the elements of `screen` no run used yet, while
  /// there are some.
  mutating func next(
    on layer: ReachableLayer, screen: String? = nil, at location: FileLocation,
    using random: inout some RandomNumberGenerator
  ) -> Step {
    let personMoves = self.personMoves(on: layer, using: &random)
    let prefersWorld = Int.random(in: 0..<100, using: &random) < configuration.worldEventPercent
    let kind: StepKind
    if (prefersWorld || personMoves.isEmpty), !worldEvents.isEmpty {
      kind = worldEvent(worldEvents[Int.random(in: 0..<worldEvents.count, using: &random)], using: &random)
    } else if !personMoves.isEmpty {
      var choices = personMoves
      if let used, let screen, Int.random(in: 0..<4, using: &random) != 0 {
        let unused = personMoves.filter { move in
          ReachRecorder.interaction(of: move, on: screen, layer: layer).map { !used.contains($0) } ?? false
        }
        if !unused.isEmpty { choices = unused }
      }
      kind = choices[Int.random(in: 0..<choices.count, using: &random)]
    } else {
      kind = .wait(waits[Int.random(in: 0..<waits.count, using: &random)])
    }
    return Step(kind, at: location)
  }

  /// Whether `kind`, a step of an earlier run, can be taken now on `layer`: an element it names
  /// is there and enabled (and a picker has its option), back and dismiss reach something, and
  /// the app is in the background for a foreground and in front for a background.
  func canTake(_ kind: StepKind, on layer: ReachableLayer) -> Bool {
    func hasElement(_ label: String, id: String?, _ isTaken: (ElementState) -> Bool = { _ in true }) -> Bool {
      layer.elements.contains { $0.isEnabled && $0.label == label && (id == nil || $0.id == id) && isTaken($0) }
    }
    switch kind {
    case .tap(let reference), .clear(let reference), .toggle(let reference, _), .type(_, let reference):
      return hasElement(reference.label, id: reference.id)
    case .select(let option, let reference):
      return hasElement(reference.label, id: reference.id) { $0.options.contains(option) }
    case .answer(let button):
      return layer.overlay != nil && hasElement(button, id: nil)
    case .back: return layer.canGoBack
    case .dismiss: return layer.canDismiss
    case .background: return !isInBackground
    case .foreground: return isInBackground
    default: return true
    }
  }

  /// Notes that `step` was taken on `screen`, whose topmost layer was `layer`, as if this
  /// generator had chosen it: the app's place in the lifecycle, the network, and the element it
  /// used.
  mutating func took(_ step: Step, on screen: String, layer: ReachableLayer) {
    switch step.kind {
    case .background: isInBackground = true
    case .foreground: isInBackground = false
    case .relaunch: isInBackground = false
    case .network(let condition): isOffline = condition == .offline
    default: break
    }
    if let interaction = ReachRecorder.interaction(of: step.kind, on: screen, layer: layer) {
      used?.insert(interaction)
    }
  }

  /// What a person can do on the topmost layer, one entry per element and interaction.
  private func personMoves(on layer: ReachableLayer, using random: inout some RandomNumberGenerator) -> [StepKind] {
    var kinds: [StepKind] = []
    let asksQuestion = layer.overlay.map { $0.kind != .sheet } ?? false
    for element in layer.elements where element.isEnabled {
      let reference = ElementReference(label: element.label, id: element.id)
      switch element.kind {
      case .button where asksQuestion:
        if allows.answer { kinds.append(.answer(button: element.label)) }
      case .button, .row, .tab:
        if allows.tap { kinds.append(.tap(reference)) }
      case .textField, .secureField:
        if allows.type {
          let text = typedValues[Int.random(in: 0..<typedValues.count, using: &random)]
          kinds.append(.type(text: text, into: reference))
        }
        if allows.clear, element.value?.isEmpty == false { kinds.append(.clear(reference)) }
      case .toggle:
        if allows.toggle { kinds.append(.toggle(reference, to: nil)) }
      case .picker:
        if allows.select, !element.options.isEmpty {
          let option = element.options[Int.random(in: 0..<element.options.count, using: &random)]
          kinds.append(.select(option: option, in: reference))
        }
      default:
        continue
      }
    }
    if allows.back, layer.canGoBack { kinds.append(.back) }
    if allows.dismiss, layer.canDismiss { kinds.append(.dismiss) }
    return kinds
  }

  private mutating func worldEvent(_ kind: MoveKind, using random: inout some RandomNumberGenerator) -> StepKind {
    switch kind {
    case .settle:
      return .settle(limit: .seconds(3600))
    case .network:
      isOffline.toggle()
      return .network(isOffline ? .offline : .wifi)
    case .lifecycle:
      isInBackground.toggle()
      return isInBackground ? .background : .foreground
    case .relaunch:
      isInBackground = false
      return .relaunch
    case .deepLink:
      return .deepLink(url: deepLinks[Int.random(in: 0..<deepLinks.count, using: &random)])
    default:
      return .wait(waits[Int.random(in: 0..<waits.count, using: &random)])
    }
  }
}
