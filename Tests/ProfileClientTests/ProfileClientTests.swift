import Clocks
import Dependencies
import Foundation
import MockKit
import ProfileClient
import SharedModels
import Testing
import ValueCoding

@Suite struct ProfileClientTests {
  let world = MockWorld(catalog: MockCatalog([ProfileClient.mockDescriptor]))
  let clock = ImmediateClock()

  var elapsed: Duration {
    ImmediateClock<Duration>.Instant().duration(to: clock.now)
  }

  func withMock<T>(_ operation: (ProfileClient) async throws -> T) async throws -> T {
    let client = ProfileClient.mock(world)
    return try await withDependencies {
      $0.continuousClock = clock
    } operation: {
      try await operation(client)
    }
  }

  @Test func statsDefaultAfterThreeHundredMilliseconds() async throws {
    let stats = try await withMock { try await $0.fetchStats() }
    #expect(stats == ProfileStats(posts: 24, followers: 1280, following: 180))
    #expect(elapsed == .milliseconds(300))
  }

  @Test func anUpdateAnswersTheProfileWithTheNameAndEmailSent() async throws {
    let profile = try await withMock { try await $0.updateProfile(name: "Ada King", email: "ada.king@example.com") }
    #expect(
      profile
        == UserProfile(
          id: "user-ada", name: "Ada King", email: "ada.king@example.com",
          avatarURL: URL(string: "https://example.com/avatars/ada.png")))
    #expect(elapsed == .milliseconds(500))
    #expect(
      world.calls == [
        MockCall(
          mock: "profile", endpoint: "updateProfile",
          arguments: ["name": "Ada King", "email": "ada.king@example.com"])
      ])
  }

  @Test(arguments: ProfileError.allCases)
  func everyErrorCanBeNamed(_ error: ProfileError) async throws {
    try world.configure("profile", "updateProfile", .failure(error.rawValue))
    await #expect(throws: error) {
      try await withMock { try await $0.updateProfile(name: "Ada", email: "ada@example") }
    }
  }

  @Test func theDescriptorRejectsFractionalCounts() {
    let error = #expect(throws: MockError.self) {
      try world.configure("profile", "fetchStats", .answer(["posts": 1, "followers": 2.5, "following": 3]))
    }
    #expect(error?.path == ["answer", "followers"])
  }

  @Test func theTestValueFailsLoudly() async throws {
    try await withKnownIssue {
      _ = try await ProfileClient.testValue.fetchStats()
    } matching: { issue in
      // The endpoint reports that it is unimplemented, then throws.
      issue.comments.map(\.rawValue) == ["Unimplemented: 'ProfileClient.fetchStats'"]
        || issue.error.map { "\($0)" } == #"Unimplemented(endpoint: "fetchStats")"#
    }
  }
}
