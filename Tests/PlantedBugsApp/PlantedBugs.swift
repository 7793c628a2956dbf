/// The bugs planted in the inbox app, for showing that exploration finds and shrinks each.
public struct PlantedBugs: OptionSet, Hashable, Sendable {
  public let rawValue: Int

  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Compose's autosave is not cancelled when the person goes back: "Draft saved" shows on the
  /// inbox two seconds later.
  public static let effectOutlivesScreen = PlantedBugs(rawValue: 1 << 0)
  /// "Cancel" lowers the count of pending requests without cancelling the request, whose answer
  /// lowers it again, below zero.
  public static let negativeCountOnCancel = PlantedBugs(rawValue: 1 << 1)
  /// A failed refresh leaves "Loading" on screen with nothing pending.
  public static let flagLeftSetAfterError = PlantedBugs(rawValue: 1 << 2)
  /// Sending a message longer than 200 characters traps.
  public static let crashOnLongMessage = PlantedBugs(rawValue: 1 << 3)
  /// Sending a message of blanks only never returns.
  public static let hangOnBlankMessage = PlantedBugs(rawValue: 1 << 4)
  /// A refresh does not handle a failing fetch: the error its effect throws goes unhandled, and
  /// "Loading" stays on screen.
  public static let unhandledFetchError = PlantedBugs(rawValue: 1 << 5)
  /// The inbox shows "Mark all read", enabled, whose action the reducer ignores: a dead control.
  /// "Archive" shows beside it, whose action only starts an effect, and so does something.
  public static let deadControl = PlantedBugs(rawValue: 1 << 6)
}
