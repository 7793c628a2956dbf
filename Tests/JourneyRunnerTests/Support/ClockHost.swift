import Dependencies
import Foundation
import JourneyHosting
import MockKit
import ReducerCore
import TextUI

/// An app that keeps the date, time zone and locale its device launched with.
struct ClockApp: Reducer {
  struct State: Equatable, Codable, Sendable {
    var launchedAt: Date?
    var timeZone = ""
    var locale = ""
    var calendarTimeZone = ""
    var calendarLocale = ""
  }

  enum Action: Equatable, Sendable, Decodable {
    case launched
  }

  @Dependency(\.date) var date
  @Dependency(\.timeZone) var timeZone
  @Dependency(\.locale) var locale
  @Dependency(\.calendar) var calendar

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.launchedAt = date.now
    state.timeZone = timeZone.identifier
    state.locale = locale.identifier
    state.calendarTimeZone = calendar.timeZone.identifier
    state.calendarLocale = calendar.locale?.identifier ?? ""
    return .none
  }
}

/// A host that plugs the clock app in with no `given` keys of its own, no mocks and no
/// dependencies of its own: the date, time zone and locale it launches with are the harness's.
/// Its screen says the app launched, unless the host shows it otherwise.
protocol ClockAppHost: JourneyHost where Feature == ClockApp {}

extension ClockAppHost {
  var mockCatalog: MockCatalog { MockCatalog([]) }

  func initialState(given: Given, world: MockWorld) -> ClockApp.State { ClockApp.State() }

  func reducer() -> ClockApp { ClockApp() }

  func dependencies(world: MockWorld, into dependencies: inout DependencyValues) {}

  var launchAction: ClockApp.Action? { .launched }

  func screen(_ state: ClockApp.State) -> Screen<ClockApp.Action> {
    Screen("Clock") {
      Text("Launched")
    }
  }
}

/// The clock app plugged in by a host that may start the clock at a date of its own.
struct ClockHost: ClockAppHost {
  struct Given: Decodable {}

  /// The date the host starts the clock at, before `given.now`; `nil` leaves it to `given`.
  var hostStartDate: Date?

  func startDate(given: Given) -> Date? { hostStartDate }
}

/// The clock app plugged in by a host that carries no data, whose app's reducer a process
/// composes once for all its runs.
struct DatalessClockHost: ClockAppHost {
  struct Given: Decodable {}
}
