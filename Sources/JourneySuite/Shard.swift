/// One of `count` deterministic parts of a run, as `--shard 2/3` names it.
///
/// Journeys are dealt to shards by a stable hash of their identifier, so a journey stays on the
/// same shard however the others change, and the shards together run every journey exactly once.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
  /// Which part, from 1.
  public var index: Int
  /// How many parts.
  public var count: Int

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
  }

  /// Whether the journey with this identifier belongs to this shard.
  public func contains(_ identifier: String) -> Bool {
    Int(Self.stableHash(identifier) % UInt64(count)) == index - 1
  }

  public var description: String {
    "\(index)/\(count)"
  }

  /// FNV-1a over the UTF-8 bytes: the same on every machine and every run.
  static func stableHash(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x100_0000_01b3
    }
    return hash
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
