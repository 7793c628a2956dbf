extension String {
  /// The text without the white space around it, line breaks included unless
  /// `keepingLineBreaks`: what Foundation's `trimmingCharacters(in:)` leaves of it with
  /// `.whitespacesAndNewlines`, or with `.whitespaces` when keeping line breaks, found on the
  /// text's scalars without bridging it to a Foundation string.
  ///
  /// Those sets hold the scalars Unicode calls white space, and U+200B ZERO WIDTH SPACE;
  /// `.whitespaces` leaves out the line breaks U+000A to U+000D, U+0085, U+2028 and U+2029.
  public func trimmingWhiteSpace(keepingLineBreaks: Bool = false) -> String {
    func isTrimmed(_ scalar: Unicode.Scalar) -> Bool {
      switch scalar.value {
      case 0x0A...0x0D, 0x85, 0x2028, 0x2029: !keepingLineBreaks
      case 0x200B: true
      default: scalar.properties.isWhitespace
      }
    }
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
      let last = scalars.lastIndex(where: { !isTrimmed($0) })
    else { return "" }
    return String(Substring(scalars[first...last]))
  }
}
