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
  /// The screen's elements in the order a person sees them, overlays included where they were
  /// built.
  public let elements: [Element<Action>]

  /// A screen named `name` showing the built elements.
  public init(_ name: String, @ElementBuilder<Action> content: () -> [Element<Action>]) {
    self.init(name: name, elements: content())
  }

  init(name: String, elements: [Element<Action>]) {
    self.name = name
    self.elements = elements
  }

  /// The same screen sending `transform(action)` wherever it sent `action`, to lift a child
  /// feature's screen into its parent's action type, as in `screen.map { .auth($0) }`.
  public func map<NewAction>(
    _ transform: @escaping @Sendable (Action) -> NewAction
  ) -> Screen<NewAction> {
    Screen<NewAction>(name: name, elements: elements.map { $0.map(transform) })
  }
}

extension Screen: ElementConvertible {
  /// The screen's elements as one element, to embed a child screen inside a parent's layout;
  /// the child's overlays stay presented on top.
  public var element: Element<Action> { Element(.container(.group, elements)) }
}
