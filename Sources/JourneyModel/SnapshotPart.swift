/// The part of the screen a `snapshot` covers, as its `of` writes it. A part is looked for on the
/// layer on top, as `see` and `element` look: what a sheet, alert or dialog covers is not there.
public enum SnapshotPart: Hashable, Sendable {
  /// The whole screen, every layer bottom to top: no `of`.
  case screen
  /// The layer on top, `of: top`: the sheet, alert or dialog shown last, else the screen.
  case top
  /// A section by its title, with its children and footer: `of: { section: Profile }`.
  case section(String)
  /// An element by its whole label or text, its id, or both, with the lines nested below it:
  /// `of: { label: Save }`, `of: { id: row-2 }`.
  case element(label: String?, id: String?)

  /// The keys of an `of` mapping: `section` alone, or `label` and `id`, each when given.
  public static let keys = ["section", "label", "id"]
}

/// What a `snapshot` leaves out of its lines, as `redact` writes it: each match of the pattern,
/// searched for in each line of the snapshot's text as its golden file shows it, is replaced by
/// the placeholder. `redact: ["\\d+h ago"]` or `redact: [{ matches: "\\d+h ago", as: "[age]" }]`.
public struct Redaction: Hashable, Sendable, CustomStringConvertible {
  /// What is left out.
  public var pattern: TextPattern
  /// What stands in its place.
  public var placeholder: String

  /// The placeholder when none is given.
  public static let defaultPlaceholder = "[redacted]"

  /// Makes a redaction.
  public init(_ pattern: TextPattern, as placeholder: String = Self.defaultPlaceholder) {
    self.pattern = pattern
    self.placeholder = placeholder
  }

  /// `line` with every non-empty match of the pattern replaced by the placeholder.
  public func apply(to line: String) -> String {
    pattern.replacingMatches(in: line, with: placeholder)
  }

  /// `/\d+h ago/ as [age]`.
  public var description: String {
    "\(pattern) as \(placeholder)"
  }
}
