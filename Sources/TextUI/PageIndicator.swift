/// The dots under paged content showing which page is on screen. Renders as `page 2 of 3`.
public struct PageIndicator: DisplayElement {
  let page: Int
  let count: Int

  /// Page `page` (counted from 1) of `count` pages.
  public init(page: Int, of count: Int) {
    self.page = page
    self.count = count
  }

  /// The element for a screen whose actions are of type `Action`.
  public func element<Action>(for actionType: Action.Type) -> Element<Action> {
    Element(.display(.pageIndicator(page: page, count: count)))
  }
}
