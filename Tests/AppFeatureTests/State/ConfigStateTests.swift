@testable import AppFeature
import Foundation
import SharedModels
import Testing

@Suite struct ConfigStateTests {
  private let start = Date(timeIntervalSince1970: 1_767_225_600)

  @Test func aConfigIsStaleOnceTheWindowHasPassed() {
    let state = ConfigState(appVersion: AppVersion(major: 1), buildNumber: "1", fetchedAt: start)
    #expect(!state.isStale(at: start.addingTimeInterval(59.999), after: .seconds(60)))
    #expect(state.isStale(at: start.addingTimeInterval(60), after: .seconds(60)))
  }

  @Test func noConfigIsStaleUnlessOneIsBeingFetched() {
    var state = ConfigState(appVersion: AppVersion(major: 1), buildNumber: "1")
    #expect(state.isStale(at: start, after: .seconds(60)))
    state.isFetching = true
    #expect(!state.isStale(at: start, after: .seconds(60)))
  }

  @Test func anUpdateIsRequiredOnlyBelowTheMinimumVersion() {
    var state = ConfigState(appVersion: AppVersion(major: 1, minor: 2), buildNumber: "1")
    #expect(!state.isUpdateRequired)
    state.minAppVersion = AppVersion(major: 1, minor: 2)
    #expect(!state.isUpdateRequired)
    state.minAppVersion = AppVersion(major: 1, minor: 2, patch: 1)
    #expect(state.isUpdateRequired)
  }
}
