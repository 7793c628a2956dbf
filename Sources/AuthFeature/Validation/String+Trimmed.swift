extension String {
  /// The text without the spaces and line breaks around it, as a person means what they typed.
  var trimmed: String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
