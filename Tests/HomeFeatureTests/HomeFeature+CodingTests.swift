import Foundation
import HomeFeature
import SharedModels
import Testing

/// A journey sends actions and sets state as data; these pin the shapes it writes.
@Suite struct HomeCodingTests {
  private func action(_ json: String) throws -> HomeFeature.Action {
    try JSONDecoder().decode(HomeFeature.Action.self, from: Data(json.utf8))
  }

  @Test func actionsDecodeFromTheirCaseNames() throws {
    #expect(try action(#"{"onAppear": {}}"#) == .onAppear)
    #expect(try action(#"{"refreshIfStale": {}}"#) == .refreshIfStale)
    #expect(try action(#"{"quickActionTapped": {"_0": "analytics"}}"#) == .quickActionTapped(.analytics))
    #expect(try action(#"{"notificationTapped": {"id": "notification-1"}}"#) == .notificationTapped(id: "notification-1"))
    #expect(
      try action(#"{"delegate": {"_0": {"getStartedStepSelected": {"_0": "completeProfile"}}}}"#)
        == .delegate(.getStartedStepSelected(.completeProfile)))
  }

  @Test func anUnknownActionIsRejected() {
    #expect(throws: DecodingError.self) { try action(#"{"onAppaer": {}}"#) }
  }

  @Test func theStateSurvivesAnEncodingRoundTrip() throws {
    let state = HomeFeature.State(
      language: .vietnamese, userName: "Ada Lovelace", timeOfDay: .afternoon,
      recentActivity: .loaded(Activity.all, at: epoch), notifications: .failed(.noConnection),
      destination: .quickAction(.friends))
    let data = try JSONEncoder().encode(state)
    #expect(try JSONDecoder().decode(HomeFeature.State.self, from: data) == state)
  }
}
