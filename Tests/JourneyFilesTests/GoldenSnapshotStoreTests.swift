import HarnessTestSupport
import JourneyFiles
import JourneyRunner
import Testing

@Suite struct GoldenSnapshotStoreTests {
  @Test func readsTheGoldensOfEachJourneyFileInTurn() throws {
    let sandbox = try Sandbox([
      "Scenarios/__snapshots__/login/welcome.txt": "login welcome\n",
      "Scenarios/Home/__snapshots__/feed/welcome.txt": "feed welcome\n",
    ])
    let store = GoldenSnapshotStore(files: GoldenFiles())
    let login = sandbox.path("Scenarios/login.yaml")
    let feed = sandbox.path("Scenarios/Home/feed.yaml")
    #expect(try store.golden(for: SnapshotKey(journeyFile: login, name: "welcome")) == "login welcome\n")
    #expect(try store.golden(for: SnapshotKey(journeyFile: login, name: "error")) == nil)
    #expect(try store.golden(for: SnapshotKey(journeyFile: feed, name: "welcome")) == "feed welcome\n")
    #expect(try store.golden(for: SnapshotKey(journeyFile: login, name: "welcome")) == "login welcome\n")
  }
}
