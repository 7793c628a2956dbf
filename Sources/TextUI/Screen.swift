/// A named screen: the elements a person sees, in order, with the overlays presented on top.
///
/// A screen is the text view model of a feature's state. It renders to deterministic plain text
/// with ``render()``, answers questions about what is visible (``visibleTexts``, ``labels``,
/// ``presentedOverlay``), and turns a person's interactions (``tap(_:id:)``,
/// ``type(_:into:id:)``, ``toggle(_:id:to:)``, ``select(_:in:id:)``, ``back()``,
/// ``dismiss()``, ``answer(_:id:)``) into the action the app receives, without changing anything.
///
/// ```swift
/// Screen("Login") {
///   Heading("Welcome Back")
///   TextField("Email", text: state.email, placeholder: "Enter your email") { .emailChanged($0) }
///   Button("Sign In", isDisabled: state.isLoading) { .signInButtonTapped }
///   if state.isLoading { ProgressIndicator("Signing in") }
/// }
/// ```
public struct Screen<Action>: Sendable {
  /// The screen's name, such as "Login": how journeys and snapshots refer to it.
  public let name: String
  /// The nodes of the screen's elements, in order.
  @usableFromInline let nodes: [Node]

  /// The screen's elements in the order a person sees them, overlays included where they were
  /// built.
  public var elements: [Element<Action>] { nodes.map { Element($0) } }

  /// A screen named `name` showing the built elements.
  ///
  /// Inlinable, as ``ElementBuilder`` is, so that the elements are taken apart for the action
  /// type of the module that builds them.
  @inlinable public init(_ name: String, @ElementBuilder<Action> content: () -> [Element<Action>]) {
    self.init(name: name, nodes: content().map { $0.node })
  }

  @usableFromInline init(name: String, nodes: [Node]) {
    self.name = name
    self.nodes = nodes
  }

  /// The same screen sending `transform(action)` wherever it sent `action`, to lift a child
  /// feature's screen into its parent's action type, as in `screen.map { .auth($0) }`. The
  /// screen's elements are not rebuilt: their actions are mapped when one is sent.
  public func map<NewAction>(
    _ transform: @escaping @Sendable (Action) -> NewAction
  ) -> Screen<NewAction> {
    Screen<NewAction>(
      name: name,
      nodes: [.lifted(.container(.group, nodes), transform: Element<Action>.erased(transform))])
  }
}

extension Screen: ElementConvertible {
  /// The screen's elements as one element, to embed a child screen inside a parent's layout;
  /// the child's overlays stay presented on top.
  public var element: Element<Action> { Element(.container(.group, nodes)) }
}
