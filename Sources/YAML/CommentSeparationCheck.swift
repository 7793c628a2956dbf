/// Checks that every comment is separated from the text before it: `key: "value" # note` is a
/// comment, `key: "value"# note` is an error libyaml lets through.
///
/// It is fed the spans of all events in order; any `#` outside those spans starts a comment,
/// because every character that belongs to a node (scalar text, tags, anchors, aliases) lies
/// inside the span of its event.
struct CommentSeparationCheck {
  /// The byte offset up to which the text has been checked.
  private var checkedOffset = 0
  private var cursor = SourceText.Cursor()

  /// The message for a `#` directly after other text.
  static let message =
    "a comment needs a space before its '#'; add a space before '#', or "
    + "quote the value if '#' belongs to it"

  /// Checks the text between the previous event and this one, then skips this event's span.
  mutating func checkGap(
    before start: LibYAMLMark, spanningTo end: LibYAMLMark, in source: SourceText
  )
    throws(ParseProblem)
  {
    let startOffset = source.offset(of: start, movingFrom: &cursor)
    try checkComments(upTo: startOffset, in: source)
    let endOffset = source.offset(of: end, movingFrom: &cursor)
    checkedOffset = max(checkedOffset, endOffset)
  }

  /// Checks the text after the last event.
  mutating func checkRest(of source: SourceText) throws(ParseProblem) {
    try checkComments(upTo: source.bytes.count, in: source)
  }

  private mutating func checkComments(upTo endOffset: Int, in source: SourceText)
    throws(ParseProblem)
  {
    var offset = checkedOffset
    while offset < endOffset {
      if source.bytes[offset] == UInt8(ascii: "#") {
        guard offset == 0 || source.bytes[offset - 1].isYAMLWhitespaceOrBreak else {
          throw ParseProblem(mark: source.mark(atOffset: offset), message: Self.message)
        }
        while offset < endOffset, SourceText.lineBreakLength(in: source.bytes, at: offset) == 0 {
          offset += 1
        }
      }
      offset += 1
    }
    checkedOffset = max(checkedOffset, endOffset)
  }
}

extension UInt8 {
  /// Whether the byte is a space, a tab, or the ASCII line break characters LF and CR.
  var isYAMLWhitespaceOrBreak: Bool {
    self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") || self == 0x0A || self == 0x0D
  }
}
