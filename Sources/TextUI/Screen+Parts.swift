import Prelude

extension Screen {
  /// The topmost layer alone, as ``render()`` writes it: the overlay on top when one is presented,
  /// headed `sheet Name`, `alert "Title"` or `confirmation dialog "Title"`, else the screen, headed
  /// `screen Name`. What the overlay covers is left out.
  ///
  /// ```
  /// alert "Error"
  ///   text "Invalid email or password"
  ///   button "OK" [cancel]
  /// ```
  public func renderTopmostLayer() -> String {
    var writer = OutlineWriter(into: RenderedLines())
    writer.write(topmostLayer)
    return writer.sink.text
  }

  /// Each section of the topmost layer titled `title`, in the order shown, as ``render()`` writes
  /// it: its `section "Title"` line unindented, then its children and footer below it.
  ///
  /// ```
  /// section "Account"
  ///   row "Email" detail "ada@example.com"
  ///   footer "Signed in since 2024"
  /// ```
  public func renderedSections(titled title: String) -> [String] {
    renderedParts { $0.words.first == "section" && $0.label == title }
  }

  /// Each element of the topmost layer whose line in ``render()`` shows `label` as its label or
  /// text and `id` as its id, each when given, in the order shown: its line unindented, with the
  /// lines nested below it (a section's children, a navigation bar's buttons). A section is the
  /// element its title labels; the title of an alert or dialog labels the whole overlay.
  public func renderedElements(labelled label: String?, id: String?) -> [String] {
    let idWord = id.map { "#" + $0.word }
    return renderedParts { line in
      (label == nil || line.label == label) && (idWord.map(line.words.contains) ?? true)
    }
  }

  private func renderedParts(where isWanted: (PartLines.Line) -> Bool) -> [String] {
    var writer = OutlineWriter(into: PartLines())
    writer.write(topmostLayer)
    return writer.sink.parts(where: isWanted)
  }
}
