extension String {
  /// The text without the spaces and line breaks around it, as a person means what they typed.
  var trimmed: String {
    // Sliced between the first and last characters kept, rather than dropped from each end
    // through reversed views, which copies the text character by character.
    guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(self[first...last])
  }
}
