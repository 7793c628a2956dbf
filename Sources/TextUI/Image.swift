/// A symbol image, named by its system name, such as "lock.shield". Renders as
/// `image lock.shield`: the name is not text a person reads, so it is not quoted.
public struct Image: DisplayElement {
  let systemName: String

  /// The symbol named `systemName`.
  public init(_ systemName: String) {
    self.systemName = systemName
  }

  /// The element for a screen whose actions are of type `Action`.
  public func element<Action>(for actionType: Action.Type) -> Element<Action> {
    Element(.display(.image(systemName: systemName)))
  }
}
