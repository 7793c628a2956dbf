/// What an invariants file says: the rules exploration checks after every step, and the dead
/// controls it leaves unreported.
public struct InvariantsFile: Hashable, Sendable {
  /// The invariants, in file order.
  public var invariants: [Invariant]
  /// The enabled elements that may do nothing when used, from `allowDeadControls`.
  public var allowedDeadControls: [DeadControlAllowance]

  /// Makes the contents of an invariants file.
  public init(invariants: [Invariant], allowedDeadControls: [DeadControlAllowance] = []) {
    self.invariants = invariants
    self.allowedDeadControls = allowedDeadControls
  }
}

/// An enabled element that may do nothing when used, so that exploration does not report it as
/// a dead control: an entry of an invariants file's `allowDeadControls`, such as
/// `{ screen: Settings, label: About }`. Each part it names must match; a part it leaves out
/// matches any, so that an entry without `screen` allows the element on every screen.
public struct DeadControlAllowance: Hashable, Sendable {
  /// The screen's name, as `screen` steps name it (the topmost sheet's title when one shows).
  public var screen: String?
  /// The element's label.
  public var label: String?
  /// The element's id.
  public var id: String?
  /// Where the entry is written.
  public var location: FileLocation

  /// Makes an allowance; it names a label, an id or both.
  public init(screen: String? = nil, label: String? = nil, id: String? = nil, location: FileLocation) {
    self.screen = screen
    self.label = label
    self.id = id
    self.location = location
  }

  /// Whether it allows the element labelled `label`, with `id`, on the screen named `screen`.
  public func allows(screen: String, label: String, id: String?) -> Bool {
    (self.screen ?? screen) == screen && (self.label ?? label) == label && (self.id == nil || self.id == id)
  }
}
