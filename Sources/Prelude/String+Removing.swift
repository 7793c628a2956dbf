extension String {
  /// The string without any occurrence of `part`, found from the start, byte for byte in UTF-8:
  /// a path, say, taken out of a long text. Byte for byte is how file systems compare names, and
  /// is fast: a text without `part` is scanned once and returned as it is.
  public func removingOccurrences(of part: String) -> String {
    guard !part.isEmpty else { return self }
    var text = self
    var part = part
    return part.withUTF8 { part in
      text.withUTF8 { text in
        guard var found = Self.firstOccurrence(of: part, in: text, from: 0) else { return self }
        var kept: [UInt8] = []
        kept.reserveCapacity(text.count)
        var start = 0
        while true {
          kept.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<found]))
          start = found + part.count
          guard let next = Self.firstOccurrence(of: part, in: text, from: start) else { break }
          found = next
        }
        kept.append(contentsOf: UnsafeBufferPointer(rebasing: text[start...]))
        return String(decoding: kept, as: UTF8.self)
      }
    }
  }

  /// Where `part`, which is not empty, first occurs in `text` at or after `start`.
  private static func firstOccurrence(
    of part: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>, from start: Int
  ) -> Int? {
    guard text.count - start >= part.count else { return nil }
    let lead = part[0]
    for index in start...(text.count - part.count)
    where text[index] == lead && UnsafeBufferPointer(rebasing: text[index..<index + part.count]).elementsEqual(part) {
      return index
    }
    return nil
  }
}
