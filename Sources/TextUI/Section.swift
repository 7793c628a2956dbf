/// A titled part of a list or a screen. Renders as `section "Account"` (or `section` without a
/// title) with its children indented below and, last, `footer "..."` when it has a footer.
public struct Section<Action>: ElementConvertible, Sendable {
  @usableFromInline let title: String?
  @usableFromInline let footer: String?
  @usableFromInline let children: [Node]

  /// A section of the built elements.
  /// - Parameters:
  ///   - title: The header shown above the section.
  ///   - footer: The note shown below the section.
  ///   - content: The section's elements.
  @inlinable public init(
    _ title: String? = nil,
    footer: String? = nil,
    @ElementBuilder<Action> content: () -> [Element<Action>]
  ) {
    self.title = title
    self.footer = footer
    children = content().map { $0.node }
  }

  /// The section as an element.
  public var element: Element<Action> {
    Element(.container(.section(title: title, footer: footer), children))
  }
}
