/// A rule the app keeps after every step, checked by exploration: on the screens it names (all
/// when none), whenever its conditions hold, its checks must pass.
///
/// Conditions and checks are journey steps that only look (`see`, `notSee`, `screen`, `element`,
/// `expect`, `stored`), with their locations, so that a violation is reported where the invariant says it.
public struct Invariant: Hashable, Sendable {
  /// What the rule says, as a person would: "The offline banner shows exactly while offline".
  public var name: String
  /// The screens it applies to, as `screen` steps name them; empty for every screen.
  public var screens: [String]
  /// Checks that select the moments it applies to; it applies when all pass.
  public var conditions: [Step]
  /// The checks that must pass whenever it applies.
  public var checks: [Step]
  /// Where the invariant's `name` is written.
  public var location: FileLocation

  /// Makes an invariant.
  public init(
    name: String, screens: [String] = [], conditions: [Step] = [], checks: [Step],
    location: FileLocation
  ) {
    self.name = name
    self.screens = screens
    self.conditions = conditions
    self.checks = checks
    self.location = location
  }
}

extension StepKind {
  /// Whether the step only looks at the app and the world, changing nothing and not moving time:
  /// what invariants are written with.
  public var onlyLooks: Bool {
    if case .refused = self { return false }
    return kindName.declaration.role == .look
  }

  /// The names of the steps that only look, in the order of the reference.
  public static let lookingNames = Name.allCases.filter { $0.declaration.role == .look }.map(\.rawValue)
}
