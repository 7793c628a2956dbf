/// One level of what is on screen: the screen itself, or an overlay presented on top of it.
/// Only the topmost layer is reachable.
struct Layer<Action> {
  let place: Place
  let elements: [Element<Action>]
  let onDismiss: (@Sendable () -> Action)?

  /// The overlay this layer is, or `nil` for the screen.
  var overlay: PresentedOverlay? {
    if case .overlay(let overlay) = place { overlay } else { nil }
  }

  /// The layer's interactive elements and the texts beside them.
  var contents: LayerContents<Action> { LayerContents(elements, in: place) }

  /// What the layer shows, interactive or not, in order (``LayerContents/shown``).
  var shownElements: [ShownElement] { LayerContents(elements, in: place, recordingShown: true).shown }

  /// The screen's layer followed by one layer per overlay, bottom to top: overlays in the order
  /// they were built, each followed by the overlays presented from inside it.
  static func layers(of screen: Screen<Action>) -> [Layer] {
    var layers = [Layer(place: .screen(screen.name), elements: screen.elements, onDismiss: nil)]
    collectOverlays(in: screen.elements, into: &layers)
    return layers
  }

  private static func collectOverlays(in elements: [Element<Action>], into layers: inout [Layer]) {
    for element in elements {
      switch element.node {
      case .container(_, let children):
        collectOverlays(in: children, into: &layers)
      case .presentation(let presentation):
        layers.append(
          Layer(
            place: .overlay(presentation.overlay), elements: presentation.content,
            onDismiss: presentation.onDismiss
          )
        )
        collectOverlays(in: presentation.content, into: &layers)
      default:
        break
      }
    }
  }
}
