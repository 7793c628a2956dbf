import Foundation
import JourneyModel
import MockKit
import ReducerCore
import ValueCoding

extension JourneyHost {
  /// Nothing to prepare.
  public func prepare(world: MockWorld, given: Given) throws {}

  /// `given.now`, or the run's epoch.
  public func startDate(given: Given) -> Date? { nil }

  /// `given.timeZone`, or the runtime's UTC.
  public func timeZone(given: Given) -> TimeZone? { nil }

  /// `given.locale`, or the runtime's `en_US_POSIX`.
  public func locale(given: Given) -> Locale? { nil }

  /// No launch action.
  public var launchAction: Feature.Action? { nil }
  /// No background action.
  public var backgroundAction: Feature.Action? { nil }
  /// No foreground action.
  public var foregroundAction: Feature.Action? { nil }
  /// No terminate action.
  public var terminateAction: Feature.Action? { nil }

  /// No notes: `journey describe` lists the `given` keys with their types only, and no screens.
  public var notes: HostNotes { HostNotes() }

  /// Deep links are not supported.
  public func deepLinkAction(url: String) throws -> Feature.Action {
    throw JourneyHostError.unsupported(step: StepKind.Name.deepLink.rawValue)
  }

  /// No network action: the world goes offline and online without the app hearing of it.
  public func networkAction(_ condition: NetworkCondition) -> Feature.Action? { nil }

  /// Not declared: coverage reads the whole state again after any change.
  public var stateKeySources: [String: Set<String>]? { nil }
}

extension JourneyHost where Feature.State: Encodable {
  /// The state encoded by a ``ValueEncoder``, which writes `nil` optionals as `null`.
  ///
  /// While a journey's checks read only some paths of the state, only those are encoded (see
  /// ``ValueEncoder/encode(_:only:)``): a host that writes its own `stateValue(_:)` gives the
  /// whole state then too, which holds the same values at those paths.
  public func stateValue(_ state: Feature.State) throws -> Value {
    let encoder = ValueEncoder(memo: StateSelection.memo)
    guard let paths = StateSelection.paths else { return try encoder.encode(state) }
    return try encoder.encode(state, only: paths)
  }
}
