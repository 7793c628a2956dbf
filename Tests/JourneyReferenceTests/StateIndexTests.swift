import Testing

@testable import JourneyReference

/// How the index of the paths into the state lists the keys under each path.
@Suite struct StateIndexTests {
  @Test func eachKeyIsUnderThePathBeforeItAndEmptyKeysAreLeftOut() {
    let paths = ["owner", "owner.name", "a..b", ".c", "d.", "", "e.f.g"].map { path in
      HostReference.StatePath(path: path, type: "text", values: nil)
    }
    let index = HostReference.StateIndex(paths)
    #expect(index.keys[""] == ["owner", "c", "d"])
    #expect(index.keys["owner"] == ["name"])
    #expect(index.keys["a"] == ["b"])
    #expect(index.keys["e.f"] == ["g"])
    #expect(index.keys.count == 4)
  }
}
