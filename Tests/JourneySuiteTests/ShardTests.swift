import JourneySuite
import Testing

@Suite struct ShardTests {
  @Test func shardsPartitionJourneysDeterministically() throws {
    let identifiers = (0..<200).map { "Scenarios/Feature/journey-\($0).yaml › Journey \($0)" }
    let shards = try (1...3).map { try Shard(parsing: "\($0)/3") }
    for identifier in identifiers {
      #expect(shards.filter { $0.contains(identifier) }.count == 1)
    }
    let sizes = shards.map { shard in identifiers.filter(shard.contains).count }
    #expect(sizes.allSatisfy { $0 > 40 })
    #expect(try Shard(parsing: "2/3").contains(identifiers[0]) == shards[1].contains(identifiers[0]))
  }

  @Test func timingsDealLongestFirstToTheLeastLoadedShard() throws {
    let timings = ["a": 8.0, "b": 5.0, "c": 4.0, "d": 3.0, "e": 1.0]
    #expect(Shard.deal(["a", "b", "c", "d", "e", "new"], timings: timings, into: 2) == [["a", "c", "e"], ["b", "new", "d"]])
    var shard = try Shard(parsing: "2/2")
    shard.timings = timings
    #expect(shard.select(["a", "b", "c", "d", "e"]) == ["b", "c", "e"])
  }

  @Test(arguments: [
    ("0/3", "invalid shard '0/3': the shard must be between 1 and 3"),
    ("4/3", "invalid shard '4/3': the shard must be between 1 and 3"),
    ("1/0", "invalid shard '1/0': the number of shards must be at least 1"),
    ("two/3", "invalid shard 'two/3': expected 'i/n', such as '1/4'"),
    ("1", "invalid shard '1': expected 'i/n', such as '1/4'"),
  ])
  func errors(text: String, message: String) {
    do {
      _ = try Shard(parsing: text)
      Issue.record("expected an error")
    } catch {
      #expect(error.description == message)
    }
  }
}
