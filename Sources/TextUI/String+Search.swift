extension String {
  /// Whether `other` occurs in the string, comparing characters as `contains(_:)` does. Texts
  /// of ASCII characters and of Latin letters with their accents, by far the most common on
  /// screens in English and in Vietnamese, are compared byte by byte, which gives the same answer
  /// much faster; a carriage return is left to the characters, since followed by a line feed it
  /// makes one character.
  func includes(_ other: String) -> Bool {
    var text = self
    var other = other
    let found = text.withUTF8 { haystack in
      other.withUTF8 { needle in Self.byteSearch(needle, in: haystack) }
    }
    return found ?? includesCharacters(other)
  }

  /// Whether `other`'s characters occur in a row among the string's, compared one by one: what
  /// `contains(_:)` answers, without the table of skips it makes for every search, which costs
  /// more than the search through a text on a screen.
  private func includesCharacters(_ other: String) -> Bool {
    guard !other.isEmpty else { return contains(other) }
    var start = startIndex
    while start < endIndex {
      var index = start
      var otherIndex = other.startIndex
      while otherIndex < other.endIndex, index < endIndex, self[index] == other[otherIndex] {
        formIndex(after: &index)
        other.formIndex(after: &otherIndex)
      }
      if otherIndex == other.endIndex { return true }
      // Every later start leaves fewer characters than this one ran out of.
      if index == endIndex { return false }
      formIndex(after: &start)
    }
    return false
  }

  /// Whether `needle` occurs in `haystack` as characters, told from their bytes: or nil when only
  /// a comparison of characters can tell. Characters are equal when canonically equivalent. In
  /// texts of simple scalars (see ``isSimple(_:)``), every character is one scalar equivalent to
  /// no other character of such a text, so the needle's characters occur where its bytes do. An
  /// ASCII character is equal only to itself and to the three characters whose canonical
  /// decomposition is one ASCII character (see ``containsASCIIEquivalent(_:)``). So with a plain
  /// ASCII needle, a haystack without those three holds the needle only where it holds its bytes;
  /// and a plain ASCII haystack holds no needle with a character outside ASCII and those three.
  private static func byteSearch(
    _ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>
  ) -> Bool? {
    guard !needle.isEmpty else { return nil }
    if isSimple(needle), isSimple(haystack) { return occurs(needle, in: haystack) }
    switch (isPlainASCII(needle), isPlainASCII(haystack)) {
    case (true, false):
      // Bytes found may be part of other characters, such as an `e` followed by an accent.
      guard !containsASCIIEquivalent(haystack), !occurs(needle, in: haystack) else { return nil }
      return false
    case (false, true):
      guard needle.contains(where: { $0 >= 0x80 }), !containsASCIIEquivalent(needle) else { return nil }
      return false
    case (true, true), (false, false):
      return nil
    }
  }

  /// Whether every scalar of `bytes`, valid UTF-8, is below U+0300 or among U+1E00...U+1EFF (the
  /// Latin letters with their accents, Vietnamese's among them), and none is a carriage return.
  /// Each such scalar is a character of its own, since none joins the one before it, and its own
  /// canonical composition, and no two differ yet are canonically equivalent: those that are
  /// equivalent to something else are so to sequences with a combining mark, from U+0300 on.
  private static func isSimple(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\r"):
        return false
      case ..<0x80:
        index += 1
      case ..<0xCC:
        // A lead byte of two, U+0080 to U+02FF.
        index += 2
      case 0xE1 where index + 1 < bytes.count && (0xB8...0xBB).contains(bytes[index + 1]):
        // U+1E00 to U+1EFF.
        index += 3
      default:
        return false
      }
    }
    return true
  }

  /// Whether `needle`'s bytes occur in `haystack`'s.
  private static func occurs(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = needle.first, needle.count <= haystack.count else { return false }
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

  /// Whether every byte is ASCII and none is a carriage return, which followed by a line feed
  /// makes one character.
  private static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") }
  }

  /// Whether `bytes` hold one of the three characters canonically equivalent to an ASCII one:
  /// the Greek question mark (U+037E, `;`), the Greek varia (U+1FEF, `` ` ``) and the Kelvin sign
  /// (U+212A, `K`).
  private static func containsASCIIEquivalent(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    asciiEquivalents.contains { equivalent in
      equivalent.withUnsafeBufferPointer { occurs($0, in: bytes) }
    }
  }

  /// The UTF-8 bytes of the characters ``containsASCIIEquivalent(_:)`` looks for.
  private static let asciiEquivalents: [[UInt8]] = [[0xCD, 0xBE], [0xE1, 0xBF, 0xAF], [0xE2, 0x84, 0xAA]]
}
