import JourneyModel
import TextUI

/// Chooses exploration's next step from what the screen offers now and the world events the
/// seed allows. Only enabled elements are acted on, each by the interaction its kind takes.
struct MoveGenerator {
  let configuration: SwarmConfiguration
  let typedValues: [String]
  let deepLinks: [String]
  let waits: [Duration]
  /// Whether the app is in the background, so that the next lifecycle move brings it back.
  private(set) var isInBackground = false
  /// Whether the last network move took the device offline.
  private(set) var isOffline = false

  init(configuration: SwarmConfiguration, options: ExploreOptions) {
    self.configuration = configuration
    typedValues = options.typedValues
    deepLinks = options.deepLinks
    waits = options.waits
  }

  /// The next step on the screen whose topmost layer is `layer`, located at `location`.
  mutating func next(
    on layer: ReachableLayer, at location: FileLocation, using random: inout some RandomNumberGenerator
  ) -> Step {
    let worldEvents = self.worldEvents()
    let personMoves = self.personMoves(on: layer, using: &random)
    let prefersWorld = Int.random(in: 0..<100, using: &random) < configuration.worldEventPercent
    let kind: StepKind
    if (prefersWorld || personMoves.isEmpty), !worldEvents.isEmpty {
      kind = worldEvent(worldEvents[Int.random(in: 0..<worldEvents.count, using: &random)], using: &random)
    } else if !personMoves.isEmpty {
      kind = personMoves[Int.random(in: 0..<personMoves.count, using: &random)]
    } else {
      kind = .wait(waits[Int.random(in: 0..<waits.count, using: &random)])
    }
    return Step(kind, at: location)
  }

  /// What a person can do on the topmost layer, one entry per element and interaction.
  private func personMoves(on layer: ReachableLayer, using random: inout some RandomNumberGenerator) -> [StepKind] {
    let moves = configuration.moves
    var kinds: [StepKind] = []
    let asksQuestion = layer.overlay.map { $0.kind != .sheet } ?? false
    for element in layer.elements where element.isEnabled {
      let reference = ElementReference(label: element.label, id: element.id)
      switch element.kind {
      case .button where asksQuestion:
        if moves.contains(.answer) { kinds.append(.answer(button: element.label)) }
      case .button, .row, .tab:
        if moves.contains(.tap) { kinds.append(.tap(reference)) }
      case .textField, .secureField:
        if moves.contains(.type) {
          let text = typedValues[Int.random(in: 0..<typedValues.count, using: &random)]
          kinds.append(.type(text: text, into: reference))
        }
        if moves.contains(.clear), element.value?.isEmpty == false { kinds.append(.clear(reference)) }
      case .toggle:
        if moves.contains(.toggle) { kinds.append(.toggle(reference, to: nil)) }
      case .picker:
        if moves.contains(.select), !element.options.isEmpty {
          let option = element.options[Int.random(in: 0..<element.options.count, using: &random)]
          kinds.append(.select(option: option, in: reference))
        }
      default:
        continue
      }
    }
    if moves.contains(.back), layer.canGoBack { kinds.append(.back) }
    if moves.contains(.dismiss), layer.canDismiss { kinds.append(.dismiss) }
    return kinds
  }

  /// The world events the seed allows.
  private func worldEvents() -> [MoveKind] {
    MoveKind.allCases.filter {
      $0.isWorldEvent && configuration.moves.contains($0) && ($0 != .deepLink || !deepLinks.isEmpty)
    }
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
