import Prelude

/// One of `count` deterministic parts of a run, as `--shard 2/3` names it.
///
/// Without timings, journeys are dealt to shards by a stable hash of their identifier, so a
/// journey stays on the same shard however the others change. With the real durations of an
/// earlier run (`--timings`), they are dealt longest first, each to the shard with the least time
/// so far, so that the shards take about the same time; every shard deals the same way from the
/// same timings. Either way the shards together run every journey exactly once.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
  /// Which part, from 1.
  public var index: Int
  /// How many parts.
  public var count: Int
  /// Real durations in seconds by journey identifier, from an earlier run; `nil` deals by hash.
  public var timings: [String: Double]?

  /// Parses `i/n` with `1 <= i <= n`.
  public init(parsing text: String) throws(ShardError) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
      throw ShardError(text: text, message: "expected 'i/n', such as '1/4'")
    }
    guard count >= 1 else {
      throw ShardError(text: text, message: "the number of shards must be at least 1")
    }
    guard (1...count).contains(index) else {
      throw ShardError(text: text, message: "the shard must be between 1 and \(count)")
    }
    self.index = index
    self.count = count
    timings = nil
  }

  /// Whether the journey with this identifier belongs to this shard by the stable hash.
  public func contains(_ identifier: String) -> Bool {
    Int(identifier.stableHash % UInt64(count)) == index - 1
  }

  /// The identifiers of `identifiers` that belong to this shard: by the timings when there are
  /// some, by the stable hash otherwise.
  public func select(_ identifiers: [String]) -> Set<String> {
    guard let timings else { return Set(identifiers.filter(contains)) }
    return Set(Self.deal(identifiers, timings: timings, into: count)[index - 1])
  }

  /// `identifiers` dealt into `count` shards by duration, longest first, each to the shard with
  /// the least time so far (the first of equals). A journey the timings do not know counts as the
  /// mean of those they know.
  public static func deal(_ identifiers: [String], timings: [String: Double], into count: Int) -> [[String]] {
    let known = identifiers.compactMap { timings[$0] }
    let fallback = known.isEmpty ? 1 : known.reduce(0, +) / Double(known.count)
    let ordered = identifiers.map { ($0, timings[$0] ?? fallback) }.sorted {
      $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0
    }
    var shards = Array(repeating: [String](), count: count)
    var loads = Array(repeating: 0.0, count: count)
    for (identifier, seconds) in ordered {
      let lightest = loads.indices.min { loads[$0] != loads[$1] ? loads[$0] < loads[$1] : $0 < $1 } ?? 0
      shards[lightest].append(identifier)
      loads[lightest] += seconds
    }
    return shards
  }

  public var description: String {
    "\(index)/\(count)"
  }
}

/// Why a shard could not be parsed.
public struct ShardError: Error, Hashable, Sendable, CustomStringConvertible {
  public var text: String
  public var message: String

  public var description: String {
    "invalid shard '\(text)': \(message)"
  }
}
