import Dependencies
import JourneyHosting
import MockKit
import ReducerCore
import TextUI

/// The name a device gives itself, a dependency no runtime sets.
struct DeviceNameKey: DependencyKey {
  static let liveValue = "A device"
  static let testValue = "A device"
}

extension DependencyValues {
  var deviceName: String {
    get { self[DeviceNameKey.self] }
    set { self[DeviceNameKey.self] = newValue }
  }
}

/// An app that keeps the name of the device it launched on.
struct DeviceNameApp: Reducer {
  struct State: Equatable, Codable, Sendable {
    var deviceName = ""
  }

  enum Action: Equatable, Sendable, Decodable {
    case launched
  }

  @Dependency(\.deviceName) var deviceName

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.deviceName = deviceName
    return .none
  }
}

/// The device name app plugged in by a host that carries no data and names the device only when
/// its world starts offline, so that its stores set different dependencies from one run to the
/// next.
struct OfflineDeviceNameHost: JourneyHost {
  typealias Feature = DeviceNameApp

  struct Given: Decodable {}

  var mockCatalog: MockCatalog { MockCatalog([]) }

  func initialState(given: Given, world: MockWorld) -> DeviceNameApp.State { DeviceNameApp.State() }

  func reducer() -> DeviceNameApp { DeviceNameApp() }

  func dependencies(world: MockWorld, into dependencies: inout DependencyValues) {
    if world.isOffline {
      dependencies.deviceName = "An offline device"
    }
  }

  var launchAction: DeviceNameApp.Action? { .launched }

  func screen(_ state: DeviceNameApp.State) -> Screen<DeviceNameApp.Action> {
    Screen("Device") {
      Text(state.deviceName)
    }
  }
}
