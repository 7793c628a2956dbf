/// One level of what is on screen: the screen itself, or an overlay presented on top of it.
/// Only the topmost layer is reachable.
struct Layer {
  let place: Place
  let nodes: [Node]
  let onDismiss: (@Sendable () -> Any)?
  /// What lifts the actions sent in the layer into the screen's action type, when the layer is
  /// an overlay presented inside lifted nodes.
  let lift: Lift?

  /// The overlay this layer is, or `nil` for the screen.
  var overlay: PresentedOverlay? {
    if case .overlay(let overlay) = place { overlay } else { nil }
  }

  /// The action, lifted into the screen's action type, that dismissing the layer sends; `nil`
  /// when it cannot be dismissed.
  var dismissAction: (() -> Any)? {
    guard let onDismiss else { return nil }
    guard let lift else { return onDismiss }
    return { lift(onDismiss()) }
  }

  /// The layer's interactive elements and the texts beside them.
  var contents: LayerContents { LayerContents(nodes, in: place, lift: lift) }

  /// What the layer shows, interactive or not, in order (``LayerContents/shown``).
  var shownElements: [ShownElement] {
    LayerContents(nodes, in: place, lift: lift, recordingShown: true).shown
  }

  /// The screen's layer followed by one layer per overlay, bottom to top: overlays in the order
  /// they were built, each followed by the overlays presented from inside it.
  static func layers<Action>(of screen: Screen<Action>) -> [Layer] {
    var layers = [Layer(place: .screen(screen.name), nodes: screen.nodes, onDismiss: nil, lift: nil)]
    collectOverlays(in: screen.nodes, lift: nil, into: &layers)
    return layers
  }

  /// The topmost layer of `screen`: the last of ``layers(of:)``, found without collecting the
  /// others.
  static func topmost<Action>(of screen: Screen<Action>) -> Layer {
    topmostOverlay(in: screen.nodes, lift: nil)
      ?? Layer(place: .screen(screen.name), nodes: screen.nodes, onDismiss: nil, lift: nil)
  }

  /// The last overlay presented in `nodes` in the order of ``layers(of:)``, as a layer.
  private static func topmostOverlay(in nodes: [Node], lift: Lift?) -> Layer? {
    for node in nodes.reversed() {
      if let layer = topmostOverlay(in: node, lift: lift) { return layer }
    }
    return nil
  }

  private static func topmostOverlay(in node: Node, lift: Lift?) -> Layer? {
    switch node {
    case .container(_, let children, let presentsOverlay):
      return presentsOverlay ? topmostOverlay(in: children, lift: lift) : nil
    case .presentation(let presentation):
      return topmostOverlay(in: presentation.content, lift: lift)
        ?? Layer(
          place: .overlay(presentation.overlay), nodes: presentation.content,
          onDismiss: presentation.onDismiss, lift: lift
        )
    case .lifted(let node, let transform):
      return topmostOverlay(in: node, lift: Lift(transform, outer: lift))
    case .display, .field, .button, .toggle, .picker, .row, .navigationBar, .tabBar:
      return nil
    }
  }

  /// The title of the last sheet presented in `nodes` in the order of ``layers(of:)``.
  static func topmostSheetTitle(in nodes: [Node]) -> String? {
    for node in nodes.reversed() {
      if let title = topmostSheetTitle(in: node) { return title }
    }
    return nil
  }

  private static func topmostSheetTitle(in node: Node) -> String? {
    switch node {
    case .container(_, let children, let presentsOverlay):
      return presentsOverlay ? topmostSheetTitle(in: children) : nil
    case .presentation(let presentation):
      return topmostSheetTitle(in: presentation.content)
        ?? (presentation.kind == .sheet ? presentation.title : nil)
    case .lifted(let node, _):
      return topmostSheetTitle(in: node)
    case .display, .field, .button, .toggle, .picker, .row, .navigationBar, .tabBar:
      return nil
    }
  }

  private static func collectOverlays(in nodes: [Node], lift: Lift?, into layers: inout [Layer]) {
    for node in nodes {
      collectOverlays(in: node, lift: lift, into: &layers)
    }
  }

  private static func collectOverlays(in node: Node, lift: Lift?, into layers: inout [Layer]) {
    switch node {
    case .container(_, let children, let presentsOverlay):
      if presentsOverlay { collectOverlays(in: children, lift: lift, into: &layers) }
    case .presentation(let presentation):
      layers.append(
        Layer(
          place: .overlay(presentation.overlay), nodes: presentation.content,
          onDismiss: presentation.onDismiss, lift: lift
        )
      )
      collectOverlays(in: presentation.content, lift: lift, into: &layers)
    case .lifted(let node, let transform):
      collectOverlays(in: node, lift: Lift(transform, outer: lift), into: &layers)
    case .display, .field, .button, .toggle, .picker, .row, .navigationBar, .tabBar:
      break
    }
  }
}
