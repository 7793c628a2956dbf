/// An element that holds other elements.
@usableFromInline enum Container: Sendable {
  /// Holds its children without showing anything of its own.
  case group
  /// A scrolling list.
  case list
  /// A titled part of a list or a screen, with an optional footer below its children.
  case section(title: String?, footer: String?)
}
