/// A value that stands for one ``Element`` sending `Action`: every element kind with controls or
/// children conforms, so ``ElementBuilder`` accepts it.
public protocol ElementConvertible<Action> {
  /// The action type the element sends.
  associatedtype Action

  /// The element this value stands for.
  var element: Element<Action> { get }
}
