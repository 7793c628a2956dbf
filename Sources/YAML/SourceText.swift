/// The bytes of a YAML text with the positions of its lines, to turn libyaml's positions into
/// byte offsets and byte offsets into line and column.
///
/// Line breaks are the ones libyaml counts: LF, CR, CRLF, NEL, LS and PS.
struct SourceText {
  /// The UTF-8 text, without a leading byte order mark.
  let bytes: [UInt8]
  /// The byte offset at which each line starts.
  private let lineStarts: [Int]
  /// Whether every byte is ASCII, so that libyaml's positions, which count Unicode scalars, are
  /// byte offsets.
  private let isASCII: Bool

  /// Reads a text, dropping a UTF-8 byte order mark at its start.
  init(_ input: [UInt8]) {
    let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
    bytes = input.starts(with: byteOrderMark) ? Array(input.dropFirst(3)) : input
    var lineStarts = [0]
    var isASCII = true
    // Read through a buffer, as one pass over every byte is most of reading a text.
    bytes.withUnsafeBufferPointer { buffer in
      var offset = 0
      while offset < buffer.count {
        offset = Self.firstPossibleBreak(in: buffer, from: offset)
        guard offset < buffer.count else { break }
        let byte = buffer[offset]
        isASCII = isASCII && byte < 0x80
        let length = Self.lineBreakLength(in: buffer, at: offset)
        offset += max(length, 1)
        if length > 0 { lineStarts.append(offset) }
      }
    }
    self.lineStarts = lineStarts
    self.isASCII = isASCII
  }

  /// The offset of the first byte at or after `offset` that may start a line break (LF, CR, or a
  /// byte that is not ASCII, as NEL, LS and PS start with), or the end of `bytes`.
  ///
  /// Most bytes are none of these: they are passed over eight at a time, as the bytes of one
  /// word, each told by arithmetic on the whole word.
  private static func firstPossibleBreak(in bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int {
    guard let base = bytes.baseAddress else { return bytes.count }
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    /// The high bit of each byte of `word` that is zero, and maybe of bytes after the first such
    /// one: the lowest bit set is the first zero byte's.
    func zeroBytes(_ word: UInt64) -> UInt64 { (word &- ones) & ~word & highBits }
    var offset = offset
    while offset + 8 <= bytes.count {
      let word = UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
      let found = (word & highBits) | zeroBytes(word ^ (ones &* 0x0A)) | zeroBytes(word ^ (ones &* 0x0D))
      if found != 0 { return offset + found.trailingZeroBitCount / 8 }
      offset += 8
    }
    while offset < bytes.count, bytes[offset] != 0x0A, bytes[offset] != 0x0D, bytes[offset] < 0x80 {
      offset += 1
    }
    return offset
  }

  /// The length in bytes of the line break at `offset`, or 0 if there is none.
  static func lineBreakLength(in bytes: [UInt8], at offset: Int) -> Int {
    bytes.withUnsafeBufferPointer { lineBreakLength(in: $0, at: offset) }
  }

  /// The length in bytes of the line break at `offset` of `bytes`, or 0 if there is none.
  private static func lineBreakLength(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int {
    guard offset < bytes.count else { return 0 }
    switch bytes[offset] {
    case 0x0A:
      return 1
    case 0x0D:
      return offset + 1 < bytes.count && bytes[offset + 1] == 0x0A ? 2 : 1
    case 0xC2:
      return offset + 1 < bytes.count && bytes[offset + 1] == 0x85 ? 2 : 0
    case 0xE2:
      guard offset + 2 < bytes.count, bytes[offset + 1] == 0x80 else { return 0 }
      return bytes[offset + 2] == 0xA8 || bytes[offset + 2] == 0xA9 ? 3 : 0
    default:
      return 0
    }
  }

  /// The number of lines; a text ending in a line break has an empty last line.
  var lineCount: Int { lineStarts.count }

  /// The bytes of a 0-based line, without its line break; empty for a line past the end.
  func lineContent(_ line: Int) -> Range<Int> {
    guard line >= 0, line < lineStarts.count else { return bytes.count..<bytes.count }
    let start = lineStarts[line]
    var end = start
    while end < bytes.count, Self.lineBreakLength(in: bytes, at: end) == 0 { end += 1 }
    return start..<end
  }

  /// The byte at `offset`, or nil past the end.
  func byte(at offset: Int) -> UInt8? {
    offset >= 0 && offset < bytes.count ? bytes[offset] : nil
  }

  /// The byte offset of a libyaml position.
  func offset(of mark: LibYAMLMark) -> Int {
    var cursor = Cursor()
    return offset(of: mark, movingFrom: &cursor)
  }

  /// The byte offset of a libyaml position, walking from `cursor` when it is not past the position
  /// (so that positions visited in order cost no more than the text between them), and from the
  /// start of the position's line otherwise. Leaves `cursor` at the position.
  func offset(of mark: LibYAMLMark, movingFrom cursor: inout Cursor) -> Int {
    if isASCII { return min(max(mark.index, 0), bytes.count) }
    if cursor.index > mark.index || cursor.index < mark.index - mark.column {
      let line = min(max(mark.line, 0), lineStarts.count - 1)
      cursor = Cursor(index: mark.index - mark.column, offset: lineStarts[line])
    }
    while cursor.index < mark.index, cursor.offset < bytes.count {
      cursor.offset += 1
      while cursor.offset < bytes.count, bytes[cursor.offset] & 0xC0 == 0x80 { cursor.offset += 1 }
      cursor.index += 1
    }
    return cursor.offset
  }

  /// The 1-based line and column of a byte offset; the column counts Unicode scalars.
  func mark(atOffset offset: Int) -> YAMLMark {
    let offset = min(max(offset, 0), bytes.count)
    var lower = 0
    var upper = lineStarts.count - 1
    while lower < upper {
      let middle = (lower + upper + 1) / 2
      if lineStarts[middle] <= offset { lower = middle } else { upper = middle - 1 }
    }
    let scalars = bytes[lineStarts[lower]..<offset].count { $0 & 0xC0 != 0x80 }
    return YAMLMark(line: lower + 1, column: scalars + 1)
  }
}

extension SourceText {
  /// A libyaml position (`index`, counting Unicode scalars) paired with its byte offset.
  struct Cursor {
    var index = 0
    var offset = 0
  }
}
