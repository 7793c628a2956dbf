import CasePaths

/// The actions of a presented feature (a sheet, an alert, a confirmation dialog, a pushed
/// screen), as its parent sees them.
@CasePathable
public enum PresentationAction<Action> {
  /// The presented feature sent an action.
  case presented(Action)
  /// The presented feature was dismissed by the person (swiped down, tapped outside, "Cancel").
  case dismiss
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
extension PresentationAction: Encodable where Action: Encodable {}
extension PresentationAction: Decodable where Action: Decodable {}
