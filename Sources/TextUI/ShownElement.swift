import Prelude

/// One element a person can see on the topmost layer, interactive or not, as an `element` check
/// finds it by its label, id or kind.
public struct ShownElement: Sendable, Hashable, CustomStringConvertible {
  /// What the element is.
  public let kind: ElementKind
  /// Its visible label or text; `nil` for a progress indicator without one.
  public let label: String?
  /// Its stable id, which only elements a person acts on have.
  public let id: String?

  /// The element as errors name it: `progress indicator "Loading"`, `button "Delete" (id "row-2")`.
  public var description: String {
    let named = label.map { "\(kind) \($0.quoted)" } ?? "\(kind) without a label"
    return id.map { "\(named) (id \($0.quoted))" } ?? named
  }
}

extension Screen {
  /// The elements of the topmost layer, interactive or not, in the order shown: what a person
  /// sees, so not what an overlay covers. Images and page indicators are left out.
  public var shownElements: [ShownElement] {
    topmostLayer.shownElements
  }

  /// Where the topmost layer is: the overlay on top, or the screen when none is presented.
  public var topmostPlace: Place {
    topmostLayer.place
  }

  /// The overlay on top when an element `isWanted` accepts is not visible because it covers the
  /// layer that shows it; `nil` when no layer below the topmost one shows such an element.
  public func overlayCovering(element isWanted: (ShownElement) -> Bool) -> PresentedOverlay? {
    let layers = Layer.layers(of: self)
    guard layers.dropLast().contains(where: { $0.shownElements.contains(where: isWanted) }) else { return nil }
    return layers.last?.overlay
  }
}
