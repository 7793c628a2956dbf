import Dependencies
import JourneyHosting
import JourneyTesting
import MockKit
import ReducerCore
import TextUI

/// A lamp whose bulb blows the third time it is switched on: a planted bug that only a few
/// switches in a row find, for exploration to find and shrink.
struct BulbApp: Reducer {
  struct State: Equatable, Codable, Sendable {
    var isOn = false
    var timesSwitchedOn = 0
  }

  enum Action: Equatable, Sendable, Decodable {
    case switchTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.isOn.toggle()
    if state.isOn { state.timesSwitchedOn += 1 }
    return .none
  }
}

/// How the bulb plugs into the harness: no mocks, no `given`.
struct BulbHost: JourneyHost {
  typealias Feature = BulbApp

  struct Given: Decodable {}

  var mockCatalog: MockCatalog { MockCatalog([]) }

  func initialState(given: Given, world: MockWorld) -> BulbApp.State { BulbApp.State() }

  func reducer() -> BulbApp { BulbApp() }

  func dependencies(world: MockWorld, into dependencies: inout DependencyValues) {}

  func screen(_ state: BulbApp.State) -> Screen<BulbApp.Action> {
    Screen("Lamp") {
      if state.timesSwitchedOn >= 3 {
        Text("The bulb has blown")
      } else {
        Text(state.isOn ? "The lamp is on" : "The lamp is off")
      }
      Button("Switch") { .switchTapped }
    }
  }
}

/// The bulb's journey tests, as a test target declares them.
enum BulbJourneys: JourneyTestSuite {
  static let host = BulbHost()
}

/// Files of the bulb.
enum BulbFiles {
  /// Invariants the bulb keeps.
  static let keptInvariants = """
    invariants:
      - name: The switch is always there
        check:
          - see: Switch
    """

  /// The invariants with one the bulb breaks, on line 5.
  static let invariants = keptInvariants + """

      - name: The bulb never blows
        check:
          - notSee: The bulb has blown
    """

  /// A start that switches the lamp on once.
  static let switchedOn = """
    name: Switched on
    steps:
      - launch
      - tap: Switch
    """
}
