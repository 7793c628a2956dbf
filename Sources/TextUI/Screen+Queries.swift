extension Screen {
  /// Every text a person can read, in the order of ``render()``: the non-empty texts the render
  /// writes in double quotes for the topmost layer, the overlay on top when one is presented,
  /// else the screen. What a sheet, alert or dialog covers is not visible. Screen and sheet names,
  /// ids and symbol names are not texts, even when quoted for not being one word; secure values
  /// appear as their bullets.
  public var visibleTexts: [String] {
    var writer = OutlineWriter(into: OutlineLines())
    writer.write(topmostLayer)
    return writer.sink.lines.flatMap(\.visibleTexts)
  }

  /// The first visible text that contains `text`, matching case exactly.
  public func visibleText(containing text: String) -> String? {
    VisibleTexts(of: self).first(containing: text)
  }

  /// Whether some visible text contains `text`, matching case exactly.
  public func contains(text: String) -> Bool {
    contains(text: text, in: topmostLayer)
  }

  /// The overlay on top when a text containing `text` is not visible because it covers the layer
  /// that shows it; `nil` when no layer below the topmost one shows such a text.
  public func overlayCovering(text: String) -> PresentedOverlay? {
    let layers = Layer.layers(of: self)
    guard layers.dropLast().contains(where: { contains(text: text, in: $0) }) else { return nil }
    return layers.last?.overlay
  }

  private func contains(text: String, in layer: Layer) -> Bool {
    var writer = OutlineWriter(into: VisibleTextSearch(for: text))
    writer.write(layer)
    return writer.sink.isFound
  }

  /// The labels of the elements that can be interacted with now, in order: those of the topmost
  /// overlay when one is presented, else those of the screen. Back buttons are left out: they are
  /// reached with ``back()``.
  public var labels: [String] {
    topmostLayer.contents.labels
  }

  /// The overlays presented on top of the screen, bottom to top.
  public var presentedOverlays: [PresentedOverlay] {
    Layer.layers(of: self).compactMap { $0.overlay }
  }

  /// The topmost overlay, or `nil` when none is presented.
  public var presentedOverlay: PresentedOverlay? {
    presentedOverlays.last
  }

  /// The name of the topmost sheet, or the screen's name when no sheet is presented: what a
  /// person would say they are looking at. Alerts and dialogs do not change it.
  public var topmostName: String {
    Layer.topmostSheetTitle(in: nodes) ?? name
  }

  /// The layer that interactions reach.
  var topmostLayer: Layer {
    Layer.topmost(of: self)
  }
}
