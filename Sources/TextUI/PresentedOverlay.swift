import Prelude

/// An overlay presented on top of a screen: its kind and its title (a sheet's name).
public struct PresentedOverlay: Sendable, Equatable, CustomStringConvertible {
  /// The kind of overlay.
  public let kind: OverlayKind
  /// The alert's or dialog's title, or the sheet's name.
  public let title: String

  /// An overlay of `kind` titled `title`.
  public init(kind: OverlayKind, title: String) {
    self.kind = kind
    self.title = title
  }

  /// The overlay as it is rendered and named in errors: `alert "Error"`,
  /// `confirmation dialog "Delete Account?"` or `sheet EditProfile`.
  public var description: String {
    kind == .sheet ? "sheet \(title.word)" : "\(kind) \(title.quoted)"
  }
}
