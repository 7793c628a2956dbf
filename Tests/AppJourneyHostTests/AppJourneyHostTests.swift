import AppJourneyHost
import JourneyLoader
import JourneyModel
import JourneyRunner
import Testing

@Suite struct AppJourneyHostTests {
  struct NoGoldens: SnapshotStore {
    func golden(for key: SnapshotKey) throws -> String? { nil }
  }

  @Test func aJourneyRunsAgainstTheApp() throws {
    let source = """
      name: Sign in
      given:
        onboardingCompleted: true
      steps:
        - launch
        - screen: Login
        - type: { text: ada@example.com, into: Email }
        - type: { text: correct-horse, into: Password }
        - tap: Sign In
        - wait: 800ms
        - screen: Home
        - expect: { user.profile.email: ada@example.com }
      """
    let loader = JourneyLoader(fileSystem: InMemoryFileSystem(["sign-in.yaml": source]))
    let journeys = try loader.load(file: "sign-in.yaml").get()
    let runner = JourneyRunner(host: AppJourneyHost(), snapshots: NoGoldens())
    let result = runner.run(journeys[0])
    #expect(result.failure == nil, "\(result.failure?.description ?? "")")
    #expect(result.status == .passed)
  }
}
