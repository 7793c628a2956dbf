import Dependencies
import Foundation
import JourneyModel
import MockKit
import ReducerCore
import TextUI
import ValueCoding

/// How an app plugs into the journey harness. The harness never imports the app: a host tells it
/// how to build the app's store, what the app shows, how its state reads as a
/// ``/ValueCoding/Value``, and how the world's events (lifecycle, deep links, network changes, any
/// action by name) become the app's actions.
///
/// Every journey runs with a fresh ``/MockKit/MockWorld`` built from ``mockCatalog``; the runner
/// asks the host to ``prepare(world:given:)`` it once, then to build the store on `launch` (and
/// again on each `relaunch`, with the same world).
///
/// The harness reads `now`, `timeZone`, `locale` and `network` of `given` itself for every host
/// (see ``WorldGiven``): it starts the device's clock at `now`, gives the app the time zone and
/// locale, and puts the world on the network before ``prepare(world:given:)``. A host declares
/// only its own keys in ``Given``, and may still react to these: through
/// ``startDate(given:)``, ``timeZone(given:)`` and ``locale(given:)``, the world's network, and
/// ``networkAction(_:)``.
///
/// A host must hold no state that changes while journeys run: the runner calls it from several
/// journeys at once.
public protocol JourneyHost: Sendable {
  /// The app's root reducer.
  associatedtype Feature: Reducer where Feature.Action: Sendable
  /// The host's part of a journey's `given`: its keys beside `mocks` and the harness's
  /// (``WorldGiven``), decoded from the same mapping with a ``/ValueCoding/ValueDecoder`` that
  /// rejects keys neither reads. A `given` is decoded once per process for each value, and the
  /// journeys that state an equal one, on any thread, share what it decoded to.
  associatedtype Given: Decodable & Sendable

  /// The mocks journeys can configure and check.
  var mockCatalog: MockCatalog { get }

  /// Readies the world for a journey before its first step, such as filling persistent stores
  /// with what `given` says the app saved before.
  ///
  /// - Throws: An error whose description says what in `given` cannot be set up; the journey
  ///   fails before its first step.
  func prepare(world: MockWorld, given: Given) throws

  /// The app's state when it launches.
  func initialState(given: Given, world: MockWorld) -> Feature.State

  /// The date the device's clock shows when the journey starts, when the host's keys set one;
  /// `nil` keeps `given.now`, or the run's epoch (`RunOptions.epoch`) when the journey sets
  /// none.
  func startDate(given: Given) -> Date?

  /// The device's time zone, when the host's keys set one: the app's `\.timeZone` and its
  /// `\.calendar`'s. `nil` keeps `given.timeZone`, or the runtime's UTC when the journey sets
  /// none.
  func timeZone(given: Given) -> TimeZone?

  /// The device's locale, when the host's keys set one: the app's `\.locale` and its
  /// `\.calendar`'s. `nil` keeps `given.locale`, or the runtime's `en_US_POSIX` when the
  /// journey sets none.
  func locale(given: Given) -> Locale?

  /// A new instance of the app's root reducer.
  func reducer() -> Feature

  /// Points the app's dependencies at the mocks of `world`. The runtime has already installed its
  /// virtual clock, date, UUIDs and seeded random numbers.
  func dependencies(world: MockWorld, into dependencies: inout DependencyValues)

  /// The action sent when the app launches (`launch`, `relaunch`); `nil` when the app does
  /// nothing on launch.
  var launchAction: Feature.Action? { get }
  /// The action sent when the app goes to the background; `nil` when the app does not handle it,
  /// which fails a `background` step.
  var backgroundAction: Feature.Action? { get }
  /// The action sent when the app comes back to the foreground; `nil` when the app does not
  /// handle it, which fails a `foreground` step.
  var foregroundAction: Feature.Action? { get }
  /// The action sent before the app terminates on `relaunch`; `nil` when the app does nothing
  /// then. Its effects in flight are cancelled either way.
  var terminateAction: Feature.Action? { get }

  /// The screen the app shows in `state`.
  func screen(_ state: Feature.State) -> Screen<Feature.Action>

  /// The app's state as a value, for `expect` and state dumps in snapshots.
  func stateValue(_ state: Feature.State) throws -> Value

  /// The stored properties of the state that each top-level key of ``stateValue(_:)`` is read
  /// from besides the property of its own name, for the keys whose value depends on others, such
  /// as a count of every feature's requests encoded among the network's values:
  /// `["network": ["home", "profile"]]`. A key named after no stored property is read from the
  /// properties listed for it alone. `nil` when the host does not declare them.
  ///
  /// Coverage records the state paths a step changed. When the host declares where its keys come
  /// from, a step that changed some stored properties has only the keys read from them read
  /// again; when it does not, any change has the whole state read again, for a key may depend on
  /// any property.
  var stateKeySources: [String: Set<String>]? { get }

  /// The action for opening `url`.
  ///
  /// - Throws: ``JourneyHostError/unsupported(step:)`` when the app takes no deep links, or an
  ///   error saying why the link cannot be opened.
  func deepLinkAction(url: String) throws -> Feature.Action

  /// The action sent when the network changes to `condition`, after the world is on it (its
  /// network mocks answer as offline or online either way); `nil` when the app does not follow
  /// the network.
  func networkAction(_ condition: NetworkCondition) -> Feature.Action?

  /// The action a `send` step names by its case path, such as `settings.languageChanged`, with
  /// its payload.
  ///
  /// - Throws: ``JourneyHostError`` naming an unknown case (with the closest known one) or a
  ///   payload that does not fit.
  func action(path: String, payload: Value?) throws -> Feature.Action

  /// What the host says about itself beyond what reflection finds: the meaning and default of
  /// its `given` keys and its screens.
  var notes: HostNotes { get }
}
