/// Whether an element is on top, interactive or not, as
/// `element: { label: Loading, exists: false }` writes it. What a sheet, alert or dialog covers is
/// not there, as for `see`.
public struct ElementPresence: Hashable, Sendable {
  /// The elements meant, by what is known of them.
  public var query: ElementQuery
  /// Whether such an element must be there (`true`) or must not be.
  public var exists: Bool

  /// Makes a presence check.
  public init(_ query: ElementQuery, exists: Bool) {
    self.query = query
    self.exists = exists
  }
}

/// The elements with a label, an id and a kind, each when given; at least one is.
public struct ElementQuery: Hashable, Sendable {
  /// The whole label or text the element shows.
  public var label: String?
  /// The element's stable id.
  public var id: String?
  /// What the element is.
  public var kind: Kind?

  /// Makes a query.
  public init(label: String? = nil, id: String? = nil, kind: Kind? = nil) {
    self.label = label
    self.id = id
    self.kind = kind
  }

  /// The kinds of element a query names, by the names a journey writes.
  public enum Kind: String, CaseIterable, Hashable, Sendable {
    case heading, text, errorMessage, banner, progress, textField, secureField, button, toggle, picker, row
    case sectionTitle, footer, navigationTitle, backButton, tab
    /// The title of an alert or confirmation dialog.
    case title
  }

  /// The keys that pick the elements.
  public static let keys = ["label", "id", "kind"]
}
