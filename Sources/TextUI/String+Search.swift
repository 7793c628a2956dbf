extension String {
  /// Whether `other` occurs in the string, comparing characters as `contains(_:)` does. Texts
  /// of ASCII characters, by far the most common on screens, are compared byte by byte, which
  /// gives the same answer much faster; a carriage return is left to `contains(_:)`, since
  /// followed by a line feed it makes one character.
  func includes(_ other: String) -> Bool {
    var text = self
    var other = other
    let found = text.withUTF8 { haystack in
      other.withUTF8 { needle in Self.asciiSearch(needle, in: haystack) }
    }
    return found ?? contains(other)
  }

  /// Whether `needle` occurs in `haystack`, or nil when either is not plain ASCII.
  private static func asciiSearch(
    _ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>
  ) -> Bool? {
    guard isPlainASCII(needle), isPlainASCII(haystack), let first = needle.first else {
      return nil
    }
    guard needle.count <= haystack.count else { return false }
    var start = 0
    let lastStart = haystack.count - needle.count
    while start <= lastStart {
      if haystack[start] == first {
        var offset = 1
        while offset < needle.count, haystack[start + offset] == needle[offset] { offset += 1 }
        if offset == needle.count { return true }
      }
      start += 1
    }
    return false
  }

  /// Whether every byte is ASCII and none is a carriage return.
  private static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") }
  }
}
