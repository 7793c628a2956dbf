extension String {
  /// FNV-1a over the UTF-8 bytes: the same on every machine and every run, unlike `hashValue`,
  /// so that what is dealt or named by it (shards, trace files) stays put.
  public var stableHash: UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x100_0000_01b3
    }
    return hash
  }
}
